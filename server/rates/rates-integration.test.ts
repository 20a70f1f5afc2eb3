import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COINS } from "../../site/money/coins.ts";
import { FIAT } from "../../site/money/currencies.ts";
import type { RatesAnswer } from "../../site/money/rates-answer.ts";
import { type CoinGeckoFake, startCoinGeckoFake } from "../../tests/fakes/coingecko.ts";
import { type EcbFake, startEcbFake } from "../../tests/fakes/ecb.ts";
import type { FakeMode } from "../../tests/fakes/fake-upstream.ts";
import { type FrankfurterFake, startFrankfurterFake } from "../../tests/fakes/frankfurter.ts";
import { FX_EARLIER_DATE, FX_LATEST } from "../../tests/fakes/frankfurter-data.ts";
import { COIN_PRICES_USD, ECB_DATE, ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import { ratesReplier } from "../api/rates-routes.ts";
import { openStorage } from "../storage/open-storage.ts";
import type { Sql } from "../storage/sql.ts";
import { RATES_TTL_MS } from "./rate-source.ts";
import { rateStore } from "./rate-store.ts";
import { createRatesService } from "./rates-service.ts";

// The real service, over HTTP to local fakes of the ECB, Frankfurter and CoinGecko, with a
// database on disk (SQLite) or on the test PostgreSQL server.
// Time is a clock the tests move; only the upstream timeout is real (and short).
const START = Date.parse("2025-03-14T16:00:00.000Z");
const AT_START = "2025-03-14T16:00:00.000Z";
const TIMEOUT_MS = 300;
/** The fakes listen on 127.0.0.1: the sources are named by that host. */
const HOST = "127.0.0.1";

let ecb: EcbFake;
let frankfurter: FrankfurterFake;
let coingecko: CoinGeckoFake;
let databases: Sql[];
let logs: string[];
const clock = { now: START };

beforeEach(async () => {
  [ecb, frankfurter, coingecko] = await Promise.all([
    startEcbFake(),
    startFrankfurterFake(),
    startCoinGeckoFake(),
  ]);
  databases = [];
  logs = [];
  clock.now = START;
});

afterEach(async () => {
  await Promise.all([ecb.close(), frankfurter.close(), coingecko.close()]);
  await Promise.all(databases.map((db) => db.close()));
  await closeTestDatabases();
});

/** Requests each upstream received, by endpoint. */
const asked = () => ({
  ecb: ecb.requests,
  fxRates: frankfurter.requestsFor("/v2/rates"),
  fxProviders: frankfurter.requestsFor("/v2/providers"),
  prices: coingecko.requestsFor("/api/v3/simple/price"),
  market: coingecko.requestsFor("/api/v3/coins/markets"),
});

const price = (id: keyof typeof COIN_PRICES_USD) => COIN_PRICES_USD[id];

describe.each(ENGINES)("rates on $engine", ({ env, openShared }) => {
  let config: Record<string, string>;
  beforeEach(async () => {
    config = await env();
  });

  /**
   * A server process as main.ts builds it, down to what the rate routes call (the HTTP around it is
   * listener.test.ts's business); calling it again is a restart on the same database. Given a
   * database handle, it is one more server on that database.
   */
  async function startServer(shared?: Sql) {
    let db = shared;
    if (!db) {
      db = await openStorage(config);
      databases.push(db);
    }
    const rates = createRatesService({
      store: rateStore(db),
      fiatUrl: ecb.url,
      fxUrl: frankfurter.url,
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

  const currencyRequest = {
    base: "USD",
    targets: ["EUR", "GBP", "JPY", "NGN", "BTC", "ETH", "LTC"],
  };
  const cryptoRequest = { base: "BTC", targets: ["ETH", "AVAX", "USD", "EUR", "GBP", "JPY"] };
  const exchangeRates = (app: App) => ask(app, currencyRequest);
  const cryptoRates = (app: App) => ask(app, cryptoRequest);

  async function setAll(mode: FakeMode) {
    await Promise.all([ecb.setMode(mode), frankfurter.setMode(mode), coingecko.setMode(mode)]);
  }

  describe("rates from live upstreams (local fakes)", () => {
    it("answers from the ECB file, Frankfurter and simple/price, crossed exactly, each rate with its publisher", async () => {
      const app = await startServer();
      const fiat = await exchangeRates(app);
      expect(fiat.status).toBe(200);
      const ecbBy = { name: "European Central Bank", date: ECB_DATE };
      const coinBy = { name: HOST, at: AT_START };
      expect(fiat.body).toEqual({
        base: "USD",
        rates: {
          EUR: 1 / ECB_RATES.USD,
          GBP: ECB_RATES.GBP / ECB_RATES.USD,
          JPY: ECB_RATES.JPY / ECB_RATES.USD,
          NGN: 1456.21,
          BTC: 1 / price("bitcoin"),
          ETH: 1 / price("ethereum"),
          LTC: 1 / price("litecoin"),
        },
        cached: false,
        lastUpdated: AT_START,
        sources: {
          fiat: { provider: "European Central Bank", date: ECB_DATE },
          fx: { provider: HOST, date: ECB_DATE },
          crypto: { provider: HOST, at: AT_START },
        },
        origins: {
          EUR: { by: [ecbBy] },
          GBP: { by: [ecbBy], through: ["EUR"] },
          JPY: { by: [ecbBy], through: ["EUR"] },
          NGN: { by: [{ name: "Central Bank of Nigeria", date: FX_EARLIER_DATE, via: HOST }] },
          BTC: { by: [coinBy] },
          ETH: { by: [coinBy] },
          LTC: { by: [coinBy] },
        },
      });
      const crypto = await cryptoRates(app);
      expect(crypto.body.rates.USD).toBe(price("bitcoin"));
      expect(crypto.body.rates.AVAX).toBe(price("bitcoin") / price("avalanche-2"));
      expect(crypto.body.rates.JPY).toBe((price("bitcoin") * ECB_RATES.JPY) / ECB_RATES.USD);
      expect(crypto.body.origins?.JPY).toEqual({ by: [coinBy, ecbBy], through: ["EUR", "USD"] });
      expect(crypto.body.cached).toBe(true);
      expect(coingecko.lastRequest).toMatch(
        /^\/api\/v3\/simple\/price\?ids=bitcoin,ethereum,.*avalanche-2.*&vs_currencies=usd$/,
      );
      expect(frankfurter.lastRequest).toMatch(
        /^\/v2\/(rates\?base=USD&expand=providers|providers)$/,
      );
    });

    it("prices every coin it offers, the market's choice and the written list, against every currency", async () => {
      const app = await startServer();
      const all = await ask(app, { base: "USD" });
      expect(all.status).toBe(200);
      // The coins chosen from the market's ranking (three beyond the written list), and the
      // written coins it no longer ranks among the top 50: each priced, in one request.
      const ids = [
        ...COINS.map((c) => c.coinId),
        "sky",
        "worldcoin-wld",
        "jupiter-exchange-solana",
      ];
      const request = new URL(coingecko.lastRequest ?? "", "http://fake");
      expect(request.pathname).toBe("/api/v3/simple/price");
      expect(request.searchParams.get("ids")?.split(",").sort()).toEqual([...ids].sort());
      // Never the receipts for another coin, nor Mantle (MNT is the tögrög's code).
      for (const id of ["staked-ether", "wrapped-bitcoin", "weth", "mantle"]) {
        expect(ids).not.toContain(id);
      }
      const codes = [...COINS.map((c) => c.code), "SKY", "WLD", "JUP"];
      const fiat = FIAT.map((c) => c.code).filter((c) => !["USD", "KPW", "SSP"].includes(c));
      expect(Object.keys(all.body.rates).sort()).toEqual([...fiat, ...codes].sort());
      expect(all.body.rates.SKY).toBe(1 / price("sky"));
      expect(all.body.rates.MNT).toBe(FX_LATEST.MNT?.rate);
      // Only what no source publishes is missing, each with why.
      expect(Object.keys(all.body.unavailable ?? {}).sort()).toEqual(["KPW", "SSP"]);
    });

    it("drops a coin the price source stops quoting, with a note, and never a made-up rate", async () => {
      const { monero: _, ...withoutMonero } = COIN_PRICES_USD;
      coingecko.setPrices(withoutMonero);
      const app = await startServer();
      const answer = await ask(app, { base: "EUR", targets: ["USD", "XMR", "BTC"] });
      expect(answer.status).toBe(200);
      expect(answer.body.rates).toEqual({
        USD: ECB_RATES.USD,
        BTC: ECB_RATES.USD / price("bitcoin"),
      });
      expect(answer.body.unavailable).toEqual({
        XMR: `${HOST} did not quote XMR in its latest prices (${AT_START}).`,
      });
      // When it is quoted again, it is back with the next fetch.
      coingecko.setPrices(COIN_PRICES_USD);
      clock.now += RATES_TTL_MS;
      const back = await ask(app, { base: "EUR", targets: ["XMR"] });
      expect(back.body.rates.XMR).toBe(ECB_RATES.USD / price("monero"));
      expect(back.body.unavailable).toBeUndefined();
    });

    it("answers a batch with unknown and retired codes, each reported for itself", async () => {
      const app = await startServer();
      const answer = await ask(app, { base: "USD", targets: ["EUR", "XYZ", "HRK", "MATIC"] });
      expect(answer.status).toBe(200);
      expect(answer.body.rates).toEqual({
        EUR: 1 / ECB_RATES.USD,
        MATIC: 1 / price("polygon-ecosystem-token"),
      });
      expect(Object.keys(answer.body.unavailable ?? {})).toEqual(["XYZ", "HRK"]);
      expect(answer.body.unavailable?.HRK).toMatch(/Croatia now uses the Euro \(EUR\)\.$/);
    });

    it("makes one fetch per upstream for 50 concurrent requests, all answered as just fetched", async () => {
      const app = await startServer();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => (i % 2 ? cryptoRates(app) : exchangeRates(app))),
      );
      expect(asked()).toEqual({ ecb: 1, fxRates: 1, fxProviders: 1, prices: 1, market: 1 });
      expect(answers.every((a) => a.status === 200 && a.body.cached === false)).toBe(true);
    });

    it("asks each upstream at most once per five minutes however many requests arrive", async () => {
      const app = await startServer();
      for (let minute = 0; minute < 12; minute++) {
        await Promise.all([exchangeRates(app), cryptoRates(app)]);
        clock.now += 60_000;
      }
      // Rates at 0, 5 and 10 minutes; the lists of providers and coins once a day.
      expect(asked()).toEqual({ ecb: 3, fxRates: 3, fxProviders: 1, prices: 3, market: 1 });
    });

    it("asks each upstream once per five minutes across two servers on one database", async () => {
      const [first, second] = await openShared(2);
      const apps = [await startServer(first), await startServer(second)];
      const round = () =>
        Promise.all(apps.flatMap((app) => [exchangeRates(app), cryptoRates(app)]));
      const answers = await round();
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(asked()).toEqual({ ecb: 1, fxRates: 1, fxProviders: 1, prices: 1, market: 1 });
      // Both serve the same rates, whichever server fetched them.
      expect(answers[2]?.body.rates).toEqual(answers[0]?.body.rates);
      clock.now += 60_000;
      await round();
      expect(asked()).toEqual({ ecb: 1, fxRates: 1, fxProviders: 1, prices: 1, market: 1 });
      clock.now += RATES_TTL_MS;
      await round();
      // Past the TTL, again one fetch between them; the daily lists are not asked again.
      await round();
      expect(asked()).toEqual({ ecb: 2, fxRates: 2, fxProviders: 1, prices: 2, market: 1 });
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

    it.each([
      ["ECB", () => ecb, { NGN: 1456.21, EUR: FX_LATEST.EUR?.rate }, []],
      ["Frankfurter", () => frankfurter, { EUR: 1 / ECB_RATES.USD }, ["NGN"]],
      ["CoinGecko", () => coingecko, { EUR: 1 / ECB_RATES.USD, NGN: 1456.21 }, ["BTC"]],
    ] as const)(
      "serves what the others price while %s is down from the start",
      async (_, fake, priced, missing) => {
        await fake().setMode("down");
        const app = await startServer();
        const answer = await ask(app, { base: "USD", targets: ["EUR", "NGN", "BTC"] });
        expect(answer.status).toBe(200);
        expect(answer.body.rates).toMatchObject(priced);
        expect(Object.keys(answer.body.unavailable ?? {})).toEqual(missing);
      },
    );

    it.each<FakeMode>(["down", "hang", "error", "garbage"])(
      "serves the stored rates, marked cached with their real time, when upstream is %s",
      async (mode) => {
        const app = await startServer();
        const good = await exchangeRates(app);
        await setAll(mode);
        clock.now += RATES_TTL_MS + 60_000;
        const started = performance.now();
        const fiat = await exchangeRates(app);
        const crypto = await cryptoRates(app);
        expect(performance.now() - started).toBeLessThan(TIMEOUT_MS * 3);
        expect(fiat).toEqual({
          status: 200,
          body: { ...good.body, cached: true, lastUpdated: AT_START },
        });
        expect(crypto.status).toBe(200);
        expect(crypto.body.cached).toBe(true);
        // The failed attempt counts: no second try within five minutes.
        const tried = asked();
        await exchangeRates(app);
        expect(asked()).toEqual(tried);
        // A hanging fetch is logged when it is given up, after the answers, which did not wait.
        await vi.waitFor(
          () =>
            expect(
              ["fiat", "fx", "crypto"].every((s) => logs.some((l) => l.startsWith(`${s} rates:`))),
            ).toBe(true),
          { timeout: TIMEOUT_MS * 3 },
        );
      },
    );

    it("serves the stored rates after a restart while upstream is down", async () => {
      const good = await exchangeRates(await startServer());
      await setAll("down");
      clock.now += 60 * 60_000;
      const restarted = await startServer();
      const fiat = await exchangeRates(restarted);
      expect(fiat).toEqual({
        status: 200,
        body: { ...good.body, cached: true, lastUpdated: AT_START },
      });
      expect((await cryptoRates(restarted)).status).toBe(200);
    });

    it("does not ask upstream again after a restart within five minutes of the stored rates", async () => {
      await exchangeRates(await startServer());
      clock.now += 60_000;
      const restarted = await startServer();
      expect((await exchangeRates(restarted)).body.cached).toBe(true);
      expect(asked()).toMatchObject({ ecb: 1, fxRates: 1, prices: 1 });
    });

    it.each<FakeMode>(["down", "hang", "error", "garbage"])(
      "answers 503 with a JSON error on a fresh database when upstream is %s",
      async (mode) => {
        await setAll(mode);
        const app = await startServer();
        for (const answer of [await exchangeRates(app), await cryptoRates(app)]) {
          expect(answer.status).toBe(503);
          expect(answer.body).toEqual({
            error: "Live rates are not available yet. Please try again in a few minutes.",
          });
        }
      },
    );

    it("recovers from a first outage once five minutes have passed", async () => {
      await setAll("down");
      const app = await startServer();
      expect((await exchangeRates(app)).status).toBe(503);
      await setAll("ok");
      clock.now += RATES_TTL_MS;
      expect(await exchangeRates(app)).toMatchObject({ status: 200, body: { cached: false } });
    });

    it("answers bad input with 400 without asking for rates", async () => {
      const app = await startServer();
      expect((await ask(app, { base: "XYZ", targets: ["EUR"] })).status).toBe(400);
      expect((await ask(app, { base: "BTC", targets: "ETH" })).status).toBe(400);
      // Only the coin ranking may be read, to know whether XYZ is one of the market's coins.
      expect(asked()).toMatchObject({ ecb: 0, fxRates: 0, fxProviders: 0, prices: 0 });
    });
  });
});
