import { describe, expect, it } from "vitest";
import { COINS } from "../../site/money/coins.ts";
import { FIAT, offeredCurrencies } from "../../site/money/currencies.ts";
import { ecbXml } from "../../tests/fakes/ecb.ts";
import { COIN_PRICES_USD, ECB_DATE, ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { openSqlite } from "../storage/sqlite.ts";
import { rateStore } from "./rate-store.ts";
import { createRatesService, RATE_CODES } from "./rates-service.ts";

const START = Date.parse("2025-03-14T16:00:00.000Z");
const MINUTE = 60_000;
/** simple/price's answer for these prices, as CoinGecko writes it. */
const coinJson = (prices: Readonly<Record<string, number>>) =>
  JSON.stringify(Object.fromEntries(Object.entries(prices).map(([id, usd]) => [id, { usd }])));

/** Both upstreams in-process: the ECB file and simple/price, each switchable to failing. */
function setup(prices: Readonly<Record<string, number>> = COIN_PRICES_USD) {
  const clock = { now: START };
  const up = { fiat: 0, crypto: 0, fiatDown: false, cryptoDown: false };
  const fetchStub = (async (input: string | URL | Request) => {
    const url = String(input);
    if (url.startsWith("https://ecb.test/")) {
      up.fiat++;
      if (up.fiatDown) throw new TypeError("fetch failed");
      return new Response(ecbXml({ date: ECB_DATE, rates: ECB_RATES }));
    }
    up.crypto++;
    if (up.cryptoDown) throw new TypeError("fetch failed");
    return new Response(coinJson(prices));
  }) as typeof fetch;
  const service = createRatesService({
    store: rateStore(openSqlite(":memory:")),
    fiatUrl: "https://ecb.test/eurofxref-daily.xml",
    cryptoUrl: "https://api.coingecko.com/api/v3",
    now: () => clock.now,
    fetch: fetchStub,
    log: () => {},
  });
  return { service, clock, up };
}

describe("the rates service", () => {
  it("answers units of each target per 1 unit of the base, with where they come from", async () => {
    const { service } = setup();
    const result = await service.getRates("USD", ["EUR", "GBP", "BTC"]);
    expect(result).toEqual({
      ok: true,
      answer: {
        base: "USD",
        rates: {
          EUR: 1 / ECB_RATES.USD,
          GBP: ECB_RATES.GBP / ECB_RATES.USD,
          BTC: 1 / COIN_PRICES_USD.bitcoin,
        },
        cached: false,
        lastUpdated: "2025-03-14T16:00:00.000Z",
        sources: {
          fiat: { provider: "European Central Bank", date: ECB_DATE },
          crypto: { provider: "CoinGecko", at: "2025-03-14T16:00:00.000Z" },
        },
      },
    });
  });

  it("marks answers served from memory as cached, keeping the time they were fetched", async () => {
    const { service, clock } = setup();
    await service.getRates("EUR", ["USD"]);
    clock.now += MINUTE;
    const result = await service.getRates("EUR", ["USD"]);
    expect(result).toMatchObject({
      answer: { cached: true, lastUpdated: "2025-03-14T16:00:00.000Z" },
    });
  });

  it("asks only the sources a request needs", async () => {
    const { service, up } = setup();
    await service.getRates("BTC", ["ETH", "USD"]);
    expect(up).toMatchObject({ fiat: 0, crypto: 1 });
    await service.getRates("USD", ["EUR", "JPY"]);
    expect(up).toMatchObject({ fiat: 1, crypto: 1 });
  });

  it("dates an answer by the older of its two sources, cached unless both were just fetched", async () => {
    const { service, clock } = setup();
    await service.getRates("USD", ["EUR"]); // the ECB file at 16:00
    clock.now += 2 * MINUTE;
    await service.getRates("BTC", ["ETH"]); // coin prices at 16:02
    clock.now += 1 * MINUTE;
    expect(await service.getRates("BTC", ["EUR"])).toMatchObject({
      answer: {
        cached: true,
        lastUpdated: "2025-03-14T16:00:00.000Z",
        sources: { fiat: { date: ECB_DATE }, crypto: { at: "2025-03-14T16:02:00.000Z" } },
      },
    });
    clock.now += 2 * MINUTE; // 16:05: the ECB file is refetched, the coin prices are not
    expect(await service.getRates("BTC", ["EUR"])).toMatchObject({
      answer: { cached: true, lastUpdated: "2025-03-14T16:02:00.000Z" },
    });
    clock.now += 2 * MINUTE; // 16:07: now the coin prices are refetched too
    expect(await service.getRates("BTC", ["EUR"])).toMatchObject({
      answer: { cached: true, lastUpdated: "2025-03-14T16:05:00.000Z" },
    });
  });

  it("answers every other code when no targets are given", async () => {
    const { service } = setup();
    const result = await service.getRates("EUR");
    if (!result.ok) throw new Error(result.error);
    const published = RATE_CODES.filter((c) => !["EUR", "RUB", "BGN"].includes(c));
    expect(Object.keys(result.answer.rates).sort()).toEqual(published.sort());
    expect(RATE_CODES.length).toBe(FIAT.length + COINS.length);
  });

  it("prices every coin against every currency offered, through cross rates", async () => {
    const { service } = setup();
    const codes = offeredCurrencies().map((c) => c.code);
    expect(COINS.length).toBeGreaterThanOrEqual(50);
    for (const { code, coinId } of COINS) {
      const result = await service.getRates(code, codes);
      if (!result.ok) throw new Error(result.error);
      expect(Object.keys(result.answer.rates).sort(), code).toEqual([...codes].sort());
      expect(result.answer.unavailable, code).toBeUndefined();
      const usd = COIN_PRICES_USD[coinId as keyof typeof COIN_PRICES_USD];
      expect(result.answer.rates.USD, code).toBe(usd);
      expect(result.answer.rates.JPY, code).toBeCloseTo((usd * ECB_RATES.JPY) / ECB_RATES.USD, 9);
    }
  });

  it("leaves out a currency the ECB does not publish, and says why", async () => {
    const { service } = setup();
    const result = await service.getRates("USD", ["EUR", "RUB", "BGN"]);
    expect(result.ok && result.answer.rates).toEqual({ EUR: 1 / ECB_RATES.USD });
    expect(result.ok && result.answer.unavailable).toEqual({
      RUB: "The ECB no longer publishes RUB: the ECB suspended the rouble's reference rate in March 2022.",
      BGN: "The ECB no longer publishes BGN: Bulgaria adopted the euro on 1 January 2026.",
    });
  });

  it("drops a coin the price source stops quoting, with a note, and prices the rest", async () => {
    const { monero: _, ...withoutMonero } = COIN_PRICES_USD;
    const { service } = setup(withoutMonero);
    const result = await service.getRates("USD");
    if (!result.ok) throw new Error(result.error);
    expect(result.answer.rates).not.toHaveProperty("XMR");
    expect(result.answer.rates.BTC).toBe(1 / COIN_PRICES_USD.bitcoin);
    expect(result.answer.unavailable?.XMR).toBe(
      "CoinGecko did not quote XMR in its latest prices (2025-03-14T16:00:00.000Z).",
    );
    // With the coin as base, nothing can be priced: every rate says the coin is what is missing.
    const from = await service.getRates("XMR", ["USD", "BTC"]);
    expect(from).toMatchObject({ ok: true, answer: { rates: {} } });
    expect(from.ok && from.answer.unavailable).toEqual({
      USD: "CoinGecko did not quote XMR in its latest prices (2025-03-14T16:00:00.000Z).",
      BTC: "CoinGecko did not quote XMR in its latest prices (2025-03-14T16:00:00.000Z).",
    });
  });

  it("refuses an unknown code with 400, quoting at most a short piece of it", async () => {
    const { service, up } = setup();
    expect(await service.getRates("XYZ", ["EUR"])).toEqual({
      ok: false,
      status: 400,
      error: "Unknown currency code 'XYZ'.",
    });
    expect(await service.getRates("USD", ["EUR", "usd"])).toMatchObject({ status: 400 });
    expect(await service.getRates("USD", ["x".repeat(5000)])).toEqual({
      ok: false,
      status: 400,
      error: `Unknown currency code '${"x".repeat(12)}…'.`,
    });
    expect(up).toMatchObject({ fiat: 0, crypto: 0 });
  });

  it("answers 503 while no rate has ever been obtained", async () => {
    const { service, up } = setup();
    up.fiatDown = true;
    up.cryptoDown = true;
    expect(await service.getRates("USD", ["EUR", "BTC"])).toEqual({
      ok: false,
      status: 503,
      error: "Live rates are not available yet; please try again in a few minutes.",
    });
  });

  it("serves what it can price when one source has never answered, dated by the other", async () => {
    const { service, up } = setup();
    up.cryptoDown = true;
    const result = await service.getRates("USD", ["EUR", "BTC"]);
    expect(result).toMatchObject({
      ok: true,
      answer: { rates: { EUR: 1 / ECB_RATES.USD }, cached: false },
    });
    expect(result.ok && result.answer.sources).toEqual({
      fiat: { provider: "European Central Bank", date: ECB_DATE },
    });
    expect(await service.getRates("BTC", ["ETH"])).toMatchObject({ status: 503 });
  });

  it("prices a code in itself as 1 without asking upstream", async () => {
    const { service, up } = setup();
    expect(await service.getRates("BTC", ["BTC"])).toMatchObject({
      ok: true,
      answer: { rates: { BTC: 1 } },
    });
    expect(up).toMatchObject({ fiat: 0, crypto: 0 });
  });
});
