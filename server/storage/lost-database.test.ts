import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestPostgres, type TestPostgres } from "../../tests/support/postgres-server.ts";
import { contactReplier } from "../contact/contact-routes.ts";
import { messageStore } from "../contact/message-store.ts";
import { createOutbox } from "../contact/outbox.ts";
import { createRateSource } from "../rates/rate-source.ts";
import { rateStore } from "../rates/rate-store.ts";
import { openPostgres } from "./postgres.ts";
import type { Sql } from "./sql.ts";

// A PostgreSQL server of this file's own, since the test stops it: the run's shared one stays up
// for the other files.
let server: TestPostgres;
let sql: Sql;
const logs: string[] = [];
beforeAll(async () => {
  server = await startTestPostgres();
  sql = await openPostgres(server.url, { log: (line) => logs.push(line) });
}, 60_000);
afterAll(async () => {
  await sql?.close();
  await server?.stop();
});

const post = (reply: ReturnType<typeof contactReplier>, subject: string) =>
  reply({
    body: JSON.stringify({ name: "Ada", email: "ada@example.com", subject, message: "Hello" }),
    contentType: "application/json",
    remoteAddress: "203.0.113.5",
  });

describe("the PostgreSQL database lost while the server runs", () => {
  it("rates from memory, contact 503 (never a false success), and all well again once it is back", async () => {
    const clock = { now: Date.parse("2025-03-14T16:00:00.000Z") };
    let upstreamCalls = 0;
    const rates = createRateSource({
      name: "fiat",
      url: "http://upstream.test/rates",
      parse: Number,
      store: rateStore(sql),
      now: () => clock.now,
      fetch: (async () => {
        upstreamCalls++;
        return new Response("1.08");
      }) as typeof fetch,
      log: () => {},
    });
    const store = messageStore(sql);
    const delivered: string[] = [];
    const outboxLog: string[] = [];
    const outbox = createOutbox({
      store,
      config: {
        to: "inbox@unitpilot.test",
        from: "no-reply@unitpilot.app",
        domain: "unitpilot.app",
      },
      mailer: {
        send: async (mail) => {
          delivered.push(mail.subject);
          return mail.messageId;
        },
        close: () => {},
      },
      log: (line) => outboxLog.push(line),
    });
    await outbox.start();
    const reply = contactReplier({ store, onStored: outbox.wake, now: () => clock.now });
    expect((await rates.read()).snapshot?.data).toBe(1.08);
    expect((await post(reply, "before")).status).toBe(200);
    await outbox.idle();

    await server.halt();
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      clock.now += 60_000;
      expect(await rates.read()).toMatchObject({ snapshot: { data: 1.08 }, fresh: false });
      const started = performance.now();
      const refused = await post(reply, "while down");
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        success: false,
        error: "Your message could not be saved. Please try again in a minute.",
      });
      // Within the pool's connection timeout, not hanging until the client gives up.
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      console.error = original;
    }
    expect(errors.join("\n")).toMatch(/contact: a message could not be stored/);

    await server.restart();
    // The pool makes new connections by itself: no restart of the server, no call to reconnect.
    expect((await post(reply, "after")).status).toBe(200);
    expect((await store.list()).map((m) => m.subject)).toEqual(["before", "after"]);
    // The outbox lived through it: what was stored after the database came back is sent.
    await outbox.idle();
    expect(delivered).toEqual(["[Contact] before", "[Contact] after"]);
    await outbox.stop();
    expect(upstreamCalls).toBe(1);
    expect(await sql.ping()).toBe(true);
    expect(logs.join("\n")).not.toMatch(/password/i);
  });
});
