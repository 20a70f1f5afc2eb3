import { describe, expect, it } from "vitest";
import { mayOffer } from "../views/money-address.server.ts";
import { COINS } from "./coins.ts";
import { FIAT, RETIRED } from "./currencies.ts";
import { moneyAddressQuery, moneyState } from "./money-address.ts";
import { moneyPath } from "./money-path.ts";

describe("what the money converters offer", () => {
  it("offers every currency in use and every coin of the written list", () => {
    expect(FIAT.length).toBeGreaterThanOrEqual(150);
    for (const { code } of FIAT) expect(mayOffer(code), code).toBe(true);
    for (const { code } of COINS) expect(mayOffer(code), code).toBe(true);
    // No longer only what the ECB publishes: the rouble and the dirham are offered now.
    expect(mayOffer("RUB")).toBe(true);
    expect(mayOffer("AED")).toBe(true);
    expect(mayOffer("NGN")).toBe(true);
  });

  it("offers no retired currency, no unknown code, and no old name as such", () => {
    for (const { code } of RETIRED) expect(mayOffer(code), code).toBe(false);
    expect(mayOffer("BGN")).toBe(false);
    expect(mayOffer("HRK")).toBe(false);
    expect(mayOffer("XXX")).toBe(false);
    expect(mayOffer("usd")).toBe(false);
    // MATIC is POL's old name: offered as POL (below), not as a code of its own.
    expect(mayOffer("MATIC")).toBe(false);
    expect(mayOffer("POL")).toBe(true);
  });

  it("opens POL for an address that says MATIC", () => {
    const page = { from: "USD", to: "EUR" };
    expect(moneyState(page, { value: "3", from: "MATIC", to: "EUR" }, mayOffer)).toEqual({
      fromText: "3",
      from: "POL",
      to: "EUR",
    });
    expect(moneyAddressQuery(new URLSearchParams("from=MATIC&to=BGN&v=3"), mayOffer)).toBe(
      "from=POL&v=3",
    );
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
    expect(moneyPath("/currency-converter", "5", "NGN", "RUB")).toBe(
      "/currency-converter?v=5&from=NGN&to=RUB",
    );
  });

  it("leaves out an amount the converter's field would not take, so the link opens what it says", () => {
    expect(moneyPath("/currency-converter", "1e-9", "USD", "EUR")).toBe(
      "/currency-converter?from=USD&to=EUR",
    );
    expect(moneyPath("/crypto-currency", "-5", "BTC", "USD")).toBe(
      "/crypto-currency?from=BTC&to=USD",
    );
  });

  it("is read back as it was written", () => {
    const path = moneyPath("/crypto-currency", "0.00012345", "BTC", "AED");
    const query = path.slice(path.indexOf("?") + 1);
    expect(moneyState({ from: "BTC", to: "USD" }, read(query), mayOffer)).toEqual({
      fromText: "0.00012345",
      from: "BTC",
      to: "AED",
    });
  });
});
