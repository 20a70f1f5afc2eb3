import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COINS } from "../../site/money/coins.ts";
import { offeredCurrencies, type RatesAnswer } from "../../site/money/currencies.ts";
import { listen, type Served } from "../listen-for-tests.ts";
import { createListener } from "../listener.ts";
import type { CurrenciesListing } from "./currencies-route.ts";

/** The latest rates the server has: set by each test; undefined while it has none. */
let latest: RatesAnswer | undefined;
let server: Served;
beforeAll(async () => {
  server = await listen(
    createListener({
      files: new Map(),
      render: async () => new Response("page", { status: 404 }),
      security: { url: "https://unitpilot.app", analyticsScriptUrl: "" },
      latestRates: async () => latest,
    }),
  );
});
afterAll(() => server.close());

const codes = (list: CurrenciesListing["fiat"]) => list.map((c) => c.code);
const listing = async () => (await server.call("/api/currencies")).json() as CurrenciesListing;

/** Rates per 1 USD of every offered code but `missing`, from both sources. */
function ratesWithout(...missing: string[]): RatesAnswer {
  const rates = Object.fromEntries(
    offeredCurrencies()
      .filter((c) => c.code !== "USD" && !missing.includes(c.code))
      .map((c) => [c.code, 2]),
  );
  return {
    base: "USD",
    rates,
    cached: false,
    lastUpdated: "2026-11-24T15:00:00.000Z",
    sources: {
      fiat: { provider: "European Central Bank", date: "2026-11-24" },
      crypto: { provider: "CoinGecko", at: "2026-11-25T09:30:00.000Z" },
    },
  };
}

describe("GET /api/currencies", () => {
  it("lists every ECB currency and every coin with code, name and symbol, open and cacheable", async () => {
    latest = ratesWithout();
    const reply = await server.call("/api/currencies");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/json");
    expect(reply.headers["access-control-allow-origin"]).toBe("*");
    expect(reply.headers["cache-control"]).toBe("public, max-age=300");
    const body = reply.json() as CurrenciesListing;
    expect(body.fiat).toHaveLength(30);
    expect(body.fiat[0]).toEqual({ code: "USD", name: "US Dollar", symbol: "$" });
    expect(codes(body.fiat)).toContain("EUR");
    expect(codes(body.fiat)).not.toContain("RUB");
    expect(codes(body.crypto)).toEqual(COINS.map((c) => c.code));
    expect(body.crypto[0]).toEqual({ code: "BTC", name: "Bitcoin", symbol: "₿" });
    expect(Object.keys(body.crypto[1] ?? {})).toEqual(["code", "name", "symbol"]);
  });

  it("lists what the latest rates price: a coin no longer quoted, a currency not published, left out", async () => {
    latest = ratesWithout("XMR", "ISK");
    const body = await listing();
    expect(codes(body.crypto)).not.toContain("XMR");
    expect(codes(body.crypto)).toHaveLength(COINS.length - 1);
    expect(codes(body.fiat)).not.toContain("ISK");
    expect(codes(body.fiat)).toContain("USD");
  });

  it("lists what the pages offer before rates arrive, while the server has none", async () => {
    latest = undefined;
    const body = await listing();
    expect([...codes(body.fiat), ...codes(body.crypto)]).toEqual(
      offeredCurrencies().map((c) => c.code),
    );
    // One source answered, the other never did: its part is what the pages offer until it does.
    latest = { ...ratesWithout("XMR"), sources: { fiat: ratesWithout().sources.fiat } };
    expect(codes((await listing()).crypto)).toEqual(COINS.map((c) => c.code));
  });

  it("is compressed, answers HEAD, a preflight, and 405 to other methods", async () => {
    latest = ratesWithout();
    const zipped = await server.call("/api/currencies", { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(await listing());
    const head = await server.call("/api/currencies", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect((await server.call("/api/currencies", { method: "OPTIONS" })).status).toBe(204);
    const post = await server.call("/api/currencies", { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(post.json()).toHaveProperty("error");
  });
});
