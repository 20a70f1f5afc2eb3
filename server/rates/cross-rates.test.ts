import { describe, expect, it } from "vitest";
import type { Publisher } from "../../site/money/rates-answer.ts";
import {
  crossRate,
  crossRates,
  type FxFigure,
  type Quotes,
  rateFormula,
  sourcesNeeded,
} from "./cross-rates.ts";

const ECB_DAY = "2025-03-14";
/** The ECB's figures: units per 1 EUR, the euro itself 1 (as parseEcbXml gives them). */
const ecbRates = { EUR: 1, USD: 1.0878, GBP: 0.83983, JPY: 161.51 };
const ECB_BY: Publisher = { name: "European Central Bank", date: ECB_DAY };

const figure = (rate: number, name: string, date = ECB_DAY): FxFigure => ({
  rate,
  date,
  by: { name, date, via: "Frankfurter" },
});
/** Frankfurter's figures: units per 1 USD, each with the bank it comes from. */
const fx = {
  EUR: figure(0.919287, "European Central Bank"),
  GBP: figure(0.772045, "European Central Bank"),
  JPY: figure(148.474, "European Central Bank"),
  NGN: figure(1456.21, "Central Bank of Nigeria", "2025-03-13"),
  AED: {
    rate: 3.6725,
    date: ECB_DAY,
    by: { name: "Pegged rate", date: ECB_DAY, via: "Frankfurter" },
  },
} satisfies Record<string, FxFigure>;
/** USD per coin. */
const usd = { BTC: 83512.37, ETH: 1911.52 };
const COINGECKO: Publisher = { name: "CoinGecko", at: "2025-03-14T16:00:00.000Z" };

const quotes: Quotes = {
  ecb: { date: ECB_DAY, rates: ecbRates },
  fx,
  crypto: usd,
  cryptoBy: COINGECKO,
};
const coins = new Set(["BTC", "ETH", "XMR", "POL"]);
const isCoin = (code: string) => coins.has(code);
const rate = (base: string, target: string, q: Quotes = quotes) =>
  crossRate(base, target, q, isCoin);
const origin = (base: string, target: string, q: Quotes = quotes) =>
  crossRates(base, [target], q, isCoin).origins[target];

describe("cross rates: units of the target per 1 unit of the base", () => {
  it("gives the ECB's own figure from EUR to USD, and its reciprocal back", () => {
    expect(rate("EUR", "USD")).toBe(ecbRates.USD);
    expect(rate("USD", "EUR")).toBe(1 / ecbRates.USD);
    expect(rate("EUR", "JPY")).toBe(ecbRates.JPY);
    expect(rate("GBP", "EUR")).toBe(1 / ecbRates.GBP);
  });

  it("stays exact where dividing two values would not: 1 / (1 / 1.4277) is not 1.4277", () => {
    const awkward: Quotes = { ecb: { date: ECB_DAY, rates: { EUR: 1, USD: 1.4277 } } };
    expect(1 / (1 / 1.4277)).not.toBe(1.4277);
    expect(rate("EUR", "USD", awkward)).toBe(1.4277);
    const naira: Quotes = { fx: { NGN: figure(1456.21, "Central Bank of Nigeria") } };
    expect(rate("USD", "NGN", naira)).toBe(1456.21);
  });

  it("crosses two ECB currencies with one division of the ECB's figures, through EUR", () => {
    expect(rate("GBP", "JPY")).toBe(ecbRates.JPY / ecbRates.GBP);
    expect(rate("USD", "GBP")).toBe(ecbRates.GBP / ecbRates.USD);
    expect(rateFormula("GBP", "JPY", quotes, isCoin)).toEqual({
      num: ["ecb:JPY"],
      den: ["ecb:GBP"],
    });
    expect(origin("GBP", "JPY")).toEqual({ by: [ECB_BY], through: ["EUR"] });
    // USD is an ECB figure itself: nothing in between.
    expect(origin("USD", "GBP")).toEqual({ by: [ECB_BY], through: ["EUR"] });
    expect(origin("EUR", "USD")).toEqual({ by: [ECB_BY] });
  });

  it("takes a currency the ECB does not publish from Frankfurter: USD→NGN is its figure itself", () => {
    expect(rate("USD", "NGN")).toBe(fx.NGN.rate);
    expect(rate("NGN", "USD")).toBe(1 / fx.NGN.rate);
    expect(rateFormula("USD", "NGN", quotes, isCoin)).toEqual({ num: ["fx:NGN"], den: [] });
    expect(origin("USD", "NGN")).toEqual({ by: [fx.NGN.by] });
    expect(origin("USD", "AED")?.by).toEqual([fx.AED.by]);
  });

  it("crosses an ECB currency and a Frankfurter one through USD, naming both publishers", () => {
    expect(rate("EUR", "NGN")).toBe(ecbRates.USD * fx.NGN.rate);
    expect(origin("EUR", "NGN")).toEqual({ by: [ECB_BY, fx.NGN.by], through: ["USD"] });
    expect(rate("GBP", "NGN")).toBe((ecbRates.USD * fx.NGN.rate) / ecbRates.GBP);
    expect(origin("GBP", "NGN")).toEqual({ by: [ECB_BY, fx.NGN.by], through: ["EUR", "USD"] });
  });

  it("prefers the ECB for its currencies while Frankfurter has nothing newer", () => {
    // Frankfurter relays the same day's figure, rounded: the ECB's own is used.
    expect(rate("USD", "JPY")).toBe(ecbRates.JPY / ecbRates.USD);
    expect(rate("USD", "JPY")).not.toBe(fx.JPY.rate);
    expect(origin("USD", "JPY")?.by).toEqual([ECB_BY]);
  });

  it("takes Frankfurter's figure where it is newer than the ECB's, the euro's included", () => {
    const monday = "2025-03-17";
    const newer: Quotes = {
      ...quotes,
      fx: { ...fx, GBP: figure(0.7741, "Bank of England", monday) },
    };
    expect(rate("USD", "GBP", newer)).toBe(0.7741);
    expect(origin("USD", "GBP", newer)).toEqual({ by: [newer.fx?.GBP?.by] });
    // The other ECB currencies stay the ECB's: the rule is per currency.
    expect(rate("EUR", "JPY", newer)).toBe(ecbRates.JPY);
    expect(rate("EUR", "GBP", newer)).toBe(ecbRates.USD * 0.7741);

    // The euro too: once Frankfurter has a newer one, EUR→USD is Frankfurter's, and a rate
    // between two newer figures does not mix in the ECB's older dollar.
    const allNewer: Quotes = {
      ...newer,
      fx: { ...newer.fx, EUR: figure(0.9161, "European Central Bank", monday) },
    };
    expect(rate("USD", "EUR", allNewer)).toBe(0.9161);
    expect(rate("EUR", "GBP", allNewer)).toBe(0.7741 / 0.9161);
    expect(origin("EUR", "GBP", allNewer)?.through).toEqual(["USD"]);
    // The yen stays the ECB's (no newer figure), crossed from USD into the newer euro.
    expect(rate("EUR", "JPY", allNewer)).toBe(ecbRates.JPY / (0.9161 * ecbRates.USD));
  });

  it("falls back to Frankfurter for every currency while the ECB's rates are missing", () => {
    const noEcb: Quotes = { fx, crypto: usd, cryptoBy: COINGECKO };
    expect(rate("USD", "EUR", noEcb)).toBe(fx.EUR.rate);
    expect(rate("EUR", "USD", noEcb)).toBe(1 / fx.EUR.rate);
    expect(rateFormula("EUR", "USD", noEcb, isCoin)).toEqual({ num: [], den: ["fx:EUR"] });
    expect(rate("GBP", "JPY", noEcb)).toBe(fx.JPY.rate / fx.GBP.rate);
    expect(origin("GBP", "JPY", noEcb)).toEqual({ by: [fx.JPY.by], through: ["USD"] });
    // And for one the ECB's answer lacks.
    const partial: Quotes = { ...quotes, ecb: { date: ECB_DAY, rates: { EUR: 1, USD: 1.0878 } } };
    expect(rate("USD", "GBP", partial)).toBe(fx.GBP.rate);
    // Frankfurter without a currency the ECB has: the ECB's, whatever the dates.
    const { JPY: _, ...withoutYen } = fx;
    expect(rate("USD", "JPY", { ...quotes, fx: withoutYen })).toBe(ecbRates.JPY / ecbRates.USD);
  });

  it("prices a coin in USD as its price, and through the figures of the currency otherwise", () => {
    expect(rate("BTC", "USD")).toBe(usd.BTC);
    expect(rate("USD", "BTC")).toBe(1 / usd.BTC);
    expect(origin("BTC", "USD")).toEqual({ by: [COINGECKO] });
    expect(rate("BTC", "EUR")).toBe(usd.BTC / ecbRates.USD);
    expect(rate("EUR", "BTC")).toBe(ecbRates.USD / usd.BTC);
    expect(rate("BTC", "NGN")).toBe(usd.BTC * fx.NGN.rate);
    expect(origin("BTC", "NGN")).toEqual({ by: [COINGECKO, fx.NGN.by], through: ["USD"] });
  });

  it("prices BTC in JPY through USD and EUR, with one rounding more", () => {
    expect(rate("BTC", "JPY")).toBe((usd.BTC * ecbRates.JPY) / ecbRates.USD);
    expect(rateFormula("BTC", "JPY", quotes, isCoin)).toEqual({
      num: ["coin:BTC", "ecb:JPY"],
      den: ["ecb:USD"],
    });
    expect(origin("BTC", "JPY")).toEqual({ by: [COINGECKO, ECB_BY], through: ["EUR", "USD"] });
  });

  it("crosses two coins through their USD prices alone", () => {
    expect(rate("BTC", "ETH")).toBe(usd.BTC / usd.ETH);
    expect(rate("ETH", "BTC", { crypto: usd })).toBe(usd.ETH / usd.BTC);
    expect(origin("ETH", "BTC")).toEqual({ by: [COINGECKO], through: ["USD"] });
  });

  it("reads a code as a coin only when the isCoin argument says so", () => {
    expect(rate("USD", "BTC", quotes)).toBe(1 / usd.BTC);
    // As fiat, BTC would need a Frankfurter figure that does not exist: no rate is made up.
    expect(crossRate("USD", "BTC", quotes, () => false)).toBeUndefined();
    expect(crossRates("USD", ["BTC"], quotes, () => false).unpriced).toEqual(
      new Map([["BTC", "fx:BTC"]]),
    );
  });

  it("gives exactly 1 from a code to itself, needing no figure", () => {
    for (const code of ["EUR", "USD", "GBP", "NGN", "BTC", "KPW"]) {
      expect(crossRate(code, code, {}, isCoin)).toBe(1);
    }
    expect(sourcesNeeded("BTC", ["BTC"], isCoin).size).toBe(0);
  });

  it("agrees with going round the long way to within rounding", () => {
    const viaEur = (rate("BTC", "EUR") ?? 0) * (rate("EUR", "GBP") ?? 0);
    expect(rate("BTC", "GBP")).toBeCloseTo(viaEur, 8);
    expect((rate("GBP", "JPY") ?? 0) * (rate("JPY", "GBP") ?? 0)).toBeCloseTo(1, 14);
    expect((rate("EUR", "NGN") ?? 0) * (rate("NGN", "EUR") ?? 0)).toBeCloseTo(1, 14);
  });

  it("leaves out a code whose figure is missing, names the figure, and reports the sources used", () => {
    expect(crossRates("USD", ["EUR", "KPW", "XMR", "NGN"], quotes, isCoin)).toEqual({
      rates: { EUR: 1 / ecbRates.USD, NGN: fx.NGN.rate },
      origins: { EUR: { by: [ECB_BY] }, NGN: { by: [fx.NGN.by] } },
      used: new Set(["fiat", "fx"]),
      unpriced: new Map([
        ["KPW", "fx:KPW"],
        ["XMR", "coin:XMR"],
      ]),
    });
    // A coin as base: what every rate lacks is that coin's price.
    expect(crossRates("XMR", ["USD", "EUR"], quotes, isCoin).unpriced).toEqual(
      new Map([
        ["USD", "coin:XMR"],
        ["EUR", "coin:XMR"],
      ]),
    );
    // With no figure at all, the first one missing is named.
    expect(crossRates("USD", ["GBP", "BTC"], {}, isCoin).unpriced).toEqual(
      new Map([
        ["GBP", "fx:GBP"],
        ["BTC", "coin:BTC"],
      ]),
    );
    expect(crossRates("USD", ["EUR", "BTC"], quotes, isCoin).used).toEqual(
      new Set(["fiat", "crypto"]),
    );
    expect(crossRates("USD", ["NGN"], quotes, isCoin).used).toEqual(new Set(["fx"]));
    expect(crossRates("BTC", ["ETH"], quotes, isCoin).used).toEqual(new Set(["crypto"]));
  });

  it("needs both fiat sources whenever a currency other than USD is involved, coin prices only for a coin", () => {
    expect(sourcesNeeded("USD", ["EUR", "GBP"], isCoin)).toEqual(new Set(["fiat", "fx"]));
    expect(sourcesNeeded("USD", ["NGN"], isCoin)).toEqual(new Set(["fiat", "fx"]));
    expect(sourcesNeeded("BTC", ["ETH", "POL"], isCoin)).toEqual(new Set(["crypto"]));
    expect(sourcesNeeded("BTC", ["USD"], isCoin)).toEqual(new Set(["crypto"]));
    expect(sourcesNeeded("BTC", ["EUR"], isCoin)).toEqual(new Set(["fiat", "fx", "crypto"]));
    expect(sourcesNeeded("USD", ["EUR", "BTC"], isCoin)).toEqual(new Set(["fiat", "fx", "crypto"]));
    expect(sourcesNeeded("USD", ["USD"], isCoin).size).toBe(0);
  });

  it("writes each rate as figures to multiply and divide, common ones cancelled", () => {
    expect(rateFormula("BTC", "USD", quotes, isCoin)).toEqual({ num: ["coin:BTC"], den: [] });
    expect(rateFormula("EUR", "USD", quotes, isCoin)).toEqual({ num: ["ecb:USD"], den: [] });
    expect(rateFormula("BTC", "GBP", quotes, isCoin)).toEqual({
      num: ["coin:BTC", "ecb:GBP"],
      den: ["ecb:USD"],
    });
    expect(rateFormula("EUR", "NGN", quotes, isCoin)).toEqual({
      num: ["ecb:USD", "fx:NGN"],
      den: [],
    });
    expect(rateFormula("USD", "USD", quotes, isCoin)).toEqual({ num: [], den: [] });
  });
});
