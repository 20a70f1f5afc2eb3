import { describe, expect, it } from "vitest";
import { COINS, FIAT } from "../../site/money/currencies.ts";
import { ecbXml } from "../../tests/fakes/ecb.ts";
import { COIN_PRICES_USD, ECB_DATE, ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { openSqlite } from "../storage/sqlite.ts";
import { rateStore } from "./rate-store.ts";
import { createRatesService, RATE_CODES } from "./rates-service.ts";

const START = Date.parse("2025-03-14T16:00:00.000Z");
const MINUTE = 60_000;
const coinJson = JSON.stringify(
  Object.fromEntries(Object.entries(COIN_PRICES_USD).map(([id, usd]) => [id, { usd }])),
);

/** Both upstreams in-process: the ECB file and simple/price, each switchable to failing. */
function setup() {
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
    return new Response(coinJson);
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
    const published = RATE_CODES.filter((c) => c !== "EUR" && c !== "RUB");
    expect(Object.keys(result.answer.rates).sort()).toEqual(published.sort());
    expect(RATE_CODES.length).toBe(FIAT.length + COINS.length);
  });

  it("leaves out a currency the ECB does not publish", async () => {
    const { service } = setup();
    const result = await service.getRates("USD", ["EUR", "RUB"]);
    expect(result.ok && result.answer.rates).toEqual({ EUR: 1 / ECB_RATES.USD });
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
