import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RatesAnswer } from "../site/money/rates-answer.ts";
import { listen, type Reply, type Served } from "../tests/support/listen.ts";
import { ratesReplier } from "./api/rates-routes.ts";
import { createListener, type ServerParts } from "./listener.ts";
import type { RatesResult } from "./rates/rates-service.ts";
import { STRICT_CSP } from "./security-headers.ts";

const security = { url: "https://unitpilot.app", analyticsScriptUrl: "" };
const JSON_TYPE = { "Content-Type": "application/json" };
const CONVERT = "/api/convert?page=length&from=km&to=mi&value=2";

const small: RatesAnswer = {
  rates: { EUR: 0.92 },
  base: "USD",
  cached: true,
  lastUpdated: "2025-03-14T16:00:00.000Z",
  sources: { fiat: { provider: "European Central Bank", date: "2025-03-14" } },
};
/** Every code of a currency page's list: well over the 1 KB from which answers are compressed. */
const large: RatesAnswer = {
  ...small,
  rates: Object.fromEntries(
    Array.from({ length: 120 }, (_, i) => [`C${String(i).padStart(2, "0")}`, 1 + i / 7]),
  ),
};

const servers: Served[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.restoreAllMocks();
});

/** The server as main.ts builds it, with a rate service answering `rates` and a log kept here. */
async function serve(
  getRates: (base: string) => Promise<RatesResult> = async () => ({ ok: true, answer: small }),
  parts: Partial<ServerParts> = {},
) {
  const lines: string[] = [];
  const served = await listen(
    createListener({
      files: new Map(),
      render: async () => new Response("page", { status: 404 }),
      log: (line) => lines.push(line),
      rates: ratesReplier({ getRates }),
      previewHosts: new Set(["preview.example.dev"]),
      security,
      ...parts,
    }),
  );
  servers.push(served);
  return { ...served, lines };
}

function expectSecurityHeaders(reply: Reply) {
  expect(reply.headers["x-content-type-options"]).toBe("nosniff");
  expect(reply.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(reply.headers["x-frame-options"]).toBe("DENY");
  expect(reply.headers["permissions-policy"]).toContain("camera=()");
  expect(reply.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(reply.headers["content-security-policy"]).toBe(STRICT_CSP);
}

/** Resolves once the log has `count` lines: it is written when the response closes. */
async function linesOf(log: string[], count: number): Promise<string[]> {
  await vi.waitFor(() => expect(log.length).toBeGreaterThanOrEqual(count));
  return log;
}

describe("the access log", () => {
  it("has one line per request, for the routes answered on Node and for Hono's: method, path, status, time", async () => {
    const server = await serve();
    await server.call(CONVERT);
    await server.call("/api/get-exchange-rates", { method: "POST", headers: JSON_TYPE, body: "{" });
    await server.call("/api/units", { method: "HEAD" });
    await server.call("/no-such-page");
    const lines = await linesOf(server.lines, 4);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^GET \/api\/convert 200 \d+\.\dms$/);
    expect(lines[1]).toMatch(/^POST \/api\/get-exchange-rates 400 \d+\.\dms$/);
    expect(lines[2]).toMatch(/^HEAD \/api\/units 200 \d+\.\dms$/);
    expect(lines[3]).toMatch(/^GET \/no-such-page 404 \d+\.\dms$/);
  });

  it("logs a request whose client left before the answer, with - for the status never sent", async () => {
    let asked = () => {};
    const question = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let answer = (_: RatesResult) => {};
    const server = await serve(() => {
      asked();
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const req = request(`${server.origin}/api/get-crypto-rates`, {
      method: "POST",
      headers: JSON_TYPE,
    });
    req.on("error", () => {});
    req.end('{"base":"BTC"}');
    await question;
    req.destroy();
    const [line] = await linesOf(server.lines, 1);
    expect(line).toMatch(/^POST \/api\/get-crypto-rates - \d+\.\dms$/);
    // The answer that comes too late goes nowhere, and the server goes on.
    answer({ ok: true, answer: small });
    expect((await server.call(CONVERT)).status).toBe(200);
  });
});

describe("compression of the routes answered on Node", () => {
  const ask = (server: Served, acceptEncoding?: string) =>
    server.call("/api/get-exchange-rates", {
      method: "POST",
      headers: { ...JSON_TYPE, ...(acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {}) },
      body: '{"base":"USD"}',
    });

  it("sends a rates answer of 1 KB or more in brotli, else gzip, as the client accepts", async () => {
    const server = await serve(async () => ({ ok: true, answer: large }));
    const br = await ask(server, "gzip, deflate, br");
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(large);
    expect(br.body.length).toBeLessThan(JSON.stringify(large).length / 2);

    const gzip = await ask(server, "gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(large);

    const plain = await ask(server);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.json()).toEqual(large);
  });

  it("leaves an answer under 1 KB as it is, without Vary", async () => {
    const server = await serve();
    const reply = await ask(server, "br, gzip");
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.json()).toEqual(small);
    const convert = await server.call(CONVERT, { headers: { "Accept-Encoding": "br" } });
    expect(convert.headers["content-encoding"]).toBeUndefined();
  });
});

describe("a bug", () => {
  it("in a route answered on Node answers a plain 500 in JSON, is logged, and the server keeps serving", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const server = await serve(async () => {
      throw new TypeError("rates is undefined");
    });
    const reply = await server.call("/api/get-exchange-rates", {
      method: "POST",
      headers: JSON_TYPE,
      body: '{"base":"USD"}',
    });
    expect(reply.status).toBe(500);
    expect(reply.headers["content-type"]).toBe("application/json");
    expect(reply.json()).toEqual({ error: "Something went wrong on our side." });
    expect(reply.text).not.toContain("rates is undefined");
    expectSecurityHeaders(reply);
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: "rates is undefined" }));
    expect(await linesOf(server.lines, 1)).toEqual([
      expect.stringMatching(/^POST \/api\/get-exchange-rates 500 /),
    ]);

    expect((await server.call(CONVERT)).status).toBe(200);
    const again = await server.call("/api/get-crypto-rates", {
      method: "POST",
      headers: JSON_TYPE,
      body: '{"base":"USD"}',
    });
    expect(again.status).toBe(500);
  });

  it("in what Hono answers answers the same 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const server = await serve(undefined, {
      render: async () => {
        throw new Error("the renderer broke");
      },
    });
    const reply = await server.call("/no-such-page");
    expect(reply.status).toBe(500);
    expect(reply.json()).toEqual({ error: "Something went wrong on our side." });
    expect((await server.call(CONVERT)).status).toBe(200);
  });
});

describe("the routes answered on Node", () => {
  it("carry the security headers of every answer, their errors and refusals too", async () => {
    const server = await serve();
    for (const reply of [
      await server.call(CONVERT),
      await server.call("/api/convert?page=length"),
      await server.call("/api/convert", { method: "HEAD" }),
      await server.call("/api/convert", { method: "DELETE" }),
      await server.call("/api/convert", { method: "OPTIONS" }),
      await server.call("/api/get-exchange-rates", { method: "POST", body: "{}" }),
      await server.call("/api/get-exchange-rates"),
    ]) {
      expectSecurityHeaders(reply);
      expect(reply.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("answer HEAD with the headers of GET, without the body or its length", async () => {
    const server = await serve();
    const get = await server.call(CONVERT);
    const head = await server.call(CONVERT, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const { date: _, "content-length": length, ...rest } = get.headers;
    expect(length).toBe(String(get.body.length));
    const { date: __, ...headRest } = head.headers;
    expect(headRest).toEqual(rest);
  });

  it("answer other methods with 405 and Allow, and a preflight as the rest of the public API does", async () => {
    const server = await serve();
    const post = await server.call("/api/convert", { method: "POST", body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(post.headers["access-control-allow-origin"]).toBe("*");
    expect(post.headers["cache-control"]).toBe("no-store");
    expect(post.json()).toEqual({ error: "POST is not supported here; use GET." });

    for (const method of ["GET", "HEAD", "PUT", "OPTIONS"]) {
      const rates = await server.call("/api/get-crypto-rates", { method });
      expect(rates.status).toBe(405);
      expect(rates.headers.allow).toBe("POST");
      expect(rates.headers["cache-control"]).toBe("no-store");
      expect(rates.headers["access-control-allow-origin"]).toBeUndefined();
      if (method !== "HEAD") {
        expect(rates.json()).toEqual({ error: `${method} is not supported here; use POST.` });
      }
    }

    const preflight = await server.call("/api/convert", { method: "OPTIONS" });
    const units = await server.call("/api/units", { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, HEAD, OPTIONS");
    const { date: _, ...headers } = preflight.headers;
    const { date: __, ...unitsHeaders } = units.headers;
    expect(headers).toEqual(unitsHeaders);
  });

  it("send a preview host to the canonical origin, as every other path", async () => {
    const server = await serve();
    for (const [method, path] of [
      ["GET", CONVERT],
      ["POST", "/api/get-exchange-rates"],
      ["GET", "/length"],
    ] as const) {
      const reply = await server.call(path, {
        method,
        headers: { ...JSON_TYPE, Host: "Preview.Example.dev:8080" },
        body: method === "POST" ? '{"base":"USD"}' : undefined,
      });
      expect(reply.status).toBe(301);
      expect(reply.headers.location).toBe(`https://unitpilot.app${path}`);
      expectSecurityHeaders(reply);
    }
  });

  it("are found under every spelling Hono routes: escapes, dot segments, a proxy's absolute URL", async () => {
    const server = await serve();
    for (const path of [
      "/api/%63onvert?page=length&from=km&to=mi&value=2",
      "/api/./convert?page=length&from=km&to=mi&value=2",
      "/length/../api/convert?page=length&from=km&to=mi&value=2",
      `http://unitpilot.app${CONVERT}`,
    ]) {
      const reply = await server.call(path);
      expect(reply.status).toBe(200);
      expect(reply.json()).toMatchObject({ display: "1.242742" });
    }
    const rates = await server.call("/api/%67et-exchange-rates", {
      method: "POST",
      headers: JSON_TYPE,
      body: '{"base":"USD"}',
    });
    expect(rates.json()).toEqual(small);
    // A proxy's request for a preview host is redirected; a trailing slash too, by Hono.
    const preview = await server.call(`http://preview.example.dev${CONVERT}`);
    expect(preview.status).toBe(301);
    const slash = await server.call("/api/convert/?page=length");
    expect(slash.status).toBe(301);
    expect(slash.headers.location).toBe("/api/convert?page=length");
  });
});
