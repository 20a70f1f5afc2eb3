import { request } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { RatesAnswer } from "../../site/money/rates-answer.ts";
import { listen, type Served } from "../../tests/support/listen.ts";
import { createListener } from "../listener.ts";
import type { RatesResult, RatesService } from "../rates/rates-service.ts";
import { ratesReplier } from "./rates-routes.ts";

const answer: RatesAnswer = {
  rates: { EUR: 0.92 },
  base: "USD",
  cached: true,
  lastUpdated: "2025-03-14T16:00:00.000Z",
  sources: { fiat: { provider: "European Central Bank", date: "2025-03-14" } },
};

const servers: Served[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => s.close())));

/** The server with a service that records its calls and answers what the test says. */
async function serverWith(result: RatesResult = { ok: true, answer }) {
  const calls: { base: string; targets?: readonly string[] }[] = [];
  const rates: Pick<RatesService, "getRates"> = {
    async getRates(base, targets) {
      calls.push({ base, targets });
      return result;
    },
  };
  const server = await listen(
    createListener({
      files: new Map(),
      render: async () => new Response("page", { status: 404 }),
      rates: ratesReplier(rates),
    }),
  );
  servers.push(server);
  return { server, calls };
}

const post = (server: Served, body: string, path = "/api/get-exchange-rates") =>
  server.call(path, { method: "POST", body, headers: { "Content-Type": "application/json" } });

describe("POST /api/get-exchange-rates and /api/get-crypto-rates", () => {
  it("answers the service's rates as JSON, never stored by caches", async () => {
    const { server, calls } = await serverWith();
    for (const path of ["/api/get-exchange-rates", "/api/get-crypto-rates"]) {
      const res = await post(server, JSON.stringify({ base: "USD", targets: ["EUR"] }), path);
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual(answer);
    }
    expect(calls).toEqual([
      { base: "USD", targets: ["EUR"] },
      { base: "USD", targets: ["EUR"] },
    ]);
  });

  it("passes no targets on when the body gives none", async () => {
    const { server, calls } = await serverWith();
    await post(server, '{"base":"BTC"}', "/api/get-crypto-rates");
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
    const { server, calls } = await serverWith();
    const res = await post(server, body);
    expect(res.status).toBe(400);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ error });
    expect(calls).toEqual([]);
  });

  it("accepts exactly 100 targets", async () => {
    const { server } = await serverWith();
    const res = await post(
      server,
      JSON.stringify({ base: "USD", targets: Array(100).fill("EUR") }),
    );
    expect(res.status).toBe(200);
  });

  it("answers the service's refusals with their status: 400 for an unknown code, 503 before any rate", async () => {
    const unknown = await serverWith({
      ok: false,
      status: 400,
      error: "Unknown currency code 'XYZ'.",
    });
    const res = await post(unknown.server, '{"base":"XYZ","targets":["EUR"]}');
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: "Unknown currency code 'XYZ'." });
    const none = await serverWith({
      ok: false,
      status: 503,
      error: "Live rates are not available yet.",
    });
    const unavailable = await post(none.server, '{"base":"USD","targets":["EUR"]}');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers["cache-control"]).toBe("no-store");
    expect(unavailable.json()).toEqual({ error: "Live rates are not available yet." });
  });

  it("refuses a body over 64 KB with 413, whether its length is declared or streamed", async () => {
    const { server, calls } = await serverWith();
    const big = JSON.stringify({ base: "USD", targets: ["EUR"], pad: "x".repeat(64 * 1024) });
    const declared = await post(server, big);
    expect(declared.status).toBe(413);
    expect(declared.json()).toEqual({ error: "The request body is over 64 KB." });

    // Chunked, with no length declared: the limit is counted as the body arrives.
    const streamed = await new Promise<{ status?: number; cacheControl?: string }>(
      (resolve, reject) => {
        const req = request(`${server.origin}/api/get-exchange-rates`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
        });
        req.on("response", (res) => {
          res.resume();
          resolve({ status: res.statusCode, cacheControl: res.headers["cache-control"] });
        });
        req.on("error", reject);
        for (let i = 0; i < 10; i++) req.write("x".repeat(16 * 1024));
        req.end();
      },
    );
    expect(streamed.status).toBe(413);
    expect(streamed.cacheControl).toBe("no-store");
    expect(calls).toEqual([]);
  });

  it("accepts a body of exactly 64 KB", async () => {
    const { server } = await serverWith();
    const head = '{"base":"USD","targets":["EUR"],"pad":"';
    const body = `${head}${"x".repeat(64 * 1024 - head.length - 2)}"}`;
    expect(body.length).toBe(64 * 1024);
    expect((await post(server, body)).status).toBe(200);
  });

  it("refuses a body not declared as JSON with 415, before asking the service", async () => {
    const { server, calls } = await serverWith();
    for (const type of [undefined, "text/plain", "multipart/form-data; boundary=x"]) {
      const res = await server.call("/api/get-crypto-rates", {
        method: "POST",
        body: '{"base":"USD"}',
        headers: type ? { "Content-Type": type } : {},
      });
      expect(res.status).toBe(415);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual({
        error: "Send the request as JSON (Content-Type: application/json).",
      });
    }
    const charset = await server.call("/api/get-crypto-rates", {
      method: "POST",
      body: '{"base":"USD"}',
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(charset.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it("answers other methods with 405 and the method to use", async () => {
    const { server } = await serverWith();
    const res = await server.call("/api/get-exchange-rates");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
    expect(res.json()).toEqual({ error: "GET is not supported here; use POST." });
  });

  it("leaves the public API as it was", async () => {
    const { server } = await serverWith();
    const convert = await server.call("/api/convert?page=length&from=km&to=mi&value=2");
    expect(convert.status).toBe(200);
    const unknown = await server.call("/api/nothing", { method: "POST", body: "{}" });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: "No API at /api/nothing." });
  });

  it("is absent from a server built without a rates service", async () => {
    const server = await listen(
      createListener({
        files: new Map(),
        render: async () => new Response("", { status: 404 }),
      }),
    );
    servers.push(server);
    const res = await post(server, '{"base":"USD","targets":["EUR"]}');
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ error: "No API at /api/get-exchange-rates." });
  });
});
