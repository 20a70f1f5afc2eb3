import { describe, expect, it } from "vitest";
import { askGnuUnits } from "../../tests/gnu-units.ts";
import { answerQuery, needsRates, type QueryRates, readQuery } from "./answer.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

/**
 * Money in the box's calculations (issue 23), against GNU units: the rates are GNU's own
 * (currency.units), so that GNU can evaluate each expression with the same rates, and the
 * expected numbers are GNU's.
 */
const world = worldOf(queryIndex());
const GNU_NAMES: Readonly<Record<string, string>> = {
  EUR: "euro",
  GBP: "britainpound",
  JPY: "japanyen",
  NGN: "nigerianaira",
  BTC: "bitcoin",
};
const codes = Object.keys(GNU_NAMES);
const dollars = askGnuUnits(codes.map((code) => ({ have: GNU_NAMES[code] ?? "", want: "US$" })));
const rates: QueryRates = {
  base: "USD",
  rates: Object.fromEntries(codes.map((code, i) => [code, 1 / (dollars[i] as number)])),
  sources: { fiat: { provider: "European Central Bank", date: "2026-11-24" } },
  origins: {
    EUR: { by: [{ name: "European Central Bank", date: "2026-11-24" }] },
    GBP: { by: [{ name: "European Central Bank", date: "2026-11-24" }] },
  },
};

const CASES = [
  { q: "100 USD + 50 EUR in GBP", gnu: "100 US$ + 50 euro", want: "britainpound", shows: "GBP" },
  { q: "12 € * 3", gnu: "12 euro * 3", want: "euro", shows: "EUR" },
  { q: "$5 * 3 to JPY", gnu: "5 US$ * 3", want: "japanyen", shows: "JPY" },
  { q: "€12 * 3 in USD", gnu: "12 euro * 3", want: "US$", shows: "USD" },
  { q: "20% of 500 EUR in NGN", gnu: "20% * 500 euro", want: "nigerianaira", shows: "NGN" },
  { q: "500 € - 20%", gnu: "500 euro * (1 - 20%)", want: "euro", shows: "EUR" },
  {
    q: "(100 GBP - 30 EUR) / 2 to USD",
    gnu: "(100 britainpound - 30 euro) / 2",
    want: "US$",
    shows: "USD",
  },
  { q: "100 USD / 8 h", gnu: "100 US$ / 8 hr", want: "US$/hr", shows: "USD/h" },
  { q: "0.01 BTC + 500 USD in EUR", gnu: "0.01 bitcoin + 500 US$", want: "euro", shows: "EUR" },
] as const;

describe("money in a calculation, against GNU units", () => {
  const truths = askGnuUnits(CASES.map((c) => ({ have: c.gnu, want: c.want })));

  it.each(CASES.map((c, i) => [c.q, c, i] as const))("%s", (_, c, i) => {
    const result = answerQuery(c.q, world, { decimal: ".", rates });
    expect(result.calculation, result.message).toBeDefined();
    const truth = truths[i] as number;
    expect(typeof truth).toBe("number");
    expect(Math.abs((result.calculation?.result ?? 0) - truth) / Math.abs(truth)).toBeLessThan(
      1e-9,
    );
    expect(result.calculation?.unit).toBe(c.shows);
  });

  it("names each rate it used, with its source; one currency alone uses none", () => {
    const result = answerQuery("100 USD + 50 EUR in GBP", world, { decimal: ".", rates });
    expect(result.message).toMatch(
      /^Rates: 1 USD = [\d.]+ GBP \(European Central Bank, 24 Nov 2026\); 1 EUR = [\d.]+ GBP \(European Central Bank, 24 Nov 2026; computed through USD\)\.$/,
    );
    expect(answerQuery("12 € * 3", world, { decimal: ".", rates }).message).toBeUndefined();
  });

  it("shows money with a currency's two decimals, a coin's eight", () => {
    const dollarsOf = answerQuery("10 USD / 3", world, { decimal: ".", rates });
    expect(dollarsOf.calculation?.display).toBe("3.33 USD");
    expect(answerQuery("1 BTC / 3", world, { decimal: ".", rates }).calculation?.display).toBe(
      "0.33333333 BTC",
    );
  });

  it("asks for rates when it has none, then answers with them", () => {
    const without = readQuery("100 USD + 50 EUR in GBP", world, ".");
    expect(without).toMatchObject({ kind: "refused", needsRates: true });
    expect(needsRates(without)).toBe(true);
    const withRates = readQuery("100 USD + 50 EUR in GBP", world, ".", rates);
    expect(withRates.kind).toBe("calculation");
    expect(needsRates(withRates)).toBe(true);
    // Nothing in money: no rates asked for.
    expect(needsRates(readQuery("15 km/h * 30 min", world, "."))).toBe(false);
  });

  it("names money in a mismatch, and a currency no source prices", () => {
    expect(answerQuery("100 EUR + 5 kg", world, { decimal: ".", rates }).message).toBe(
      "100 EUR + 5 kg: money and mass cannot be added.",
    );
    expect(answerQuery("100 KPW * 2 in USD", world, { decimal: ".", rates }).message).toBe(
      "No rate for KPW is available right now.",
    );
  });
});
