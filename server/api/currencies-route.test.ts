import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseCoins } from "../../site/money/coin-list.ts";
import { COINS, type Coin } from "../../site/money/coins.ts";
import { FIAT, fiat, retired } from "../../site/money/currencies.ts";
import { frankfurterAnswer } from "../../tests/fakes/frankfurter.ts";
import { FX_EARLIER_DATE, FX_LATEST } from "../../tests/fakes/frankfurter-data.ts";
import { COIN_MARKET, COIN_PRICES_USD, ECB_DATE, ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { listen, type Served } from "../../tests/support/listen.ts";
import { createListener } from "../listener.ts";
import type { Quotes } from "../rates/cross-rates.ts";
import { parseFxCurrencies, parseFxProviders } from "../rates/frankfurter.ts";
import { fxFigures } from "../rates/fx-figures.ts";
import type { Offer } from "../rates/rates-service.ts";
import type { CurrenciesListing, ListedCurrency } from "./currencies-route.ts";

/** What the fake Frankfurter answers at one path of its API. */
const fakeFrankfurter = (path: string) =>
  frankfurterAnswer(new URL(`https://api.frankfurter.dev/v2/${path}`), {
    latest: FX_LATEST,
    ndjson: false,
    today: ECB_DATE,
  }).body;

/** The figures of the fakes' day, as the rate service holds them (rates-service.ts). */
const ECB_QUOTES: Quotes["ecb"] = { date: ECB_DATE, rates: { EUR: 1, ...ECB_RATES } };
const FX_QUOTES: Quotes["fx"] = fxFigures(
  { rows: FX_LATEST },
  parseFxProviders(fakeFrankfurter("providers")),
  "Frankfurter",
);
const FX_CURRENCIES = parseFxCurrencies(fakeFrankfurter("currencies"));
/** The coins the fake market's ranking gives (SKY, WLD and JUP in; RENDER, ARB and FIL out). */
const MARKET_COINS = chooseCoins(
  [...COIN_MARKET]
    .sort((a, b) => b.marketCap - a.marketCap)
    .map((c, i) => ({ id: c.id, symbol: c.symbol, name: c.name, rank: i + 1 })),
  { isCurrencyCode: (code) => fiat(code) !== undefined || retired(code) !== undefined },
);
/** USD per coin by code, for these coins but `missing`. */
function pricesOf(coins: readonly Coin[], ...missing: string[]): Record<string, number> {
  const prices = COIN_PRICES_USD as Readonly<Record<string, number>>;
  return Object.fromEntries(
    coins
      .filter((c) => !missing.includes(c.code) && prices[c.coinId] !== undefined)
      .map((c) => [c.code, prices[c.coinId] as number]),
  );
}

/** An offer as the service makes it with every source answered. */
function fullOffer(): Offer {
  return {
    coins: MARKET_COINS,
    quotes: {
      ecb: ECB_QUOTES,
      fx: FX_QUOTES,
      crypto: pricesOf([...MARKET_COINS, ...COINS]),
      cryptoBy: { name: "CoinGecko", at: "2025-03-14T16:00:00.000Z" },
    },
    fxCurrencies: FX_CURRENCIES,
  };
}

/** What the rate service offers now: set by each test. */
let offer: Offer = fullOffer();
let server: Served;
beforeAll(async () => {
  server = await listen(
    createListener({
      files: new Map(),
      render: async () => new Response("page", { status: 404 }),
      security: { url: "https://unitpilot.app", analyticsScriptUrl: "" },
      offer: async () => offer,
    }),
  );
});
afterAll(() => server.close());

const codes = (list: readonly ListedCurrency[]) => list.map((c) => c.code);
const listing = async () => (await server.call("/api/currencies")).json() as CurrenciesListing;
const entry = (list: readonly ListedCurrency[], code: string) => list.find((c) => c.code === code);

describe("GET /api/currencies", () => {
  it("lists every currency a source prices, with who publishes it and since when; open and cacheable", async () => {
    offer = fullOffer();
    const reply = await server.call("/api/currencies");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/json");
    expect(reply.headers["access-control-allow-origin"]).toBe("*");
    expect(reply.headers["cache-control"]).toBe("public, max-age=300");
    const body = reply.json() as CurrenciesListing;
    // Every currency in use but the two no source publishes (the fake leaves them out).
    expect(codes(body.fiat)).toEqual(
      FIAT.map((c) => c.code).filter((c) => c !== "KPW" && c !== "SSP"),
    );
    expect(body.fiat[0]).toEqual({
      code: "USD",
      name: "US Dollar",
      symbol: "$",
      plural: "US dollars",
      source: "European Central Bank",
      date: ECB_DATE,
      historyFrom: "1999-01-04",
    });
    expect(entry(body.fiat, "NGN")).toMatchObject({
      plural: "Nigerian nairas",
      source: "Central Bank of Nigeria",
      date: FX_EARLIER_DATE,
      historyFrom: "2001-12-10",
    });
    expect(entry(body.fiat, "PKR")?.source).toBe("State Bank of Pakistan");
    expect(entry(body.fiat, "AED")?.source).toBe("Central Bank of the UAE (fixed peg)");
    expect(entry(body.fiat, "GBP")).toMatchObject({
      source: "European Central Bank",
      date: ECB_DATE,
    });
  });

  it("lists the coins offered that the price source quotes, a coin it stopped quoting left out", async () => {
    offer = fullOffer();
    const body = await listing();
    expect(codes(body.crypto)).toEqual(codes(MARKET_COINS));
    expect(codes(body.crypto)).toEqual(expect.arrayContaining(["SKY", "WLD", "JUP"]));
    expect(codes(body.crypto)).not.toContain("RENDER");
    expect(body.crypto[0]).toEqual({ code: "BTC", name: "Bitcoin", symbol: "₿" });
    expect(Object.keys(body.crypto[1] ?? {})).toEqual(["code", "name", "symbol"]);

    const full = fullOffer();
    offer = { ...full, quotes: { ...full.quotes, crypto: pricesOf(MARKET_COINS, "XMR") } };
    const without = await listing();
    expect(codes(without.crypto)).not.toContain("XMR");
    expect(without.crypto).toHaveLength(MARKET_COINS.length - 1);
  });

  it("names Frankfurter's publisher for the ECB's currencies while the ECB's rates are missing", async () => {
    const { ecb: _, ...withoutEcb } = fullOffer().quotes;
    offer = { ...fullOffer(), quotes: withoutEcb };
    const body = await listing();
    expect(codes(body.fiat)).toContain("EUR");
    // Frankfurter relays the ECB's figures: the publisher is still the ECB.
    expect(entry(body.fiat, "GBP")).toMatchObject({ source: "European Central Bank" });
    expect(entry(body.fiat, "NGN")?.source).toBe("Central Bank of Nigeria");
  });

  it("lists only the ECB's currencies while Frankfurter has never answered", async () => {
    const { fx: _, ...withoutFx } = fullOffer().quotes;
    offer = { coins: MARKET_COINS, quotes: withoutFx };
    const body = await listing();
    expect(codes(body.fiat).sort()).toEqual(["EUR", ...Object.keys(ECB_RATES)].sort());
    // Without Frankfurter's list of currencies, no first day of history is claimed.
    expect(entry(body.fiat, "GBP")).not.toHaveProperty("historyFrom");
  });

  it("lists what the pages offer before any rate arrives: every currency in use, the written coins", async () => {
    offer = { coins: COINS, quotes: {} };
    const body = await listing();
    expect(body.fiat).toEqual(
      FIAT.map(({ code, name, symbol, plural }) => ({ code, name, symbol, plural })),
    );
    expect(codes(body.crypto)).toEqual(codes(COINS));
    // The fiat sources answered and the price source never did: its part is the coins offered.
    const { crypto: _, cryptoBy: __, ...fiatOnly } = fullOffer().quotes;
    offer = { coins: MARKET_COINS, quotes: fiatOnly };
    expect(codes((await listing()).crypto)).toEqual(codes(MARKET_COINS));
  });

  it("is compressed, answers HEAD, a preflight, and 405 to other methods", async () => {
    offer = fullOffer();
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

describe("GET /api/currencies on a server without a rate service", () => {
  it("lists what the pages offer", async () => {
    const bare = await listen(
      createListener({
        files: new Map(),
        render: async () => new Response("page", { status: 404 }),
      }),
    );
    try {
      const body = (await bare.call("/api/currencies")).json() as CurrenciesListing;
      expect(codes(body.fiat)).toEqual(codes(FIAT));
      expect(codes(body.crypto)).toEqual(codes(COINS));
    } finally {
      await bare.close();
    }
  });
});
