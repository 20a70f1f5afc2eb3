import { describe, expect, it } from "vitest";
import { crossRate, crossRates, type Quotes, rateFormula, sourcesNeeded } from "./cross-rates.ts";

const ecb = { EUR: 1, USD: 1.0878, GBP: 0.83983, JPY: 161.51 };
const usd = { BTC: 83512.37, ETH: 1911.52 };
const quotes: Quotes = { fiat: ecb, crypto: usd };

describe("cross rates: units of the target per 1 unit of the base", () => {
  it("gives the ECB's own figure from EUR, and its reciprocal into EUR", () => {
    expect(crossRate("EUR", "USD", quotes)).toBe(ecb.USD);
    expect(crossRate("EUR", "JPY", quotes)).toBe(ecb.JPY);
    expect(crossRate("USD", "EUR", quotes)).toBe(1 / ecb.USD);
    expect(crossRate("GBP", "EUR", quotes)).toBe(1 / ecb.GBP);
  });

  it("stays exact where dividing values in EUR would not: 1 / (1 / 1.4277) is not 1.4277", () => {
    const awkward = { fiat: { EUR: 1, USD: 1.4277 } };
    expect(1 / (1 / 1.4277)).not.toBe(1.4277);
    expect(crossRate("EUR", "USD", awkward)).toBe(1.4277);
  });

  it("crosses two other currencies through EUR with a single division", () => {
    expect(crossRate("USD", "GBP", quotes)).toBe(ecb.GBP / ecb.USD);
    expect(crossRate("GBP", "JPY", quotes)).toBe(ecb.JPY / ecb.GBP);
  });

  it("prices a coin in USD as the coin's USD price, and USD in a coin as its reciprocal", () => {
    expect(crossRate("BTC", "USD", quotes)).toBe(usd.BTC);
    expect(crossRate("USD", "BTC", quotes)).toBe(1 / usd.BTC);
  });

  it("prices a coin in EUR through the ECB's dollar rate", () => {
    expect(crossRate("BTC", "EUR", quotes)).toBe(usd.BTC / ecb.USD);
    expect(crossRate("EUR", "BTC", quotes)).toBe(ecb.USD / usd.BTC);
  });

  it("prices a coin in another currency through USD and EUR", () => {
    expect(crossRate("BTC", "GBP", quotes)).toBe((usd.BTC * ecb.GBP) / ecb.USD);
    expect(crossRate("JPY", "ETH", quotes)).toBe(ecb.USD / (ecb.JPY * usd.ETH));
  });

  it("crosses two coins through their USD prices alone", () => {
    expect(crossRate("BTC", "ETH", quotes)).toBe(usd.BTC / usd.ETH);
    expect(crossRate("ETH", "BTC", { crypto: usd })).toBe(usd.ETH / usd.BTC);
  });

  it("gives exactly 1 from a code to itself, needing no figure", () => {
    for (const code of ["EUR", "USD", "GBP", "BTC"]) expect(crossRate(code, code, {})).toBe(1);
    expect(sourcesNeeded("BTC", ["BTC"]).size).toBe(0);
  });

  it("agrees with going round the long way to within rounding", () => {
    const viaEur = (crossRate("BTC", "EUR", quotes) ?? 0) * (crossRate("EUR", "GBP", quotes) ?? 0);
    expect(crossRate("BTC", "GBP", quotes)).toBeCloseTo(viaEur, 8);
    expect(
      (crossRate("GBP", "JPY", quotes) ?? 0) * (crossRate("JPY", "GBP", quotes) ?? 0),
    ).toBeCloseTo(1, 14);
  });

  it("leaves out a code whose figure is missing, says which, and reports the sources used", () => {
    expect(crossRates("USD", ["EUR", "RUB", "BTC"], { fiat: ecb })).toEqual({
      rates: { EUR: 1 / ecb.USD },
      used: new Set(["fiat"]),
      unpriced: new Map([
        ["RUB", "fiat:RUB"],
        ["BTC", "coin:BTC"],
      ]),
    });
    // A coin as base: what every rate lacks is that coin's price.
    expect(crossRates("XMR", ["USD", "EUR"], quotes).unpriced).toEqual(
      new Map([
        ["USD", "coin:XMR"],
        ["EUR", "coin:XMR"],
      ]),
    );
    expect(crossRates("USD", ["EUR", "BTC"], quotes).used).toEqual(new Set(["fiat", "crypto"]));
    expect(crossRates("BTC", ["ETH"], quotes).used).toEqual(new Set(["crypto"]));
  });

  it("needs the ECB whenever fiat is involved, and coin prices only when a coin is", () => {
    expect(sourcesNeeded("USD", ["EUR", "GBP"])).toEqual(new Set(["fiat"]));
    expect(sourcesNeeded("BTC", ["ETH", "SOL"])).toEqual(new Set(["crypto"]));
    expect(sourcesNeeded("BTC", ["USD"])).toEqual(new Set(["crypto"]));
    expect(sourcesNeeded("BTC", ["EUR"])).toEqual(new Set(["fiat", "crypto"]));
    expect(sourcesNeeded("USD", ["EUR", "BTC"])).toEqual(new Set(["fiat", "crypto"]));
  });

  it("writes each rate as figures to multiply and divide, common ones cancelled", () => {
    expect(rateFormula("BTC", "USD")).toEqual({ num: ["coin:BTC"], den: [] });
    expect(rateFormula("BTC", "GBP")).toEqual({ num: ["coin:BTC", "fiat:GBP"], den: ["fiat:USD"] });
    expect(rateFormula("USD", "USD")).toEqual({ num: [], den: [] });
  });
});
