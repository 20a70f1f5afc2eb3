import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RatesAnswer } from "../../site/money/rates-answer.ts";
import { type CoinGeckoFake, startCoinGeckoFake } from "../../tests/fakes/coingecko.ts";
import { type EcbFake, startEcbFake } from "../../tests/fakes/ecb.ts";
import { type FrankfurterFake, startFrankfurterFake } from "../../tests/fakes/frankfurter.ts";
import { listen, type Served } from "../../tests/support/listen.ts";
import { createListener } from "../listener.ts";
import { rateStore } from "../rates/rate-store.ts";
import { createRatesService } from "../rates/rates-service.ts";
import type { Sql } from "../storage/sql.ts";
import { openSqlite } from "../storage/sqlite.ts";
import { ratesReplier } from "./rates-routes.ts";

/**
 * The seed's requests are a contract (docs/spec/decisions.md): its pages sent these two calls, with
 * these lists (docs/spec/site.md §7: "targets: all other currency codes of section 3.1 / 3.2"), and
 * read `rates, base, cached, lastUpdated` from the answers. Replayed here through the real
 * listener, to the real rate service, over HTTP to the fakes of its three upstreams.
 */
const EXCHANGE_CODES = [
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
  "CHF",
  "CNY",
  "INR",
  "KRW",
  "BTC",
  "ETH",
  "BNB",
  "XRP",
  "ADA",
  "SOL",
  "DOT",
  "MATIC",
  "AVAX",
  "LTC",
];
const CRYPTO_CODES = [
  "BTC",
  "ETH",
  "BNB",
  "XRP",
  "ADA",
  "SOL",
  "DOT",
  "MATIC",
  "AVAX",
  "LTC",
  "DOGE",
  "SHIB",
  "TRX",
  "ATOM",
  "UNI",
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
];
const EXCHANGE = "/api/get-exchange-rates";
const CRYPTO = "/api/get-crypto-rates";
/** An ISO 8601 timestamp in UTC, as `Date.prototype.toISOString` writes one. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const others = (codes: readonly string[], base: string) => codes.filter((c) => c !== base);

interface Upstreams {
  readonly ecb: EcbFake;
  readonly frankfurter: FrankfurterFake;
  readonly coingecko: CoinGeckoFake;
}

/** The three fakes, and the whole server on a port with a real rate service in front of them. */
async function startSite(): Promise<{ server: Served; upstreams: Upstreams; db: Sql }> {
  const [ecb, frankfurter, coingecko] = await Promise.all([
    startEcbFake(),
    startFrankfurterFake(),
    startCoinGeckoFake(),
  ]);
  const db = openSqlite(":memory:");
  const service = createRatesService({
    store: rateStore(db),
    fiatUrl: ecb.url,
    fxUrl: frankfurter.url,
    cryptoUrl: coingecko.url,
    timeoutMs: 1000,
    log: () => {},
  });
  const server = await listen(
    createListener({
      files: new Map(),
      render: async () => new Response("page", { status: 404 }),
      rates: ratesReplier(service),
      offer: () => service.offer(),
    }),
  );
  return { server, upstreams: { ecb, frankfurter, coingecko }, db };
}

async function stopSite(site: Awaited<ReturnType<typeof startSite>>): Promise<void> {
  await site.server.close();
  const { ecb, frankfurter, coingecko } = site.upstreams;
  await Promise.all([ecb.close(), frankfurter.close(), coingecko.close()]);
  await site.db.close();
}

/** A POST as the seed's pages sent it: a JSON body, its Content-Type said. */
async function post(server: Served, path: string, body: unknown) {
  const reply = await server.call(path, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
  return { status: reply.status, type: reply.headers["content-type"], body: reply.json() };
}

/**
 * What the seed reads, typed as the spec says: `rates` a map of code to a positive number of units
 * per 1 `base`, `base` the code asked, `cached` a boolean, `lastUpdated` an ISO 8601 timestamp.
 * Returns the answer for further checks.
 */
function expectSeedAnswer(body: unknown, base: string, targets: readonly string[]): RatesAnswer {
  expect(body).toEqual(expect.objectContaining({ base, cached: expect.any(Boolean) }));
  const answer = body as RatesAnswer;
  expect(typeof answer.lastUpdated).toBe("string");
  expect(answer.lastUpdated).toMatch(ISO_TIMESTAMP);
  expect(new Date(answer.lastUpdated).toISOString()).toBe(answer.lastUpdated);
  expect(typeof answer.rates).toBe("object");
  expect(Array.isArray(answer.rates)).toBe(false);
  for (const code of targets) {
    const rate = answer.rates[code];
    expect(typeof rate, `${base}→${code}`).toBe("number");
    expect(rate, `${base}→${code}`).toBeGreaterThan(0);
    expect(Number.isFinite(rate), `${base}→${code}`).toBe(true);
  }
  expect(answer.unavailable, base).toBeUndefined();
  return answer;
}

/** Whether two rates agree to within the rounding of a cross rate (a few units in the last place). */
const agrees = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && Math.abs(a / b - 1) < 1e-12;

describe("the seed's rate requests, replayed", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  /** Units of each code per 1 USD, from the first request: what every other base must agree with. */
  let perUsd: Readonly<Record<string, number>>;
  beforeAll(async () => {
    site = await startSite();
    const targets = [...new Set([...EXCHANGE_CODES, ...CRYPTO_CODES])];
    const all = await post(site.server, EXCHANGE, { base: "USD", targets });
    perUsd = { ...(all.body as RatesAnswer).rates };
  });
  afterAll(() => stopSite(site));

  it("POST get-exchange-rates, base USD and the spec's other 19 codes: each priced under the name asked", async () => {
    const targets = others(EXCHANGE_CODES, "USD");
    expect(targets).toHaveLength(19);
    const reply = await post(site.server, EXCHANGE, { base: "USD", targets });
    expect(reply.status).toBe(200);
    expect(reply.type).toMatch(/^application\/json/);
    const answer = expectSeedAnswer(reply.body, "USD", targets);
    // MATIC is answered as POL, under the name the seed asks for.
    expect(answer.rates).toHaveProperty("MATIC");
    expect(answer.rates).not.toHaveProperty("POL");
    for (const code of targets) {
      expect(answer.rates[code], code).toBe(perUsd[code]);
    }
  });

  it("POST get-crypto-rates, base BTC and the spec's other 20 codes", async () => {
    const targets = others(CRYPTO_CODES, "BTC");
    expect(targets).toHaveLength(20);
    const reply = await post(site.server, CRYPTO, { base: "BTC", targets });
    expect(reply.status).toBe(200);
    const answer = expectSeedAnswer(reply.body, "BTC", targets);
    // Relative to the base: units of each code per 1 BTC.
    expect(agrees(answer.rates.USD, 1 / (perUsd.BTC ?? Number.NaN))).toBe(true);
    for (const code of targets) {
      const expected = (perUsd[code] ?? Number.NaN) / (perUsd.BTC ?? Number.NaN);
      expect(agrees(answer.rates[code], expected), code).toBe(true);
    }
  });

  it.each(EXCHANGE_CODES)(
    "POST get-exchange-rates with base %s and all other codes of its list",
    async (base) => {
      const targets = others(EXCHANGE_CODES, base);
      const reply = await post(site.server, EXCHANGE, { base, targets });
      expect(reply.status).toBe(200);
      const answer = expectSeedAnswer(reply.body, base, targets);
      for (const code of targets) {
        const expected = (perUsd[code] ?? Number.NaN) / (perUsd[base] ?? Number.NaN);
        expect(agrees(answer.rates[code], expected), `${base}→${code}`).toBe(true);
      }
    },
  );

  it.each(CRYPTO_CODES)(
    "POST get-crypto-rates with base %s and all other codes of its list",
    async (base) => {
      const targets = others(CRYPTO_CODES, base);
      const reply = await post(site.server, CRYPTO, { base, targets });
      expect(reply.status).toBe(200);
      expectSeedAnswer(reply.body, base, targets);
    },
  );

  it("POST either call without targets: every code of both lists among the rates", async () => {
    for (const [path, codes] of [
      [EXCHANGE, EXCHANGE_CODES],
      [CRYPTO, CRYPTO_CODES],
    ] as const) {
      const reply = await post(site.server, path, { base: "USD" });
      expect(reply.status).toBe(200);
      const answer = reply.body as RatesAnswer;
      expect(answer).toMatchObject({ base: "USD", cached: expect.any(Boolean) });
      // MATIC is POL's old name: the full list names the coin as it is called today.
      for (const code of others(codes, "USD").filter((c) => c !== "MATIC")) {
        expect(answer.rates[code], code).toBeGreaterThan(0);
      }
      expect(answer.rates.POL).toBeGreaterThan(0);
    }
  });

  it.each([
    ["an unknown code", "XYZ"],
    ["a retired code", "HRK"],
    ["a code in lower case", "eur"],
  ])(
    "answers a batch with %s 200, that code in unavailable and the others priced",
    async (_, odd) => {
      for (const [path, base, codes] of [
        [EXCHANGE, "USD", EXCHANGE_CODES],
        [CRYPTO, "BTC", CRYPTO_CODES],
      ] as const) {
        const targets = others(codes, base);
        const reply = await post(site.server, path, { base, targets: [...targets, odd] });
        expect(reply.status, path).toBe(200);
        const answer = reply.body as RatesAnswer;
        expect(Object.keys(answer.rates).sort()).toEqual([...targets].sort());
        expect(Object.keys(answer.unavailable ?? {})).toEqual([odd]);
        expect(typeof answer.unavailable?.[odd]).toBe("string");
      }
    },
  );

  it("answers an unknown base with 400 and an error message", async () => {
    const reply = await post(site.server, EXCHANGE, { base: "XYZ", targets: ["EUR"] });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: expect.stringContaining("XYZ") });
  });
});

describe("the seed's rate requests while no rate was ever obtained", () => {
  it("fail as the seed expects a failure: a status that is not 2xx and an error with a message", async () => {
    const site = await startSite();
    try {
      const { ecb, frankfurter, coingecko } = site.upstreams;
      await Promise.all([ecb, frankfurter, coingecko].map((fake) => fake.setMode("down")));
      for (const [path, base, codes] of [
        [EXCHANGE, "USD", EXCHANGE_CODES],
        [CRYPTO, "BTC", CRYPTO_CODES],
      ] as const) {
        const reply = await post(site.server, path, { base, targets: others(codes, base) });
        expect(reply.status, path).toBe(503);
        expect(reply.body).toEqual({ error: expect.any(String) });
        expect((reply.body as { error: string }).error).not.toBe("");
      }
    } finally {
      await stopSite(site);
    }
  });
});
