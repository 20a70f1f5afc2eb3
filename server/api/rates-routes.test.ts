import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { RatesAnswer } from "../../site/money/currencies.ts";
import { createApp } from "../app.ts";
import type { RatesResult, RatesService } from "../rates/rates-service.ts";
import { MAX_BODY_BYTES, ratesOnNode, ratesReplier } from "./rates-routes.ts";

const answer: RatesAnswer = {
  rates: { EUR: 0.92 },
  base: "USD",
  cached: true,
  lastUpdated: "2025-03-14T16:00:00.000Z",
  sources: { fiat: { provider: "European Central Bank", date: "2025-03-14" } },
};

/** A service that records its calls and answers what the test says. */
function appWith(result: RatesResult = { ok: true, answer }) {
  const calls: { base: string; targets?: readonly string[] }[] = [];
  const rates: RatesService = {
    async getRates(base, targets) {
      calls.push({ base, targets });
      return result;
    },
  };
  const app = createApp({
    files: new Map(),
    render: async () => new Response("page", { status: 404 }),
    rates: ratesReplier(rates),
  });
  return { app, calls };
}

const post = (
  app: ReturnType<typeof createApp>,
  body: BodyInit,
  path = "/api/get-exchange-rates",
) => app.request(path, { method: "POST", body, headers: { "Content-Type": "application/json" } });

describe("POST /api/get-exchange-rates and /api/get-crypto-rates", () => {
  it("answers the service's rates as JSON, never stored by caches", async () => {
    const { app, calls } = appWith();
    for (const path of ["/api/get-exchange-rates", "/api/get-crypto-rates"]) {
      const res = await post(app, JSON.stringify({ base: "USD", targets: ["EUR"] }), path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual(answer);
    }
    expect(calls).toEqual([
      { base: "USD", targets: ["EUR"] },
      { base: "USD", targets: ["EUR"] },
    ]);
  });

  it("passes no targets on when the body gives none", async () => {
    const { app, calls } = appWith();
    await post(app, '{"base":"BTC"}', "/api/get-crypto-rates");
    expect(calls).toEqual([{ base: "BTC", targets: undefined }]);
  });

  it.each([
    ["a body that is not JSON", "base=USD", "The request body is not valid JSON."],
    ["an empty body", "", "The request body is not valid JSON."],
    [
      "a JSON list",
      '["USD"]',
      'The request body must be a JSON object: {"base": "USD", "targets": [...]}.',
    ],
    [
      "JSON null",
      "null",
      'The request body must be a JSON object: {"base": "USD", "targets": [...]}.',
    ],
    ["no base", '{"targets":["EUR"]}', "base must be a currency code."],
    ["a base that is not text", '{"base":1,"targets":["EUR"]}', "base must be a currency code."],
    [
      "targets that are not a list",
      '{"base":"USD","targets":"EUR"}',
      "targets must be a list of currency codes.",
    ],
    [
      "targets that are not all text",
      '{"base":"USD","targets":["EUR",2]}',
      "targets must be a list of currency codes.",
    ],
    [
      "more than 100 targets",
      JSON.stringify({ base: "USD", targets: Array(101).fill("EUR") }),
      "targets lists 101 codes; at most 100 are accepted.",
    ],
  ])("refuses %s with 400 and the reason, before asking the service", async (_, body, error) => {
    const { app, calls } = appWith();
    const res = await post(app, body);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ error });
    expect(calls).toEqual([]);
  });

  it("accepts exactly 100 targets", async () => {
    const { app } = appWith();
    const res = await post(app, JSON.stringify({ base: "USD", targets: Array(100).fill("EUR") }));
    expect(res.status).toBe(200);
  });

  it("answers the service's refusals with their status: 400 for an unknown code, 503 before any rate", async () => {
    const unknown = appWith({ ok: false, status: 400, error: "Unknown currency code 'XYZ'." });
    const res = await post(unknown.app, '{"base":"XYZ","targets":["EUR"]}');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Unknown currency code 'XYZ'." });
    const none = appWith({ ok: false, status: 503, error: "Live rates are not available yet." });
    const unavailable = await post(none.app, '{"base":"USD","targets":["EUR"]}');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get("cache-control")).toBe("no-store");
    expect(await unavailable.json()).toEqual({ error: "Live rates are not available yet." });
  });

  it("refuses a body over 64 KB with 413, whether its length is declared or streamed", async () => {
    const { app, calls } = appWith();
    const big = JSON.stringify({ base: "USD", targets: ["EUR"], pad: "x".repeat(64 * 1024) });
    const declared = await post(app, big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: "The request body is over 64 KB." });

    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await app.request(
      new Request("http://localhost/api/get-exchange-rates", {
        method: "POST",
        body: stream,
        // @ts-expect-error Node's fetch needs `duplex` for a streamed body; DOM types lack it.
        duplex: "half",
      }),
    );
    expect(streamed.status).toBe(413);
    expect(streamed.headers.get("cache-control")).toBe("no-store");
    expect(calls).toEqual([]);
  });

  it("accepts a body of exactly 64 KB", async () => {
    const { app } = appWith();
    const head = '{"base":"USD","targets":["EUR"],"pad":"';
    const body = `${head}${"x".repeat(64 * 1024 - head.length - 2)}"}`;
    expect(body.length).toBe(64 * 1024);
    expect((await post(app, body)).status).toBe(200);
  });

  it("refuses a body not declared as JSON with 415, before asking the service", async () => {
    const { app, calls } = appWith();
    for (const type of [undefined, "text/plain", "multipart/form-data; boundary=x"]) {
      const res = await app.request("/api/get-crypto-rates", {
        method: "POST",
        body: '{"base":"USD"}',
        headers: type ? { "Content-Type": type } : {},
      });
      expect(res.status).toBe(415);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({
        error: "Send the request as JSON (Content-Type: application/json).",
      });
    }
    const charset = await app.request("/api/get-crypto-rates", {
      method: "POST",
      body: '{"base":"USD"}',
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(charset.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it("answers other methods with 405 and the method to use", async () => {
    const { app } = appWith();
    const res = await app.request("/api/get-exchange-rates");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect(await res.json()).toEqual({ error: "GET is not supported here; use POST." });
  });

  it("leaves the public API as it was", async () => {
    const { app } = appWith();
    const convert = await app.request("/api/convert?page=length&from=km&to=mi&value=2");
    expect(convert.status).toBe(200);
    const unknown = await app.request("/api/nothing", { method: "POST", body: "{}" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "No API at /api/nothing." });
  });

  it("is absent from an app built without a rates service", async () => {
    const app = createApp({
      files: new Map(),
      render: async () => new Response("", { status: 404 }),
    });
    const res = await post(app, '{"base":"USD","targets":["EUR"]}');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "No API at /api/get-exchange-rates." });
  });
});

describe("the rate calls answered on Node ahead of Hono", () => {
  const JSON_TYPE = { "Content-Type": "application/json" };

  async function nodeServer(result: RatesResult = { ok: true, answer }) {
    const service: RatesService = { getRates: async () => result };
    const fast = ratesOnNode(ratesReplier(service), {
      previewHosts: new Set(["preview.example.dev"]),
      security: { url: "https://unitpilot.app", analyticsScriptUrl: "" },
    });
    const server = createServer((req, res) => {
      if (fast(req, res)) return;
      res.writeHead(418);
      res.end("not mine");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("answers what the Hono route answers, as uncached JSON", async () => {
    const { origin, close } = await nodeServer();
    try {
      const res = await fetch(`${origin}/api/get-crypto-rates`, {
        method: "POST",
        headers: JSON_TYPE,
        body: '{"base":"USD"}',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual(answer);
      const bad = await fetch(`${origin}/api/get-exchange-rates`, {
        method: "POST",
        headers: JSON_TYPE,
        body: "{",
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: "The request body is not valid JSON." });
    } finally {
      await close();
    }
  });

  it("refuses a body over the limit with 413, and leaves every other request to Hono", async () => {
    const { origin, close } = await nodeServer();
    try {
      const big = await fetch(`${origin}/api/get-exchange-rates`, {
        method: "POST",
        headers: JSON_TYPE,
        body: `{"base":"${"x".repeat(MAX_BODY_BYTES)}"}`,
      });
      expect(big.status).toBe(413);
      expect((await fetch(`${origin}/api/get-exchange-rates`)).status).toBe(418);
      expect((await fetch(`${origin}/api/convert`, { method: "POST", body: "{}" })).status).toBe(
        418,
      );
    } finally {
      await close();
    }
  });

  it("refuses a body that is not declared JSON with 415, like the Hono route", async () => {
    const { origin, close } = await nodeServer();
    try {
      const kinds: Record<string, string>[] = [
        {},
        { "Content-Type": "text/plain" },
        { "Content-Type": "application/x-www-form-urlencoded" },
      ];
      for (const headers of kinds) {
        const res = await fetch(`${origin}/api/get-exchange-rates`, {
          method: "POST",
          headers,
          body: '{"base":"USD"}',
        });
        expect(res.status).toBe(415);
        expect(await res.json()).toEqual({
          error: "Send the request as JSON (Content-Type: application/json).",
        });
      }
    } finally {
      await close();
    }
  });

  it("sends the security headers Hono sends, with the strict policy of a non-document", async () => {
    const { origin, close } = await nodeServer();
    try {
      const res = await fetch(`${origin}/api/get-exchange-rates`, {
        method: "POST",
        headers: JSON_TYPE,
        body: '{"base":"USD"}',
      });
      expect(res.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect(res.headers.get("x-powered-by")).toBeNull();
    } finally {
      await close();
    }
  });

  it("leaves a request to a preview host to Hono, which redirects it", async () => {
    const { origin, close } = await nodeServer();
    try {
      const { request } = await import("node:http");
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = request(`${origin}/api/get-exchange-rates`, {
          method: "POST",
          headers: { ...JSON_TYPE, Host: "Preview.Example.dev:8080" },
        });
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        req.on("error", reject);
        req.end('{"base":"USD"}');
      });
      expect(status).toBe(418);
    } finally {
      await close();
    }
  });
});
