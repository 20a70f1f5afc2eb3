import { describe, expect, it } from "vitest";
import { COINS } from "../../site/money/coins.ts";
import { COIN_PRICES_USD } from "../../tests/fakes/rates-data.ts";
import { cryptoProvider, parseSimplePrice, simplePriceUrl } from "./coingecko.ts";

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

  it("has a price in the fake for every coin, in CoinGecko's own ids", () => {
    expect(Object.keys(COIN_PRICES_USD).sort()).toEqual(COINS.map((c) => c.coinId).sort());
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
