import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RatesAnswer } from "../../site/money/currencies.ts";
import { type CoinGeckoFake, startCoinGeckoFake } from "../../tests/fakes/coingecko.ts";
import { type EcbFake, startEcbFake } from "../../tests/fakes/ecb.ts";
import type { FakeMode } from "../../tests/fakes/fake-upstream.ts";
import { COIN_PRICES_USD, ECB_DATE, ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import { ratesReplier } from "../api/rates-routes.ts";
import { openStorage } from "../storage/open-storage.ts";
import type { Sql } from "../storage/sql.ts";
import { RATES_TTL_MS } from "./rate-source.ts";
import { rateStore } from "./rate-store.ts";
import { createRatesService } from "./rates-service.ts";

// The real service, over HTTP to local fakes of the ECB and CoinGecko, with a database on disk
// (SQLite) or on the test PostgreSQL server.
// Time is a clock the tests move; only the upstream timeout is real (and short).
const START = Date.parse("2025-03-14T16:00:00.000Z");
const TIMEOUT_MS = 300;

let ecb: EcbFake;
let coingecko: CoinGeckoFake;
let databases: Sql[];
let logs: string[];
const clock = { now: START };

beforeEach(async () => {
  [ecb, coingecko] = await Promise.all([startEcbFake(), startCoinGeckoFake()]);
  databases = [];
  logs = [];
  clock.now = START;
});

afterEach(async () => {
  await Promise.all([ecb.close(), coingecko.close()]);
  await Promise.all(databases.map((db) => db.close()));
  await closeTestDatabases();
});

describe.each(ENGINES)("rates on $engine", ({ env }) => {
  let config: Record<string, string>;
  beforeEach(async () => {
    config = await env();
  });

  /**
   * A server process as main.ts builds it, down to what the rate routes call (the HTTP around it is
   * listener.test.ts's business); calling it again is a restart on the same database.
   */
  async function startServer() {
    const db = await openStorage(config);
    databases.push(db);
    const rates = createRatesService({
      store: rateStore(db),
      fiatUrl: ecb.url,
      cryptoUrl: coingecko.url,
      timeoutMs: TIMEOUT_MS,
      now: () => clock.now,
      log: (line) => logs.push(line),
    });
    return ratesReplier(rates);
  }

  type App = Awaited<ReturnType<typeof startServer>>;

  /** Both rate routes call the same replier (the currency and crypto pages differ in what they ask). */
  async function ask(app: App, body: unknown) {
    const answer = await app(JSON.stringify(body), "application/json");
    return {
      status: answer.status,
      body: JSON.parse(answer.json) as RatesAnswer & { error?: string },
    };
  }

  const currencyRequest = { base: "USD", targets: ["EUR", "GBP", "JPY", "BTC", "ETH", "LTC"] };
  const cryptoRequest = { base: "BTC", targets: ["ETH", "AVAX", "USD", "EUR", "GBP", "JPY"] };
  const exchangeRates = (app: App) => ask(app, currencyRequest);
  const cryptoRates = (app: App) => ask(app, cryptoRequest);

  async function setBoth(mode: FakeMode) {
    await Promise.all([ecb.setMode(mode), coingecko.setMode(mode)]);
  }

  describe("rates from live upstreams (local fakes)", () => {
    it("answers from the ECB file and simple/price, crossed exactly", async () => {
      const app = await startServer();
      const fiat = await exchangeRates(app);
      expect(fiat.status).toBe(200);
      expect(fiat.body).toEqual({
        base: "USD",
        rates: {
          EUR: 1 / ECB_RATES.USD,
          GBP: ECB_RATES.GBP / ECB_RATES.USD,
          JPY: ECB_RATES.JPY / ECB_RATES.USD,
          BTC: 1 / COIN_PRICES_USD.bitcoin,
          ETH: 1 / COIN_PRICES_USD.ethereum,
          LTC: 1 / COIN_PRICES_USD.litecoin,
        },
        cached: false,
        lastUpdated: "2025-03-14T16:00:00.000Z",
        sources: {
          fiat: { provider: "European Central Bank", date: ECB_DATE },
          crypto: { provider: "127.0.0.1", at: "2025-03-14T16:00:00.000Z" },
        },
      });
      const crypto = await cryptoRates(app);
      expect(crypto.body.rates.USD).toBe(COIN_PRICES_USD.bitcoin);
      expect(crypto.body.rates.AVAX).toBe(COIN_PRICES_USD.bitcoin / COIN_PRICES_USD["avalanche-2"]);
      expect(crypto.body.cached).toBe(true);
      expect(coingecko.lastRequest).toMatch(
        /^\/api\/v3\/simple\/price\?ids=bitcoin,ethereum,.*avalanche-2.*&vs_currencies=usd$/,
      );
    });

    it("prices every coin the fake serves against every currency, in one request each way", async () => {
      const app = await startServer();
      const all = await ask(app, { base: "USD" });
      expect(all.status).toBe(200);
      for (const coinId of Object.keys(COIN_PRICES_USD)) {
        expect(coingecko.lastRequest).toContain(coinId);
      }
      expect(Object.keys(all.body.rates).length).toBe(
        Object.keys(ECB_RATES).length + Object.keys(COIN_PRICES_USD).length,
      );
      // Only what the ECB no longer publishes is missing, each with why.
      expect(Object.keys(all.body.unavailable ?? {}).sort()).toEqual(["BGN", "RUB"]);
    });

    it("drops a coin the price source stops quoting, with a note, and never a made-up rate", async () => {
      const { monero: _, ...withoutMonero } = COIN_PRICES_USD;
      coingecko.setPrices(withoutMonero);
      const app = await startServer();
      const answer = await ask(app, { base: "EUR", targets: ["USD", "XMR", "BTC"] });
      expect(answer.status).toBe(200);
      expect(answer.body.rates).toEqual({
        USD: ECB_RATES.USD,
        BTC: ECB_RATES.USD / COIN_PRICES_USD.bitcoin,
      });
      expect(answer.body.unavailable).toEqual({
        XMR: "127.0.0.1 did not quote XMR in its latest prices (2025-03-14T16:00:00.000Z).",
      });
      // When it is quoted again, it is back with the next fetch.
      coingecko.setPrices(COIN_PRICES_USD);
      clock.now += RATES_TTL_MS;
      const back = await ask(app, { base: "EUR", targets: ["XMR"] });
      expect(back.body.rates.XMR).toBe(ECB_RATES.USD / COIN_PRICES_USD.monero);
      expect(back.body.unavailable).toBeUndefined();
    });

    it("makes one fetch per upstream for 50 concurrent requests, all answered as just fetched", async () => {
      const app = await startServer();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? cryptoRates(app) : exchangeRates(app))),
      );
      expect(ecb.requests).toBe(1);
      expect(coingecko.requests).toBe(1);
      expect(answers.every((a) => a.status === 200 && a.body.cached === false)).toBe(true);
    });

    it("asks each upstream at most once per five minutes however many requests arrive", async () => {
      const app = await startServer();
      for (let minute = 0; minute < 12; minute++) {
        await Promise.all([exchangeRates(app), cryptoRates(app)]);
        clock.now += 60_000;
      }
      // At 0, 5 and 10 minutes.
      expect(ecb.requests).toBe(3);
      expect(coingecko.requests).toBe(3);
    });

    it("serves new rates once five minutes have passed", async () => {
      const app = await startServer();
      await exchangeRates(app);
      ecb.setDay({ date: "2025-03-17", rates: { ...ECB_RATES, USD: 1.0921 } });
      clock.now += RATES_TTL_MS;
      const later = await exchangeRates(app);
      expect(later.body).toMatchObject({
        rates: { EUR: 1 / 1.0921 },
        cached: false,
        lastUpdated: "2025-03-14T16:05:00.000Z",
        sources: { fiat: { date: "2025-03-17" } },
      });
    });

    it.each<FakeMode>(["down", "hang", "error", "garbage"])(
      "serves the stored rates, marked cached with their real time, when upstream is %s",
      async (mode) => {
        const app = await startServer();
        const good = await exchangeRates(app);
        await setBoth(mode);
        clock.now += RATES_TTL_MS + 60_000;
        const started = performance.now();
        const fiat = await exchangeRates(app);
        const crypto = await cryptoRates(app);
        expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 3);
        expect(fiat).toEqual({
          status: 200,
          body: { ...good.body, cached: true, lastUpdated: "2025-03-14T16:00:00.000Z" },
        });
        expect(crypto.status).toBe(200);
        expect(crypto.body.cached).toBe(true);
        // The failed attempt counts: no second try within five minutes.
        const tried = ecb.requests;
        await exchangeRates(app);
        expect(ecb.requests).toBe(tried);
        // A hanging fetch is logged when it is given up, after the answers, which did not wait.
        await vi.waitFor(
          () => expect(logs.some((line) => line.startsWith("fiat rates:"))).toBe(true),
          { timeout: TIMEOUT_MS * 3 },
        );
      },
    );

    it("serves the stored rates after a restart while upstream is down", async () => {
      const good = await exchangeRates(await startServer());
      await setBoth("down");
      clock.now += 60 * 60_000;
      const restarted = await startServer();
      const fiat = await exchangeRates(restarted);
      expect(fiat).toEqual({
        status: 200,
        body: { ...good.body, cached: true, lastUpdated: "2025-03-14T16:00:00.000Z" },
      });
      expect((await cryptoRates(restarted)).status).toBe(200);
    });

    it("does not ask upstream again after a restart within five minutes of the stored rates", async () => {
      await exchangeRates(await startServer());
      clock.now += 60_000;
      const restarted = await startServer();
      expect((await exchangeRates(restarted)).body.cached).toBe(true);
      expect(ecb.requests).toBe(1);
    });

    it.each<FakeMode>(["down", "hang", "error", "garbage"])(
      "answers 503 with a JSON error on a fresh database when upstream is %s",
      async (mode) => {
        await setBoth(mode);
        const app = await startServer();
        for (const answer of [await exchangeRates(app), await cryptoRates(app)]) {
          expect(answer.status).toBe(503);
          expect(answer.body).toEqual({
            error: "Live rates are not available yet; please try again in a few minutes.",
          });
        }
      },
    );

    it("recovers from a first outage once five minutes have passed", async () => {
      await setBoth("down");
      const app = await startServer();
      expect((await exchangeRates(app)).status).toBe(503);
      await setBoth("ok");
      clock.now += RATES_TTL_MS;
      expect(await exchangeRates(app)).toMatchObject({ status: 200, body: { cached: false } });
    });

    it("answers bad input with 400 without asking upstream", async () => {
      const app = await startServer();
      expect((await ask(app, { base: "USD", targets: ["EUR", "XYZ"] })).status).toBe(400);
      expect((await ask(app, { base: "BTC", targets: "ETH" })).status).toBe(400);
      expect(ecb.requests + coingecko.requests).toBe(0);
    });
  });
});
