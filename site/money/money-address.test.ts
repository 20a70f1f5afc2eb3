import { describe, expect, it } from "vitest";
import { CRYPTO_CONVERTER_CODES, CURRENCY_CODES, FIAT } from "./currencies.ts";
import { acceptsAmount, mayOffer, moneyPath, moneyState } from "./money-address.ts";

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

describe("what a money converter applies of its address", () => {
  it("applies an amount and two currencies the currency converter offers", () => {
    expect(moneyState("fiat", currencyPage, params("v=250&from=GBP&to=JPY"))).toEqual({
      fromText: "250",
      from: "GBP",
      to: "JPY",
    });
  });

  it("takes every fiat currency on the currency converter, coins only on the crypto one", () => {
    expect(moneyState("fiat", currencyPage, params("from=SEK&to=BTC"))).toMatchObject({
      from: "SEK",
      to: "BTC",
    });
    // DOGE is offered by the crypto converter alone; SEK by the currency converter alone.
    expect(moneyState("fiat", currencyPage, params("from=DOGE&to=SEK"))).toMatchObject({
      from: "USD",
      to: "SEK",
    });
    expect(moneyState("crypto", cryptoPage, params("from=DOGE&to=SEK"))).toMatchObject({
      from: "DOGE",
      to: "USD",
    });
    expect(moneyState("crypto", cryptoPage, params("from=ETH&to=EUR"))).toMatchObject({
      from: "ETH",
      to: "EUR",
    });
  });

  it("falls back to the page's default for each part it cannot apply", () => {
    expect(moneyState("fiat", currencyPage, params("v=12&from=XXX&to=GBP"))).toEqual({
      fromText: "12",
      from: "USD",
      to: "GBP",
    });
    // Codes are as the converter writes them: an address is not a question typed in a box.
    expect(moneyState("fiat", currencyPage, params("from=gbp&to=usd"))).toEqual({
      fromText: "1",
      from: "USD",
      to: "EUR",
    });
    expect(moneyState("crypto", { from: "ETH", to: "BTC" }, {})).toEqual({
      fromText: "1",
      from: "ETH",
      to: "BTC",
    });
  });

  it("takes only an amount the field accepts: digits with at most one point", () => {
    const amount = (v: string) => moneyState("fiat", currencyPage, { value: v }).fromText;
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

  it("offers what each converter's selects list", () => {
    for (const code of CURRENCY_CODES) expect(mayOffer("fiat", code), code).toBe(true);
    for (const { code } of FIAT) expect(mayOffer("fiat", code), code).toBe(true);
    for (const code of CRYPTO_CONVERTER_CODES) expect(mayOffer("crypto", code), code).toBe(true);
    expect(mayOffer("fiat", "DOGE")).toBe(false);
    expect(mayOffer("crypto", "SEK")).toBe(false);
    expect(mayOffer("crypto", "XXX")).toBe(false);
  });
});

describe("a link to a money converter", () => {
  it("carries the amount and both currencies, in the order the issue writes them", () => {
    expect(moneyPath("/currency-converter", "fiat", "100", "USD", "EUR")).toBe(
      "/currency-converter?v=100&from=USD&to=EUR",
    );
  });

  it("leaves out what the converter would not apply, so the link opens what it says", () => {
    expect(moneyPath("/crypto-currency", "crypto", "100", "DOGE", "SEK")).toBe(
      "/crypto-currency?v=100&from=DOGE",
    );
    expect(moneyPath("/currency-converter", "fiat", "1e-9", "USD", "EUR")).toBe(
      "/currency-converter?from=USD&to=EUR",
    );
    expect(moneyPath("/currency-converter", "fiat", "-5", "XXX", "YYY")).toBe(
      "/currency-converter",
    );
  });

  it("is read back as it was written", () => {
    const path = moneyPath("/crypto-currency", "crypto", "0.00012345", "BTC", "EUR");
    const query = path.slice(path.indexOf("?") + 1);
    expect(moneyState("crypto", cryptoPage, params(query))).toEqual({
      fromText: "0.00012345",
      from: "BTC",
      to: "EUR",
    });
  });
});
