import { describe, expect, it } from "vitest";
import { ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { COINS } from "./coins.ts";
import { currency, FIAT, isCoin, knownCurrencies, offeredCurrencies } from "./currencies.ts";

describe("the currencies the converters offer", () => {
  it("gives every code once, fiat and coins together: a code means one currency", () => {
    const codes = knownCurrencies().map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { code } of knownCurrencies()) expect(code, code).toMatch(/^[A-Z0-9]{2,6}$/);
    expect(new Set(COINS.map((c) => c.coinId)).size).toBe(COINS.length);
  });

  it("offers every currency the ECB publishes, the euro included, and no other fiat", () => {
    const fiat = offeredCurrencies().filter((c) => !isCoin(c.code));
    // The fake ECB file lists what the real one does since 2026: 29 currencies against the euro.
    expect(fiat.map((c) => c.code).sort()).toEqual(["EUR", ...Object.keys(ECB_RATES)].sort());
    expect(fiat).toHaveLength(30);
    expect(fiat.slice(0, 10).map((c) => c.code)).toEqual(
      // The spec's ten first, in its order (site spec 3.1).
      ["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "CNY", "INR", "KRW"],
    );
  });

  it("keeps what the ECB no longer publishes known, with why, but does not offer it", () => {
    const retired = FIAT.filter((c) => c.notPublished).map((c) => c.code);
    expect(retired.sort()).toEqual(["BGN", "RUB"]);
    expect(currency("BGN")?.name).toBe("Bulgarian Lev");
    expect(offeredCurrencies().some((c) => retired.includes(c.code))).toBe(false);
  });

  it("offers at least the 50 largest coins, the spec's 15 among them, after the fiat", () => {
    const offered = offeredCurrencies();
    expect(offered.filter((c) => isCoin(c.code)).length).toBeGreaterThanOrEqual(50);
    const spec = "BTC ETH BNB XRP ADA SOL DOT POL AVAX LTC DOGE SHIB TRX ATOM UNI".split(" ");
    for (const code of spec) expect(isCoin(code), code).toBe(true);
    const firstCoin = offered.findIndex((c) => isCoin(c.code));
    expect(offered.slice(firstCoin).every((c) => isCoin(c.code))).toBe(true);
  });

  it("gives every currency a name and a symbol", () => {
    for (const c of knownCurrencies()) {
      expect(c.name.trim(), c.code).not.toBe("");
      expect(c.symbol.trim(), c.code).not.toBe("");
    }
  });
});
