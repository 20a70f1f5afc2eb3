import { describe, expect, it, vi } from "vitest";
import { SEED_COIN_CODES } from "../../site/money/coin-list.ts";
import { COINS } from "../../site/money/coins.ts";
import { FIAT, retiredNote } from "../../site/money/currencies.ts";
import type { Publisher } from "../../site/money/rates-answer.ts";
import { ecbXml } from "../../tests/fakes/ecb.ts";
import { frankfurterAnswer } from "../../tests/fakes/frankfurter.ts";
import { FX_EARLIER_DATE, FX_LATEST } from "../../tests/fakes/frankfurter-data.ts";
import {
  COIN_MARKET,
  COIN_PRICES_USD,
  ECB_DATE,
  ECB_RATES,
  type FakeMarketCoin,
} from "../../tests/fakes/rates-data.ts";
import { openSqlite } from "../storage/sqlite.ts";
import type { FxRow } from "./frankfurter.ts";
import { RATES_TTL_MS, type SnapshotStore, STALE_GRACE_MS } from "./rate-source.ts";
import { rateStore } from "./rate-store.ts";
import { createRatesService, LIST_TTL_MS, type RatesResult } from "./rates-service.ts";

const START = Date.parse("2025-03-14T16:00:00.000Z");
const AT_START = "2025-03-14T16:00:00.000Z";
const MINUTE = 60_000;
/** Longer than the grace a refetch is waited for, shorter than the upstream timeout. */
const SLOW_MS = 1200;

const ECB: Publisher = { name: "European Central Bank", date: ECB_DATE };
const viaFrankfurter = (name: string, date = ECB_DATE): Publisher => ({
  name,
  date,
  via: "Frankfurter",
});
const CBN = viaFrankfurter("Central Bank of Nigeria", FX_EARLIER_DATE);
const coinGecko = (at = AT_START): Publisher => ({ name: "CoinGecko", at });
const price = (id: keyof typeof COIN_PRICES_USD) => COIN_PRICES_USD[id];
/** Frankfurter's figure per 1 USD, as the fake's latest answer gives it. */
const fxRate = (code: string) => FX_LATEST[code]?.rate as number;

/** How an upstream behaves: answers, refuses connections, answers rubbish, or answers late. */
type Mode = "ok" | "down" | "garbage" | "slow";
type Upstream = "ecb" | "fx" | "market" | "prices";

/** What each upstream puts in place of an answer when it goes wrong: a maintenance page, a cut-off body. */
const GARBAGE: Record<Upstream, string> = {
  ecb: "<!DOCTYPE html><html><body><h1>Service temporarily unavailable</h1></body></html>",
  fx: '[{"date":"2025-03-14","base":"USD","quote":"AED","rate":3.6725},{"date":"2025-03-1',
  market: '[{"id":"bitcoin","symbol":"btc","name":"Bit',
  prices: '{"bitcoin":{"usd":835',
};

/** A `coins/markets` page as CoinGecko writes it (the fields the service reads, and a few more). */
function marketJson(market: readonly FakeMarketCoin[]): string {
  const ranked = [...market].sort((a, b) => b.marketCap - a.marketCap);
  return JSON.stringify(
    ranked.map((coin, i) => ({
      id: coin.id,
      symbol: coin.symbol,
      name: coin.name,
      current_price: COIN_PRICES_USD[coin.id as keyof typeof COIN_PRICES_USD] ?? null,
      market_cap: coin.marketCap,
      market_cap_rank: coin.marketCap > 0 ? i + 1 : null,
      last_updated: "2025-03-14T15:59:58.123Z",
    })),
  );
}

/** `simple/price`'s answer for the ids asked, leaving out ids it does not know, as CoinGecko does. */
function pricesJson(url: URL, prices: Readonly<Record<string, number>>): string {
  const ids = url.searchParams.get("ids")?.split(",") ?? [];
  return JSON.stringify(
    Object.fromEntries(ids.filter((id) => id in prices).map((id) => [id, { usd: prices[id] }])),
  );
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

interface SetupOptions {
  /** Another server's store: a restart, or a second server on the same database. */
  readonly store?: SnapshotStore;
  readonly prices?: Readonly<Record<string, number>>;
  readonly market?: readonly FakeMarketCoin[];
  /** Frankfurter's latest rows per 1 USD (FX_LATEST by default). */
  readonly fxLatest?: Readonly<Record<string, FxRow>>;
}

/**
 * The three upstreams in-process, at their real addresses: the ECB's daily file, Frankfurter (the
 * fake's own answers, tests/fakes/frankfurter.ts) and CoinGecko's two endpoints. Each can be set
 * to a mode of its own; `calls` counts the requests each received, by path.
 */
function setup(options: SetupOptions = {}) {
  const clock = { now: START };
  const state = {
    prices: options.prices ?? COIN_PRICES_USD,
    market: options.market ?? COIN_MARKET,
    fxLatest: options.fxLatest ?? FX_LATEST,
  };
  const mode: Record<Upstream, Mode> = { ecb: "ok", fx: "ok", market: "ok", prices: "ok" };
  const calls: string[] = [];
  let answered = 0;
  const upstreamOf = (url: URL): Upstream => {
    if (url.host === "www.ecb.europa.eu") return "ecb";
    if (url.host === "api.frankfurter.dev") return "fx";
    if (url.pathname.endsWith("/coins/markets")) return "market";
    return "prices";
  };
  const fetchStub = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const upstream = upstreamOf(url);
    calls.push(`${url.host}${url.pathname}`);
    if (mode[upstream] === "down") throw new TypeError("fetch failed");
    if (mode[upstream] === "slow") await wait(SLOW_MS, init?.signal);
    try {
      if (mode[upstream] === "garbage") return new Response(GARBAGE[upstream]);
      if (upstream === "ecb") return new Response(ecbXml({ date: ECB_DATE, rates: ECB_RATES }));
      if (upstream === "market") return new Response(marketJson(state.market));
      if (upstream === "prices") return new Response(pricesJson(url, state.prices));
      const answer = frankfurterAnswer(url, {
        latest: state.fxLatest,
        ndjson: false,
        today: ECB_DATE,
      });
      return new Response(answer.body, {
        status: answer.status,
        headers: { "Content-Type": answer.type },
      });
    } finally {
      answered++;
    }
  }) as typeof fetch;
  const store = options.store ?? rateStore(openSqlite(":memory:"));
  const service = createRatesService({
    store,
    fiatUrl: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml",
    fxUrl: "https://api.frankfurter.dev/v2",
    cryptoUrl: "https://api.coingecko.com/api/v3",
    now: () => clock.now,
    fetch: fetchStub,
    log: () => {},
  });
  /** Sets the mode of one upstream, CoinGecko's two endpoints together. */
  const set = (which: "ecb" | "fx" | "coingecko", next: Mode) => {
    if (which === "coingecko") mode.market = mode.prices = next;
    else mode[which] = next;
  };
  const count = (host: string, path = "") =>
    calls.filter((c) => c.startsWith(host) && c.endsWith(path)).length;
  const asked = {
    get ecb() {
      return count("www.ecb.europa.eu");
    },
    get fx() {
      return count("api.frankfurter.dev");
    },
    get coingecko() {
      return count("api.coingecko.com");
    },
    get prices() {
      return count("api.coingecko.com", "/simple/price");
    },
    get market() {
      return count("api.coingecko.com", "/coins/markets");
    },
    get answered() {
      return answered;
    },
  };
  return { service, clock, mode, set, asked, calls, state, store };
}

/** The answer of a result that must be one. */
function answerOf(result: RatesResult) {
  if (!result.ok) throw new Error(`${result.status}: ${result.error}`);
  return result.answer;
}

describe("the rates service", () => {
  it("answers units of each target per 1 base, each rate with its publisher: the CBN's naira", async () => {
    const { service } = setup();
    const result = await service.getRates("USD", ["EUR", "GBP", "NGN", "PKR", "AED", "BTC"]);
    expect(result).toEqual({
      ok: true,
      answer: {
        base: "USD",
        rates: {
          EUR: 1 / ECB_RATES.USD,
          GBP: ECB_RATES.GBP / ECB_RATES.USD,
          // The banks' own figures, not Frankfurter's blends (PKR's blend is 280.15).
          NGN: 1456.21,
          PKR: 280.12,
          AED: 3.6725,
          BTC: 1 / price("bitcoin"),
        },
        cached: false,
        lastUpdated: AT_START,
        sources: {
          fiat: { provider: "European Central Bank", date: ECB_DATE },
          fx: { provider: "Frankfurter", date: ECB_DATE },
          crypto: { provider: "CoinGecko", at: AT_START },
        },
        origins: {
          EUR: { by: [ECB] },
          GBP: { by: [ECB], through: ["EUR"] },
          NGN: { by: [CBN] },
          PKR: { by: [viaFrankfurter("State Bank of Pakistan")] },
          AED: { by: [viaFrankfurter("Central Bank of the UAE (fixed peg)")] },
          BTC: { by: [coinGecko()] },
        },
      },
    });
  });

  it("crosses EUR→NGN through USD, GBP→JPY through EUR, BTC→JPY through EUR and USD", async () => {
    const { service } = setup();
    const eur = answerOf(await service.getRates("EUR", ["NGN", "USD"]));
    expect(eur.rates).toEqual({ NGN: ECB_RATES.USD * 1456.21, USD: ECB_RATES.USD });
    expect(eur.origins).toEqual({ NGN: { by: [ECB, CBN], through: ["USD"] }, USD: { by: [ECB] } });
    const gbp = answerOf(await service.getRates("GBP", ["JPY"]));
    expect(gbp.rates.JPY).toBe(ECB_RATES.JPY / ECB_RATES.GBP);
    expect(gbp.origins?.JPY).toEqual({ by: [ECB], through: ["EUR"] });
    // Frankfurter was read but no rate used it: the answer does not name it.
    expect(gbp.sources).toEqual({ fiat: { provider: "European Central Bank", date: ECB_DATE } });
    const btc = answerOf(await service.getRates("BTC", ["JPY"]));
    expect(btc.rates.JPY).toBe((price("bitcoin") * ECB_RATES.JPY) / ECB_RATES.USD);
    expect(btc.origins?.JPY).toEqual({ by: [coinGecko(), ECB], through: ["EUR", "USD"] });
  });

  it("takes Frankfurter's figure for an ECB currency only where it is newer", async () => {
    const monday = "2025-03-17";
    const gbp = { date: monday, rate: 0.7741, providers: [{ key: "ECB", rate: 0.7741 }] };
    const { service } = setup({ fxLatest: { ...FX_LATEST, GBP: gbp } });
    const answer = answerOf(await service.getRates("USD", ["GBP", "JPY"]));
    expect(answer.rates).toEqual({ GBP: 0.7741, JPY: ECB_RATES.JPY / ECB_RATES.USD });
    expect(answer.origins?.GBP).toEqual({ by: [viaFrankfurter("European Central Bank", monday)] });
    expect(answer.sources.fx).toEqual({ provider: "Frankfurter", date: monday });
  });

  it("marks answers served from memory as cached, keeping the time they were fetched", async () => {
    const { service, clock, asked } = setup();
    await service.getRates("EUR", ["USD", "NGN"]);
    clock.now += MINUTE;
    expect(await service.getRates("EUR", ["USD", "NGN"])).toMatchObject({
      answer: { cached: true, lastUpdated: AT_START },
    });
    expect(asked).toMatchObject({ ecb: 1, fx: 2 });
  });

  it("dates an answer by the oldest source its rates use, cached unless all were just fetched", async () => {
    const { service, clock } = setup();
    await service.getRates("USD", ["EUR"]); // the ECB and Frankfurter at 16:00
    clock.now += 2 * MINUTE;
    await service.getRates("BTC", ["ETH"]); // coin prices at 16:02
    clock.now += 1 * MINUTE;
    const at1603 = answerOf(await service.getRates("BTC", ["EUR"]));
    expect(at1603).toMatchObject({ cached: true, lastUpdated: AT_START });
    // BTC→EUR rests on the ECB's dollar and the coin's price: Frankfurter is not named.
    expect(at1603.sources).toEqual({
      fiat: { provider: "European Central Bank", date: ECB_DATE },
      crypto: { provider: "CoinGecko", at: "2025-03-14T16:02:00.000Z" },
    });
    clock.now += 2 * MINUTE; // 16:05: the fiat sources are refetched, the coin prices are not
    expect(await service.getRates("BTC", ["EUR"])).toMatchObject({
      answer: { cached: true, lastUpdated: "2025-03-14T16:02:00.000Z" },
    });
    clock.now += 2 * MINUTE; // 16:07: now the coin prices are refetched too
    expect(await service.getRates("BTC", ["EUR"])).toMatchObject({
      answer: { cached: true, lastUpdated: "2025-03-14T16:05:00.000Z" },
    });
    clock.now += RATES_TTL_MS; // all three refetched by this request: just fetched
    expect(await service.getRates("BTC", ["EUR", "NGN"])).toMatchObject({
      answer: { cached: false, lastUpdated: "2025-03-14T16:12:00.000Z" },
    });
  });

  it("asks only the sources a request needs", async () => {
    const { service, asked } = setup();
    await service.getRates("BTC", ["ETH", "USD", "MATIC"]);
    expect(asked).toMatchObject({ ecb: 0, fx: 0, market: 1, prices: 1 });
    await service.getRates("USD", ["EUR", "JPY"]);
    // Frankfurter's latest rates and its list of providers (who each figure is from).
    expect(asked).toMatchObject({ ecb: 1, fx: 2, coingecko: 2 });
    await service.getRates("EUR", ["EUR"]);
    await service.getRates("USD", ["XYZ"]);
    expect(asked).toMatchObject({ ecb: 1, fx: 2, coingecko: 2 });
  });

  it("prices a code in itself as 1 without asking upstream", async () => {
    const { service, asked } = setup();
    expect(await service.getRates("BTC", ["BTC"])).toMatchObject({
      ok: true,
      answer: { rates: { BTC: 1 } },
    });
    expect(asked).toMatchObject({ ecb: 0, fx: 0, prices: 0 });
  });

  it("answers every currency in use and every coin priced when no targets are given", async () => {
    const { service } = setup();
    const answer = answerOf(await service.getRates("EUR"));
    // The market's coins beyond the written list, and the written coins it no longer ranks.
    const coins = [...COINS.map((c) => c.code), "SKY", "WLD", "JUP"];
    const fiat = FIAT.map((c) => c.code).filter((c) => !["EUR", "KPW", "SSP"].includes(c));
    expect(FIAT.length).toBeGreaterThanOrEqual(150);
    expect(Object.keys(answer.rates).sort()).toEqual([...fiat, ...coins].sort());
    // What no source publishes is said, never priced.
    expect(answer.unavailable).toEqual({
      KPW: "Neither the ECB's reference rates of 14 March 2025 nor Frankfurter's latest rates include KPW.",
      SSP: "Neither the ECB's reference rates of 14 March 2025 nor Frankfurter's latest rates include SSP.",
    });
    expect(answer.rates.USD).toBe(ECB_RATES.USD);
    expect(answer.rates.NGN).toBe(ECB_RATES.USD * 1456.21);
    expect(Object.keys(answer.origins ?? {}).sort()).toEqual(Object.keys(answer.rates).sort());
  });

  it("prices every coin against currencies of every source, through cross rates", async () => {
    const { service } = setup();
    const offered = (await service.offer()).coins;
    expect(offered.length).toBeGreaterThanOrEqual(50);
    for (const { code, coinId } of offered) {
      const answer = answerOf(await service.getRates(code, ["USD", "EUR", "JPY", "NGN"]));
      const usd = price(coinId as keyof typeof COIN_PRICES_USD);
      expect(answer.unavailable, code).toBeUndefined();
      expect(answer.rates.USD, code).toBe(usd);
      expect(answer.rates.EUR, code).toBe(usd / ECB_RATES.USD);
      expect(answer.rates.JPY, code).toBeCloseTo((usd * ECB_RATES.JPY) / ECB_RATES.USD, 9);
      expect(answer.rates.NGN, code).toBe(usd * 1456.21);
    }
  });

  describe("with one source failing", () => {
    it.each<Mode>(["down", "garbage"])(
      "ECB %s: its currencies convert through Frankfurter, the euro included",
      async (mode) => {
        const { service, set } = setup();
        set("ecb", mode);
        const answer = answerOf(await service.getRates("USD", ["EUR", "GBP", "NGN"]));
        expect(answer).toMatchObject({
          rates: { EUR: fxRate("EUR"), GBP: fxRate("GBP"), NGN: 1456.21 },
          cached: false,
          lastUpdated: AT_START,
          sources: { fx: { provider: "Frankfurter", date: ECB_DATE } },
          origins: { EUR: { by: [viaFrankfurter("European Central Bank")] } },
        });
        expect(answer.sources.fiat).toBeUndefined();
        const cross = answerOf(await service.getRates("GBP", ["JPY", "EUR"]));
        expect(cross.rates).toEqual({
          JPY: fxRate("JPY") / fxRate("GBP"),
          EUR: fxRate("EUR") / fxRate("GBP"),
        });
        expect(cross.origins?.JPY?.through).toEqual(["USD"]);
      },
    );

    it.each<Mode>(["down", "garbage"])(
      "Frankfurter %s from the start: the ECB's currencies convert, one only Frankfurter has is reported",
      async (mode) => {
        const { service, set } = setup();
        set("fx", mode);
        const answer = answerOf(await service.getRates("USD", ["EUR", "GBP", "NGN", "BTC"]));
        expect(answer).toMatchObject({
          rates: {
            EUR: 1 / ECB_RATES.USD,
            GBP: ECB_RATES.GBP / ECB_RATES.USD,
            BTC: 1 / price("bitcoin"),
          },
          cached: false,
          lastUpdated: AT_START,
        });
        expect(answer.rates).not.toHaveProperty("NGN");
        expect(answer.sources.fx).toBeUndefined();
        expect(answer.unavailable).toEqual({
          NGN: "No rates from Frankfurter have been obtained yet.",
        });
      },
    );

    it("Frankfurter down later: a currency only it has is served from its snapshot, cached, with its date", async () => {
      const { service, set, clock, store } = setup();
      const first = answerOf(await service.getRates("USD", ["GBP", "NGN"]));
      set("fx", "down");
      clock.now += RATES_TTL_MS + MINUTE;
      const later = answerOf(await service.getRates("USD", ["GBP", "NGN"]));
      expect(later).toEqual({ ...first, cached: true, lastUpdated: AT_START });
      expect(later.origins?.NGN).toEqual({ by: [CBN] });
      // And after a restart on the same database, from the stored snapshot.
      const restarted = setup({ store });
      restarted.set("fx", "down");
      restarted.clock.now = clock.now;
      const stored = answerOf(await restarted.service.getRates("USD", ["GBP", "NGN"]));
      expect(stored.rates.NGN).toBe(1456.21);
      expect(stored).toMatchObject({ cached: true, lastUpdated: AT_START });
      expect(stored.sources.fx).toEqual({ provider: "Frankfurter", date: ECB_DATE });
    });

    it.each<Mode>(["down", "garbage"])(
      "CoinGecko %s: currencies convert, coins are reported, a coin-only question is a 503",
      async (mode) => {
        const { service, set } = setup();
        set("coingecko", mode);
        const answer = answerOf(await service.getRates("USD", ["EUR", "BTC"]));
        expect(answer).toMatchObject({ rates: { EUR: 1 / ECB_RATES.USD }, cached: false });
        expect(answer.sources.crypto).toBeUndefined();
        expect(answer.unavailable).toEqual({
          BTC: "No prices from CoinGecko have been obtained yet.",
        });
        expect(await service.getRates("BTC", ["ETH"])).toMatchObject({ ok: false, status: 503 });
        // Without the ranking, the written list is what is offered.
        expect((await service.offer()).coins).toEqual(COINS);
      },
    );

    it("CoinGecko down later: coins are served from the snapshot, cached, with its time", async () => {
      const { service, set, clock } = setup();
      const first = answerOf(await service.getRates("BTC", ["ETH", "EUR"]));
      set("coingecko", "down");
      clock.now += RATES_TTL_MS + MINUTE;
      const later = answerOf(await service.getRates("BTC", ["ETH", "EUR"]));
      expect(later.rates).toEqual(first.rates);
      expect(later).toMatchObject({ cached: true, lastUpdated: AT_START });
      expect(later.sources.crypto).toEqual({ provider: "CoinGecko", at: AT_START });
    });

    it.each(["ecb", "fx", "coingecko"] as const)(
      "%s slow: served at once from what it has, marked cached, then the late answer is taken",
      async (which) => {
        const { service, set, clock, asked } = setup();
        const targets = ["GBP", "NGN", "BTC"];
        const first = answerOf(await service.getRates("USD", targets));
        set(which, "slow");
        clock.now += RATES_TTL_MS;
        const before = asked.answered;
        const started = performance.now();
        const late = answerOf(await service.getRates("USD", targets));
        expect(performance.now() - started).toBeLessThan(SLOW_MS - 200);
        expect(performance.now() - started).toBeGreaterThanOrEqual(STALE_GRACE_MS - 10);
        expect(late.rates).toEqual(first.rates);
        // The slow source's rates are the ones of 16:00; the others were just fetched.
        expect(late).toMatchObject({ cached: true, lastUpdated: AT_START });
        // The fetch carries on; once it has answered, its rates are the ones served.
        expect(asked.answered).toBeLessThan(before + 3);
        await vi.waitFor(() => expect(asked.answered).toBe(before + 3), { timeout: SLOW_MS * 3 });
        await vi.waitFor(async () =>
          expect(answerOf(await service.getRates("USD", targets))).toMatchObject({
            cached: true,
            lastUpdated: "2025-03-14T16:05:00.000Z",
          }),
        );
      },
    );

    it("waits for a slow source that has never answered: nothing else to serve", async () => {
      const { service, set } = setup();
      set("fx", "slow");
      const started = performance.now();
      const answer = answerOf(await service.getRates("USD", ["NGN"]));
      expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 10);
      expect(answer).toMatchObject({ rates: { NGN: 1456.21 }, cached: false });
    });
  });

  describe("the coins offered", () => {
    it("follow the market: a coin beyond the written list is offered and priced", async () => {
      const { service, calls } = setup();
      const answer = answerOf(await service.getRates("USD", ["SKY", "WLD", "RENDER"]));
      expect(answer.rates).toEqual({
        SKY: 1 / price("sky"),
        WLD: 1 / price("worldcoin-wld"),
        // Out of the ranking's top coins now, and still priced when asked.
        RENDER: 1 / price("render-token"),
      });
      const coins = (await service.offer()).coins.map((c) => c.code);
      expect(coins).toHaveLength(50);
      expect(coins).toEqual(expect.arrayContaining(["SKY", "WLD", "JUP"]));
      expect(coins).not.toContain("RENDER");
      // Receipts for another coin and a ticker that is a currency code are never offered.
      for (const code of ["STETH", "WBTC", "WSTETH", "WETH", "CBBTC", "MNT"]) {
        expect(coins, code).not.toContain(code);
      }
      const prices = calls.find((c) => c.endsWith("/simple/price"));
      expect(prices).toBeDefined();
    });

    it("are never a receipt, and a ticker that is a currency code stays that currency", async () => {
      const { service } = setup();
      const answer = answerOf(await service.getRates("USD", ["WBTC", "MNT"]));
      // MNT is the Mongolian tögrög, from Frankfurter, not Mantle.
      expect(answer.rates).toEqual({ MNT: fxRate("MNT") });
      expect(answer.unavailable).toEqual({ WBTC: "'WBTC' is not a currency code we know." });
    });

    it("are known to a server that has not read the market yet", async () => {
      const { service } = setup();
      expect(await service.getRates("SKY", ["USD"])).toMatchObject({
        ok: true,
        answer: { base: "SKY", rates: { USD: price("sky") } },
      });
    });

    it("are the written list while the market has never answered, its coins priced", async () => {
      const { service, mode, clock } = setup();
      // Only the ranking fails: the prices still come.
      mode.market = "down";
      expect((await service.offer()).coins).toEqual(COINS);
      const answer = answerOf(await service.getRates("USD", ["BTC", "RENDER", "SKY"]));
      expect(answer.rates).toEqual({
        BTC: 1 / price("bitcoin"),
        RENDER: 1 / price("render-token"),
      });
      expect(answer.unavailable).toEqual({ SKY: "'SKY' is not a currency code we know." });
      // Once the ranking answers (it is asked again a day later), its coins are offered.
      mode.market = "ok";
      clock.now += LIST_TTL_MS;
      expect((await service.offer()).coins.map((c) => c.code)).toContain("SKY");
      expect(await service.getRates("USD", ["SKY"])).toMatchObject({
        answer: { rates: { SKY: 1 / price("sky") } },
      });
    });

    it("always include the spec's coins, wherever the market ranks them or if it leaves them out", async () => {
      const market = COIN_MARKET.filter((c) => !["polkadot", "uniswap", "cosmos"].includes(c.id));
      const { service } = setup({ market });
      const coins = (await service.offer()).coins.map((c) => c.code);
      for (const code of SEED_COIN_CODES) expect(coins, code).toContain(code);
      const answer = answerOf(await service.getRates("USD", ["DOT", "UNI", "ATOM"]));
      expect(answer.rates).toEqual({
        DOT: 1 / price("polkadot"),
        UNI: 1 / price("uniswap"),
        ATOM: 1 / price("cosmos"),
      });
    });
  });

  it("answers MATIC as POL, under the name asked", async () => {
    const { service } = setup();
    const from = answerOf(await service.getRates("MATIC", ["USD", "EUR", "POL"]));
    const pol = price("polygon-ecosystem-token");
    expect(from).toMatchObject({
      base: "MATIC",
      rates: { USD: pol, EUR: pol / ECB_RATES.USD, POL: 1 },
    });
    const to = answerOf(await service.getRates("USD", ["MATIC", "BTC"]));
    expect(to.rates).toEqual({ MATIC: 1 / pol, BTC: 1 / price("bitcoin") });
    expect(to.origins?.MATIC).toEqual({ by: [coinGecko()] });
    expect(to.unavailable).toBeUndefined();
  });

  describe("codes it cannot answer", () => {
    it("reports unknown and retired targets each for itself, and prices the others", async () => {
      const { service } = setup();
      const long = "x".repeat(5000);
      const answer = answerOf(
        await service.getRates("USD", ["EUR", "XYZ", "HRK", "BGN", "usd", long, "BTC"]),
      );
      expect(answer.rates).toEqual({ EUR: 1 / ECB_RATES.USD, BTC: 1 / price("bitcoin") });
      expect(answer.unavailable).toEqual({
        XYZ: "'XYZ' is not a currency code we know.",
        HRK: "The Croatian Kuna (HRK) was legal tender until 14 January 2023; Croatia now uses the Euro (EUR).",
        BGN: retiredNote("BGN"),
        usd: "'usd' is not a currency code we know.",
        [long]: `'${"x".repeat(12)}…' is not a currency code we know.`,
      });
      expect(retiredNote("BGN")).toMatch(
        /^The Bulgarian Lev \(BGN\) was legal tender until .*\(EUR\)\.$/,
      );
    });

    it("never prices a retired code, even one a source still quotes", async () => {
      const hrk = { date: "2022-12-30", rate: 7.06404, providers: [{ key: "ECB", rate: 7.06404 }] };
      const { service } = setup({ fxLatest: { ...FX_LATEST, HRK: hrk } });
      const answer = answerOf(await service.getRates("USD", ["HRK", "EUR"]));
      expect(answer.rates).toEqual({ EUR: 1 / ECB_RATES.USD });
      expect(answer.unavailable).toEqual({ HRK: retiredNote("HRK") });
      // As base too: every target says what the base became.
      const from = answerOf(await service.getRates("HRK", ["EUR", "USD"]));
      expect(from.rates).toEqual({});
      expect(from.unavailable).toEqual({ EUR: retiredNote("HRK"), USD: retiredNote("HRK") });
    });

    it("refuses an unknown base with 400, quoting at most a short piece of it, asking no rate source", async () => {
      const { service, asked } = setup();
      expect(await service.getRates("XYZ", ["EUR"])).toEqual({
        ok: false,
        status: 400,
        error: "Unknown currency code 'XYZ' as base.",
      });
      expect(await service.getRates("x".repeat(5000), ["EUR"])).toEqual({
        ok: false,
        status: 400,
        error: `Unknown currency code '${"x".repeat(12)}…' as base.`,
      });
      expect(await service.getRates("eur", ["USD"])).toMatchObject({ status: 400 });
      expect(asked).toMatchObject({ ecb: 0, fx: 0, prices: 0 });
    });

    it("answers a question as asked, whatever was asked before: codes are not joined into one", async () => {
      const { service } = setup();
      // One code with a comma in it, which a client may send, and two codes.
      const joined = answerOf(await service.getRates("USD", ["EUR,GBP", "JPY"]));
      expect(Object.keys(joined.rates)).toEqual(["JPY"]);
      const apart = answerOf(await service.getRates("USD", ["EUR", "GBP", "JPY"]));
      expect(apart.rates).toEqual({
        EUR: 1 / ECB_RATES.USD,
        GBP: ECB_RATES.GBP / ECB_RATES.USD,
        JPY: ECB_RATES.JPY / ECB_RATES.USD,
      });
      expect(apart.unavailable).toBeUndefined();
    });
  });

  describe("503", () => {
    it("only when nothing can be priced and a source it needs never answered", async () => {
      const { service, set } = setup();
      set("ecb", "down");
      set("fx", "down");
      set("coingecko", "down");
      expect(await service.getRates("USD", ["EUR", "BTC"])).toEqual({
        ok: false,
        status: 503,
        error: "Live rates are not available yet. Please try again in a few minutes.",
      });
      expect(await service.getRates("EUR", ["GBP"])).toMatchObject({ status: 503 });
      expect(await service.getRates("BTC", ["ETH"])).toMatchObject({ status: 503 });
    });

    it("not while one fiat source answers, nor for coins while their prices come", async () => {
      const { service, set } = setup();
      set("ecb", "down");
      set("fx", "down");
      expect(await service.getRates("BTC", ["ETH", "USD"])).toMatchObject({ ok: true });
      expect(await service.getRates("USD", ["EUR"])).toMatchObject({ status: 503 });
      set("fx", "ok");
      const { service: other, set: setOther } = setup();
      setOther("ecb", "down");
      expect(await other.getRates("USD", ["EUR"])).toMatchObject({ ok: true });
    });

    it("not when every source answered and none publishes the code: that is said instead", async () => {
      const { service } = setup();
      const answer = answerOf(await service.getRates("USD", ["KPW"]));
      expect(answer.rates).toEqual({});
      expect(answer.unavailable).toEqual({
        KPW: "Neither the ECB's reference rates of 14 March 2025 nor Frankfurter's latest rates include KPW.",
      });
    });
  });

  it("offers the coins, the figures and Frankfurter's list of currencies", async () => {
    const { service, asked } = setup();
    const offer = await service.offer();
    expect(offer.coins.map((c) => c.code)).toContain("SKY");
    expect(offer.quotes.ecb?.date).toBe(ECB_DATE);
    expect(offer.quotes.fx?.NGN).toEqual({ rate: 1456.21, date: FX_EARLIER_DATE, by: CBN });
    expect(offer.quotes.crypto?.BTC).toBe(price("bitcoin"));
    expect(offer.fxCurrencies?.find((c) => c.code === "NGN")?.startDate).toBe("2001-12-10");
    // Each source once, read as a rate request reads it.
    await service.getRates("USD");
    expect(asked).toMatchObject({ ecb: 1, prices: 1, market: 1, fx: 3 });
  });
});
