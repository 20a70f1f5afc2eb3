import { describe, expect, it } from "vitest";
import { COINS } from "./coins.ts";
import { FIAT } from "./currencies.ts";
import { moneyState } from "./money-address.ts";
import { mayOffer, moneyPath } from "./money-path.ts";

describe("what the money converters offer", () => {
  it("offers every currency the ECB publishes and every coin, and nothing else", () => {
    for (const { code, notPublished } of FIAT) expect(mayOffer(code), code).toBe(!notPublished);
    for (const { code } of COINS) expect(mayOffer(code), code).toBe(true);
    expect(mayOffer("RUB")).toBe(false);
    expect(mayOffer("BGN")).toBe(false);
    expect(mayOffer("MATIC")).toBe(false);
    expect(mayOffer("XXX")).toBe(false);
  });
});

/** An address's parts, as the converter reads them. */
const read = (query: string) => {
  const p = new URLSearchParams(query);
  return {
    value: p.get("v") ?? undefined,
    from: p.get("from") ?? undefined,
    to: p.get("to") ?? undefined,
  };
};

describe("a link to a money converter", () => {
  it("carries the amount and both currencies, in the order the issue writes them", () => {
    expect(moneyPath("/currency-converter", "100", "USD", "EUR")).toBe(
      "/currency-converter?v=100&from=USD&to=EUR",
    );
  });

  it("leaves out what the converter would not apply, so the link opens what it says", () => {
    expect(moneyPath("/crypto-currency", "100", "DOGE", "RUB")).toBe(
      "/crypto-currency?v=100&from=DOGE",
    );
    expect(moneyPath("/currency-converter", "1e-9", "USD", "EUR")).toBe(
      "/currency-converter?from=USD&to=EUR",
    );
    expect(moneyPath("/currency-converter", "-5", "XXX", "YYY")).toBe("/currency-converter");
  });

  it("is read back as it was written", () => {
    const path = moneyPath("/crypto-currency", "0.00012345", "BTC", "EUR");
    const query = path.slice(path.indexOf("?") + 1);
    expect(moneyState({ from: "BTC", to: "USD" }, read(query), mayOffer)).toEqual({
      fromText: "0.00012345",
      from: "BTC",
      to: "EUR",
    });
  });
});
