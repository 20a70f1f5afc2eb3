import { describe, expect, it } from "vitest";
import { mayOffer } from "../views/money-address.server.ts";
import { acceptsAmount, moneyState } from "./money-address.ts";

const currencyPage = { from: "USD", to: "EUR" };
const cryptoPage = { from: "BTC", to: "USD" };
const params = (query: string) => {
  const p = new URLSearchParams(query);
  return {
    value: p.get("v") ?? undefined,
    from: p.get("from") ?? undefined,
    to: p.get("to") ?? undefined,
  };
};

/** What a converter applies that offers everything the money converters may offer. */
const state = (defaults: typeof currencyPage, parts: Parameters<typeof moneyState>[1]) =>
  moneyState(defaults, parts, mayOffer);

describe("what a money converter applies of its address", () => {
  it("applies an amount and two currencies the currency converter offers", () => {
    expect(state(currencyPage, params("v=250&from=GBP&to=JPY"))).toEqual({
      fromText: "250",
      from: "GBP",
      to: "JPY",
    });
  });

  it("takes every ECB currency and every coin, on either converter", () => {
    expect(state(currencyPage, params("from=SEK&to=BTC"))).toMatchObject({
      from: "SEK",
      to: "BTC",
    });
    expect(state(cryptoPage, params("from=DOGE&to=SEK"))).toMatchObject({
      from: "DOGE",
      to: "SEK",
    });
    expect(state(currencyPage, params("from=XMR&to=ZAR"))).toMatchObject({
      from: "XMR",
      to: "ZAR",
    });
  });

  it("takes what the converter offers, as the converter says", () => {
    const only =
      (...codes: string[]) =>
      (code: string) =>
        codes.includes(code);
    expect(moneyState(currencyPage, params("from=SEK&to=BTC"), only("SEK"))).toMatchObject({
      from: "SEK",
      to: "EUR",
    });
  });

  it("falls back to the page's default for each part it cannot apply", () => {
    expect(state(currencyPage, params("v=12&from=XXX&to=GBP"))).toEqual({
      fromText: "12",
      from: "USD",
      to: "GBP",
    });
    // Codes are as the converter writes them: an address is not a question typed in a box.
    expect(state(currencyPage, params("from=gbp&to=usd"))).toEqual({
      fromText: "1",
      from: "USD",
      to: "EUR",
    });
    expect(state({ from: "ETH", to: "BTC" }, {})).toEqual({
      fromText: "1",
      from: "ETH",
      to: "BTC",
    });
  });

  it("takes only an amount the field accepts: digits with at most one point", () => {
    const amount = (v: string) => state(currencyPage, { value: v }).fromText;
    expect(amount("0.5")).toBe("0.5");
    expect(amount(".5")).toBe(".5");
    expect(amount("5.")).toBe("5.");
    expect(amount("007")).toBe("007");
    for (const refused of [
      "",
      ".",
      "1,5",
      "1.000,5",
      "-3",
      "+3",
      "1e3",
      "1/2",
      " 5",
      "5 ",
      "1..2",
      "abc",
    ]) {
      expect(amount(refused), refused).toBe("1");
    }
  });

  it("lets the field hold what is typed on the way to an amount, and nothing else", () => {
    for (const text of ["", ".", "12", "12.", "12.5"]) expect(acceptsAmount(text), text).toBe(true);
    for (const text of ["1a", "1.2.", "1,5", "-", "1e", " "]) {
      expect(acceptsAmount(text), text).toBe(false);
    }
  });
});
