import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chooseCoins } from "../../site/money/coin-list.ts";
import { COINS } from "../../site/money/coins.ts";
import { type CoinGeckoFake, startCoinGeckoFake } from "../../tests/fakes/coingecko.ts";
import { COIN_MARKET, COIN_PRICES_USD } from "../../tests/fakes/rates-data.ts";
import {
  coinMarketsUrl,
  cryptoProvider,
  parseCoinMarkets,
  parseSimplePrice,
  simplePriceUrl,
} from "./coingecko.ts";

describe("CoinGecko simple/price", () => {
  it("asks the USD price of every coin at <root>/simple/price", () => {
    const url = new URL(simplePriceUrl("https://api.coingecko.com/api/v3"));
    expect(url.origin + url.pathname).toBe("https://api.coingecko.com/api/v3/simple/price");
    expect(url.searchParams.get("ids")?.split(",")).toEqual(COINS.map((c) => c.coinId));
    expect(url.searchParams.get("vs_currencies")).toBe("usd");
    expect(url.search).toContain("avalanche-2,");
  });

  it("asks for all of them in one short request, each coin once", () => {
    const ids = COINS.map((c) => c.coinId);
    expect(ids.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ids).size).toBe(ids.length);
    // One request per TTL whatever the number of coins; CoinGecko takes hundreds of ids in one,
    // and the address stays far under what servers and proxies accept (8 KB; 2 KB to be safe).
    expect(simplePriceUrl("https://api.coingecko.com/api/v3").length).toBeLessThan(2000);
  });

  it("has a price in the fake for every coin, written or ranked, in CoinGecko's own ids", () => {
    const ids = new Set([...COINS.map((c) => c.coinId), ...COIN_MARKET.map((c) => c.id)]);
    expect(Object.keys(COIN_PRICES_USD).sort()).toEqual([...ids].sort());
    expect(COINS.find((c) => c.code === "POL")?.coinId).toBe("polygon-ecosystem-token");
  });

  it("joins the root with or without a trailing slash and keeps a query on it", () => {
    expect(simplePriceUrl("http://127.0.0.1:9/api/v3/")).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/api\/v3\/simple\/price\?ids=bitcoin,/,
    );
    const keyed = new URL(
      simplePriceUrl("https://pro-api.coingecko.com/api/v3?x_cg_pro_api_key=k"),
    );
    expect(keyed.searchParams.get("x_cg_pro_api_key")).toBe("k");
    expect(keyed.pathname).toBe("/api/v3/simple/price");
  });

  it("names CoinGecko as the provider, or the host that replaced it", () => {
    expect(cryptoProvider("https://api.coingecko.com/api/v3")).toBe("CoinGecko");
    expect(cryptoProvider("https://pro-api.coingecko.com/api/v3")).toBe("CoinGecko");
    expect(cryptoProvider("http://127.0.0.1:4182/api/v3")).toBe("127.0.0.1");
    expect(cryptoProvider("https://notcoingecko.com/api")).toBe("notcoingecko.com");
  });

  it("reads USD per coin by code, exactly as written", () => {
    const prices = parseSimplePrice(
      JSON.stringify(
        Object.fromEntries(Object.entries(COIN_PRICES_USD).map(([id, usd]) => [id, { usd }])),
      ),
    );
    expect(Object.keys(prices).sort()).toEqual(COINS.map((c) => c.code).sort());
    expect(prices.BTC).toBe(COIN_PRICES_USD.bitcoin);
    expect(prices.AVAX).toBe(COIN_PRICES_USD["avalanche-2"]);
    expect(prices.SHIB).toBe(0.00001297);
  });

  it("leaves out coins the answer does not price, and ids it does not know", () => {
    expect(
      parseSimplePrice('{"bitcoin":{"usd":67000.1},"ethereum":{},"not-a-coin":{"usd":5}}'),
    ).toEqual({ BTC: 67000.1 });
  });

  it.each([
    ["an empty body", "", "not JSON"],
    ["a cut-off body", '{"bitcoin":{"usd":670', "not JSON"],
    ["an HTML page", "<html>rate limited</html>", "not JSON"],
    ["a list", '[{"usd":1}]', "not a JSON object"],
    ["null", "null", "not a JSON object"],
    [
      "CoinGecko's rate-limit answer",
      '{"status":{"error_code":429,"error_message":"Too Many Requests"}}',
      "prices no coin",
    ],
    ["an empty object", "{}", "prices no coin"],
    ["a zero price", '{"bitcoin":{"usd":0}}', "bitcoin a USD price of 0"],
    ["a negative price", '{"bitcoin":{"usd":-1},"ethereum":{"usd":2000}}', "of -1"],
    ["a price as text", '{"bitcoin":{"usd":"67000"}}', 'of "67000"'],
    ["a null price", '{"bitcoin":{"usd":null}}', "of null"],
    ["an infinite price", '{"bitcoin":{"usd":1e999}}', "of Infinity"],
    ["a coin that is not an object", '{"bitcoin":67000}', "of undefined"],
  ])("refuses %s", (_, json, reason) => {
    expect(() => parseSimplePrice(json)).toThrow(reason);
  });
});

describe("CoinGecko simple/price for a chosen list", () => {
  const chosen = [
    { code: "BTC", coinId: "bitcoin" },
    { code: "SKY", coinId: "sky" },
  ];

  it("asks for the coins given, and reads their prices by code", () => {
    const url = new URL(simplePriceUrl("https://api.coingecko.com/api/v3", chosen));
    expect(url.searchParams.get("ids")).toBe("bitcoin,sky");
    expect(
      parseSimplePrice('{"bitcoin":{"usd":2},"sky":{"usd":0.07},"ethereum":{"usd":3}}', chosen),
    ).toEqual({ BTC: 2, SKY: 0.07 });
  });
});

/** A `coins/markets` row as CoinGecko writes it (only some of its fields). */
function marketRow(
  rank: number | null,
  id = `coin-${rank}`,
  symbol = `c${rank}`,
  name = `Coin ${rank}`,
) {
  return {
    id,
    symbol,
    name,
    image: "https://coin-images.coingecko.com/x.png",
    current_price: 1.5,
    market_cap: 1000,
    market_cap_rank: rank,
    total_volume: 10,
    last_updated: "2025-03-14T15:59:58.123Z",
  };
}
const rows = (n: number) => Array.from({ length: n }, (_, i) => marketRow(i + 1));

describe("CoinGecko coins/markets", () => {
  it("asks for the largest coins by market capitalisation in USD, one page", () => {
    const url = new URL(coinMarketsUrl("https://api.coingecko.com/api/v3"));
    expect(url.origin + url.pathname).toBe("https://api.coingecko.com/api/v3/coins/markets");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vs_currency: "usd",
      order: "market_cap_desc",
      per_page: "100",
      page: "1",
    });
    expect(
      new URL(coinMarketsUrl("https://api.coingecko.com/api/v3", 250)).searchParams.get("per_page"),
    ).toBe("250");
  });

  it("joins the root with or without a trailing slash and keeps a query on it", () => {
    expect(coinMarketsUrl("http://127.0.0.1:9/api/v3/")).toBe(
      "http://127.0.0.1:9/api/v3/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=100&page=1",
    );
    const keyed = new URL(
      coinMarketsUrl("https://pro-api.coingecko.com/api/v3?x_cg_pro_api_key=k"),
    );
    expect(keyed.searchParams.get("x_cg_pro_api_key")).toBe("k");
    expect(keyed.pathname).toBe("/api/v3/coins/markets");
  });

  it.each([0, 251, 1.5, Number.NaN])("refuses a page of %s coins", (perPage) => {
    expect(() => coinMarketsUrl("https://api.coingecko.com/api/v3", perPage)).toThrow(RangeError);
  });

  it("reads each ranked coin's id, ticker, name and rank, by rank", () => {
    const answer = [
      marketRow(2, "ethereum", "eth", "Ethereum"),
      marketRow(1, "bitcoin", "btc", "Bitcoin"),
      ...rows(12).slice(2),
    ];
    const coins = parseCoinMarkets(JSON.stringify(answer));
    expect(coins.slice(0, 3)).toEqual([
      { id: "bitcoin", symbol: "btc", name: "Bitcoin", rank: 1 },
      { id: "ethereum", symbol: "eth", name: "Ethereum", rank: 2 },
      { id: "coin-3", symbol: "c3", name: "Coin 3", rank: 3 },
    ]);
    expect(coins).toHaveLength(12);
  });

  it("skips unranked coins, odd tickers and ids, blank names and an id given twice", () => {
    const answer = [
      ...rows(10),
      marketRow(null, "no-cap", "nocap", "No Cap"),
      marketRow(11, "bridged-btc", "btc.b", "BTC.b"),
      marketRow(12, "comma,id", "cid", "Comma"),
      marketRow(13, "blank", "blank", "  "),
      marketRow(14, "coin-1", "c1", "Coin 1 again"),
      marketRow(15, "sky", "sky", " Sky "),
    ];
    expect(parseCoinMarkets(JSON.stringify(answer)).map((c) => `${c.id}:${c.name}`)).toEqual([
      ...rows(10).map((r) => `${r.id}:${r.name}`),
      "sky:Sky",
    ]);
  });

  it.each([
    ["an empty body", "", "not JSON"],
    ["a cut-off body", '[{"id":"bitcoin","sym', "not JSON"],
    ["an HTML page", "<html>rate limited</html>", "not JSON"],
    [
      "CoinGecko's rate-limit answer",
      '{"status":{"error_code":429,"error_message":"Too Many Requests"}}',
      "not a JSON array",
    ],
    ["an error answer", '{"error":"invalid vs_currency"}', "not a JSON array"],
    ["null", "null", "not a JSON array"],
    ["an empty list", "[]", "ranks only 0 usable coins"],
    ["nine coins", JSON.stringify(rows(9)), "ranks only 9"],
    [
      "mostly unranked coins",
      JSON.stringify([...rows(5), ...rows(20).map(() => marketRow(null))]),
      "ranks only 5",
    ],
    [
      "an entry that is not an object",
      JSON.stringify([...rows(10), "coin-11"]),
      "entry 10 is not an object",
    ],
    [
      "an entry without a name",
      JSON.stringify([...rows(10), { id: "x", symbol: "x", market_cap_rank: 11 }]),
      "entry 10 lacks",
    ],
    [
      "a ticker that is a number",
      JSON.stringify([{ ...marketRow(1), symbol: 1 }, ...rows(10)]),
      "entry 0 lacks",
    ],
    [
      "a rank as text",
      JSON.stringify([{ ...marketRow(1), market_cap_rank: "1" }, ...rows(10)]),
      'coin-1 a rank of "1"',
    ],
    ["a rank of 0", JSON.stringify([...rows(10), marketRow(0)]), "a rank of 0"],
    ["a fractional rank", JSON.stringify([...rows(10), marketRow(1.5)]), "a rank of 1.5"],
    [
      "a missing rank",
      JSON.stringify([...rows(10), { id: "x", symbol: "x", name: "X" }]),
      "a rank of undefined",
    ],
  ])("refuses %s", (_, body, reason) => {
    expect(() => parseCoinMarkets(body)).toThrow(reason);
  });
});

describe("the CoinGecko fake's coins/markets", () => {
  let fake: CoinGeckoFake;
  beforeAll(async () => {
    fake = await startCoinGeckoFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.setMarket(COIN_MARKET);
    fake.setPrices(COIN_PRICES_USD);
  });

  const get = async (query: string) => {
    const response = await fetch(`${fake.url}/coins/markets${query}`);
    return { status: response.status, body: await response.json() };
  };
  const iso4217 = new Set(Intl.supportedValuesOf("currency"));
  const isCurrencyCode = (code: string) => iso4217.has(code);

  it("ranks its market with CoinGecko's fields, largest first", async () => {
    const { status, body } = await get(
      "?vs_currency=usd&order=market_cap_desc&per_page=100&page=1",
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(COIN_MARKET.length);
    expect(body[0]).toMatchObject({
      id: "bitcoin",
      symbol: "btc",
      name: "Bitcoin",
      current_price: COIN_PRICES_USD.bitcoin,
      market_cap: COIN_MARKET[0]?.marketCap,
      market_cap_rank: 1,
    });
    for (const field of [
      "image",
      "fully_diluted_valuation",
      "total_volume",
      "price_change_percentage_24h",
      "circulating_supply",
      "last_updated",
    ]) {
      expect(body[0], field).toHaveProperty(field);
    }
    expect(body.map((row: { market_cap_rank: number }) => row.market_cap_rank)).toEqual(
      COIN_MARKET.map((_, i) => i + 1),
    );
  });

  it("serves a ranking from which the choice differs from the written list, every chosen coin priced", async () => {
    const response = await fetch(coinMarketsUrl(fake.url));
    const chosen = chooseCoins(parseCoinMarkets(await response.text()), { isCurrencyCode });
    const codes = chosen.map((c) => c.code);
    expect(codes).toHaveLength(50);
    for (const code of ["SKY", "WLD", "JUP", "ATOM"]) expect(codes, code).toContain(code);
    for (const code of [
      "RENDER",
      "ARB",
      "FIL",
      "MNT",
      "WBTC",
      "STETH",
      "WSTETH",
      "WETH",
      "CBBTC",
      "BSC-USD",
    ]) {
      expect(codes, code).not.toContain(code);
    }
    const prices = await fetch(simplePriceUrl(fake.url, chosen)).then((r) => r.text());
    expect(Object.keys(parseSimplePrice(prices, chosen)).sort()).toEqual([...codes].sort());
  });

  it("honours per_page and page, at most 250 a page", async () => {
    const second = await get("?vs_currency=usd&per_page=10&page=2");
    expect(second.body.map((row: { market_cap_rank: number }) => row.market_cap_rank)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
    expect((await get("?vs_currency=usd&per_page=100&page=2")).body).toEqual([]);
    fake.setMarket(
      Array.from({ length: 300 }, (_, i) => ({
        id: `c-${i}`,
        symbol: `c${i}`,
        name: `C ${i}`,
        marketCap: 1e9 - i,
      })),
    );
    expect((await get("?vs_currency=usd&per_page=1000")).body).toHaveLength(250);
    expect((await get("?vs_currency=usd")).body).toHaveLength(100);
  });

  it("orders a market set in any order by capitalisation, leaving coins without one unranked, last", async () => {
    fake.setMarket([
      { id: "small", symbol: "sm", name: "Small", marketCap: 5 },
      { id: "unknown", symbol: "un", name: "Unknown", marketCap: 0 },
      { id: "big", symbol: "bg", name: "Big", marketCap: 50 },
    ]);
    const { body } = await get("?vs_currency=usd");
    expect(
      body.map((row: { id: string; market_cap_rank: number | null }) => [
        row.id,
        row.market_cap_rank,
      ]),
    ).toEqual([
      ["big", 1],
      ["small", 2],
      ["unknown", null],
    ]);
    expect(body[0].current_price).toBeNull();
  });

  it.each([
    ["", "Missing parameter vs_currency"],
    ["?per_page=10", "Missing parameter vs_currency"],
    ["?vs_currency=eur", "invalid vs_currency"],
    ["?vs_currency=usd&order=volume_desc", "invalid order"],
    ["?vs_currency=usd&per_page=0", "invalid per_page or page"],
  ])("answers %j with a 400 and CoinGecko's error shape", async (query, error) => {
    expect(await get(query)).toEqual({ status: 400, body: { error } });
  });

  it("answers garbage that the reader refuses, when told to", async () => {
    await fake.setMode("garbage");
    try {
      const body = await fetch(coinMarketsUrl(fake.url)).then((r) => r.text());
      expect(() => parseCoinMarkets(body)).toThrow("not JSON");
    } finally {
      await fake.setMode("ok");
    }
  });
});
