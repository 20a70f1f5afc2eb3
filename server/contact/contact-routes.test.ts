import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeTestDatabases, ENGINES, type TestEngine } from "../../tests/support/engines.ts";
import { type AppParts, createApp } from "../app.ts";
import { createListener } from "../listener.ts";
import { contactReplier, MAX_CONTACT_BODY_BYTES } from "./contact-routes.ts";
import { messageStore } from "./message-store.ts";

const good = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A question",
  message: "How many furlongs are in a mile?",
  website: "",
};

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  await closeTestDatabases();
});

/** The server with the contact part on a free port (so requests have a peer), and its Hono app. */
async function serveOn(
  open: TestEngine["open"],
  options: { trustProxy?: number; now?: () => number } = {},
) {
  const db = await open();
  const store = messageStore(db);
  const wakes: Promise<number>[] = [];
  /** The addresses the rate limit holds, oldest first. */
  const clients = async () =>
    (await db.query<{ client: string }>("SELECT client FROM contact_rate_hits ORDER BY at")).map(
      (row) => row.client,
    );
  const parts: AppParts = {
    files: new Map(),
    render: async () => new Response("page", { status: 404 }),
    contact: contactReplier({
      store,
      // What the outbox would see when woken: the message is already committed.
      onStored: () => wakes.push(store.list().then((messages) => messages.length)),
      ...options,
    }),
  };
  const app = createApp(parts);
  const server = createServer(createListener(parts));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send-contact-email`;
  const post = (
    body: BodyInit,
    headers: Record<string, string> = {},
    init: RequestInit & { duplex?: "half" } = {},
  ) =>
    fetch(url, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json", ...headers },
      ...init,
    });
  return { db, store, wakes, clients, url, post, app };
}

const answer = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as unknown,
});

describe.each(ENGINES)("POST /api/send-contact-email on $engine", ({ open }) => {
  const serve = (options: Parameters<typeof serveOn>[1] = {}) => serveOn(open, options);

  it("answers success only once the message is stored, then wakes the outbox", async () => {
    const { post, store, wakes, clients } = await serve();
    const response = await post(JSON.stringify({ ...good, name: "  Ada Lovelace  " }));
    expect(await answer(response)).toEqual({ status: 200, body: { success: true } });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [stored] = await store.list();
    expect(stored).toMatchObject({
      id: 1,
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "A question",
      message: "How many furlongs are in a mile?",
      status: "pending",
      attempts: 0,
    });
    expect(stored?.nextAttemptAt).toBe(stored?.receivedAt);
    expect(await Promise.all(wakes)).toEqual([1]);
    expect(await clients()).toEqual(["127.0.0.1"]);
  });

  it("accepts a Content-Type with a charset", async () => {
    const { post } = await serve();
    const response = await post(JSON.stringify(good), {
      "Content-Type": "application/json; charset=utf-8",
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ["not JSON", "name=Ada&email=ada@example.com", "The request body is not valid JSON."],
    ["empty", "", "The request body is not valid JSON."],
    ["truncated JSON", '{"name": "Ada"', "The request body is not valid JSON."],
    [
      "a JSON list",
      JSON.stringify([good]),
      "The request body must be a JSON object with name, email, subject and message.",
    ],
    [
      "JSON null",
      "null",
      "The request body must be a JSON object with name, email, subject and message.",
    ],
    [
      "an object nested 7,000 deep",
      `${'{"name":'.repeat(7_000)}1${"}".repeat(7_000)}`,
      "Your name must be text.",
    ],
    [
      "missing the message",
      JSON.stringify({ ...good, message: undefined }),
      "Please write a message.",
    ],
    ["a blank name", JSON.stringify({ ...good, name: "   " }), "Please enter your name."],
    ["a number for a name", JSON.stringify({ ...good, name: 7 }), "Your name must be text."],
    [
      "an implausible e-mail address",
      JSON.stringify({ ...good, email: "ada@localhost" }),
      "Please enter a valid e-mail address, like name@example.com.",
    ],
    [
      "a subject with a line break",
      JSON.stringify({ ...good, subject: "Hi\r\nBcc: eve@example.com" }),
      "The subject must fit on one line.",
    ],
    [
      "a message over 5000 characters",
      JSON.stringify({ ...good, message: "a".repeat(5001) }),
      "Your message is too long: 5001 characters, at most 5000 are accepted.",
    ],
  ])("answers 400 to a body that is %s, storing nothing", async (_, body, error) => {
    const { post, store, wakes } = await serve();
    const response = await post(body);
    expect(await answer(response)).toEqual({ status: 400, body: { success: false, error } });
    expect(await store.list()).toEqual([]);
    expect(wakes).toEqual([]);
  });

  it("answers in the language the request accepts: the form sends its page's", async () => {
    const { post, store } = await serve();
    const tooLong = JSON.stringify({ ...good, message: "a".repeat(5001) });
    const errorOf = async (body: string, language: string) => {
      const response = await post(body, { "Accept-Language": language });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };
    const german = await errorOf(tooLong, "de");
    expect(german).toContain("5001");
    expect(german).toContain("5000");
    expect(german).not.toMatch(/too long|characters/);
    const blankName = JSON.stringify({ ...good, name: " " });
    expect(await errorOf(blankName, "fr-CA,fr;q=0.9")).not.toBe("Please enter your name.");
    // A language the site does not speak is answered in English.
    expect(await errorOf(blankName, "it")).toBe("Please enter your name.");
    expect(await store.list()).toEqual([]);
  });

  it("answers 400 to bytes that are not UTF-8 text, never 500", async () => {
    const { post, store } = await serve();
    const response = await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    expect(response.status).toBe(400);
    expect(await store.list()).toEqual([]);
  });

  it("answers 413 to a body over 64 KB, announced or streamed", async () => {
    const { post, store } = await serve();
    const big = JSON.stringify({ ...good, message: "a".repeat(MAX_CONTACT_BODY_BYTES) });
    const announced = await post(big);
    expect(await answer(announced)).toEqual({
      status: 413,
      body: { success: false, error: "The message is too large: at most 64 KB." },
    });
    const bytes = new TextEncoder().encode(big);
    const streamed = await post(
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
          controller.close();
        },
      }),
      {},
      { duplex: "half" },
    );
    expect(streamed.status).toBe(413);
    expect(await store.list()).toEqual([]);
  });

  it("accepts a body of exactly 64 KB and refuses one byte more (the limit is on bytes)", async () => {
    const { post, store } = await serve();
    // JSON.parse ignores the spaces after the object.
    const exact = JSON.stringify({ ...good, message: "é" }).padEnd(MAX_CONTACT_BODY_BYTES - 1, " ");
    expect(new TextEncoder().encode(exact).length).toBe(MAX_CONTACT_BODY_BYTES);
    expect((await post(exact)).status).toBe(200);
    expect((await post(`${exact} `)).status).toBe(413);
    expect(await store.list()).toHaveLength(1);
  });

  it.each([
    ["no Content-Type", undefined],
    ["text/plain (what a form on another site can send)", "text/plain"],
    ["a form encoding", "application/x-www-form-urlencoded"],
    ["a look-alike", "application/jsonp"],
  ])("answers 415 to %s", async (_, type) => {
    const { url, store } = await serve();
    const response = await fetch(url, {
      method: "POST",
      body: new Blob([JSON.stringify(good)], type ? { type } : {}),
    });
    expect(await answer(response)).toEqual({
      status: 415,
      body: { success: false, error: "Send the message as JSON (Content-Type: application/json)." },
    });
    expect(await store.list()).toEqual([]);
  });

  it.each(["GET", "PUT", "DELETE", "OPTIONS"])("answers %s with 405 and Allow: POST", async (m) => {
    const { url } = await serve();
    const response = await fetch(url, { method: m });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({
      success: false,
      error: `${m} is not supported here; use POST.`,
    });
  });

  it("answers a filled honeypot with success, storing, waking and counting nothing", async () => {
    const { post, store, wakes } = await serve();
    for (let i = 0; i < 7; i++) {
      const response = await post(JSON.stringify({ ...good, website: "https://spam.example" }));
      expect(await answer(response)).toEqual({ status: 200, body: { success: true } });
    }
    expect(await store.list()).toEqual([]);
    expect(wakes).toEqual([]);
    expect((await post(JSON.stringify(good))).status).toBe(200);
  });

  it("answers 429 to a 6th message from one address within the hour, with Retry-After", async () => {
    let now = Date.parse("2025-03-14T16:00:00.000Z");
    const { post, store } = await serve({ now: () => now });
    for (let i = 0; i < 5; i++) {
      expect((await post(JSON.stringify({ ...good, subject: `Try ${i}` }))).status).toBe(200);
      now += 60_000;
    }
    // The first went in at 16:00; now is 16:05.
    const refused = await post(JSON.stringify(good));
    expect(await answer(refused)).toEqual({
      status: 429,
      body: {
        success: false,
        error: "Too many messages from your address; please try again in 55 minutes.",
      },
    });
    expect(refused.headers.get("retry-after")).toBe(String(55 * 60));
    expect(await store.list()).toHaveLength(5);
    // Invalid input is still told what is wrong, and an hour after the first there is room.
    expect((await post("{")).status).toBe(400);
    now = Date.parse("2025-03-14T17:00:00.000Z");
    expect((await post(JSON.stringify(good))).status).toBe(200);
  });

  it("behind a trusted proxy, counts the address the proxy saw, not one a client made up", async () => {
    const { post, clients } = await serve({ trustProxy: 1 });
    for (let i = 0; i < 5; i++) {
      const spoofed = { "X-Forwarded-For": `10.9.9.${i}, 198.51.100.7` };
      expect((await post(JSON.stringify(good), spoofed)).status).toBe(200);
    }
    expect((await post(JSON.stringify(good), { "X-Forwarded-For": "198.51.100.7" })).status).toBe(
      429,
    );
    expect((await post(JSON.stringify(good), { "X-Forwarded-For": "198.51.100.8" })).status).toBe(
      200,
    );
    expect(new Set(await clients())).toEqual(new Set(["198.51.100.7", "198.51.100.8"]));
  });

  it("ignores X-Forwarded-For unless a proxy is trusted", async () => {
    const { post, clients } = await serve();
    await post(JSON.stringify(good), { "X-Forwarded-For": "198.51.100.7" });
    expect(await clients()).toEqual(["127.0.0.1"]);
  });

  it("answers 503 with success false when the database cannot store the message", async () => {
    const { post, db, wakes } = await serve();
    await db.close();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (e: unknown) => errors.push(e);
    try {
      const response = await post(JSON.stringify(good));
      expect(await answer(response)).toEqual({
        status: 503,
        body: {
          success: false,
          error: "Your message could not be saved. Please try again in a minute.",
        },
      });
      expect(response.headers.get("retry-after")).toBe("60");
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(wakes).toEqual([]);
  });

  it("works in-process too (app.request), counting such requests as one client", async () => {
    const { app, clients } = await serve();
    const response = await app.request("/api/send-contact-email", {
      method: "POST",
      body: JSON.stringify(good),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(200);
    expect(await clients()).toEqual(["unknown"]);
  });
});
