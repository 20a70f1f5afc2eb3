import { describe, expect, it } from "vitest";
import { askGnuUnits } from "../../tests/gnu-units.ts";
import { answerQuery, type QueryRates } from "./answer.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

const world = worldOf(queryIndex());
const rates: QueryRates = {
  base: "USD",
  rates: { EUR: 0.8, GBP: 0.75, BTC: 0.00002, NGN: 1500 },
  sources: {
    fiat: { provider: "European Central Bank", date: "2026-11-24" },
    crypto: { provider: "CoinGecko", at: "2026-11-25T09:30:00.000Z" },
  },
  origins: {
    EUR: { by: [{ name: "European Central Bank", date: "2026-11-24" }] },
    NGN: { by: [{ name: "Central Bank of Nigeria", date: "2026-11-23", via: "Frankfurter" }] },
  },
};
const ask = (q: string, decimal: "." | "," = ".") => answerQuery(q, world, { decimal, rates });

describe("answers to what people type", () => {
  it("answers a question with a link to the converter in that state", () => {
    const result = ask("5 ft 3 in to cm");
    expect(result.answer).toEqual({
      value: 5.25,
      from: { page: "length", code: "ft", label: "Foot" },
      to: { page: "length", code: "cm", label: "Centimeter" },
      result: 160.02,
      display: "5 ft 3 in = 160.02 cm",
      path: "/length?v=5.25&from=ft&to=cm",
    });
  });

  it("carries the quantity in the link to the precision conversions keep", () => {
    expect(ask("5 ft 4 in to cm").answer?.path).toBe("/length?v=5.33333333333333&from=ft&to=cm");
  });

  it("uses the page's own codes, and suggests the pair page of the same two units", () => {
    expect(ask("12 pica to pt").answer?.path).toBe("/typography?v=12&from=pc&to=pt");
    expect(ask("3 cm to in").suggestions[0]).toEqual({
      title: "Centimeters to Inches",
      path: "/cm-to-in",
    });
  });

  it("shows inches with their fraction", () => {
    expect(ask("4 cm to in").answer?.display).toBe("4 cm = 1.574803 in ≈ 1 37/64 in (−0.0033 in)");
  });

  it("answers money at the live rates and says whose and of when", () => {
    const result = ask("100 usd to eur");
    expect(result.answer?.display).toBe("100 USD = 80 EUR");
    expect(result.answer?.path).toBe("/currency-converter?v=100&from=USD&to=EUR");
    expect(result.message).toBe("Source: European Central Bank, 24 Nov 2026.");
    expect(ask("$5 to €").answer?.result).toBe(4);
    // A rate between two currencies of other bases is crossed through the base: it says so.
    expect(ask("1000 naira in euros").message).toBe(
      "Source: Central Bank of Nigeria (via Frankfurter), 23 Nov 2026 and European Central Bank, 24 Nov 2026; computed through USD.",
    );
    expect(ask("1 bitcoin in dollars").answer).toMatchObject({
      result: 50000,
      path: "/crypto-currency?v=1&from=BTC&to=USD",
    });
    expect(ask("1 bitcoin in dollars").message).toBe(
      "Using crypto prices of 2026-11-25 09:30 UTC.",
    );
  });

  it("links a money answer to its converter, in that state: a coin's to the crypto converter", () => {
    const more = {
      ...rates,
      rates: { ...rates.rates, SEK: 10, DOGE: 5, XMR: 0.005, USDT: 1, RUB: 90 },
    };
    const path = (q: string) => answerQuery(q, world, { decimal: ".", rates: more }).answer?.path;
    expect(path("2.5 eur to gbp")).toBe("/currency-converter?v=2.5&from=EUR&to=GBP");
    expect(path("100 usd to sek")).toBe("/currency-converter?v=100&from=USD&to=SEK");
    // Both converters offer every ECB currency and every coin.
    expect(path("0.5 btc to sek")).toBe("/crypto-currency?v=0.5&from=BTC&to=SEK");
    expect(path("0.00012345 btc to eur")).toBe("/crypto-currency?v=0.00012345&from=BTC&to=EUR");
    expect(path("100 doge to sek")).toBe("/crypto-currency?v=100&from=DOGE&to=SEK");
    expect(path("2 xmr to usdt")).toBe("/crypto-currency?v=2&from=XMR&to=USDT");
    // Every currency in use is offered, the rouble too (from Frankfurter, the Bank of Russia's).
    expect(path("100 rub to usd")).toBe("/currency-converter?v=100&from=RUB&to=USD");
  });

  it("reads every coin by its ticker without taking a unit's words: tons are not Toncoins", () => {
    const more = { ...rates, rates: { ...rates.rates, TON: 0.3, POL: 4 } };
    const answer = (q: string) => answerQuery(q, world, { decimal: ".", rates: more }).answer;
    expect(answer("5 tons to kg")?.to).toMatchObject({ page: "weight", code: "kg" });
    expect(answer("5 ton to kg")?.from).toMatchObject({ page: "weight" });
    expect(answer("3 links to m")?.from).toMatchObject({ page: "length" });
    expect(answer("2 TON to usd")?.display).toBe("2 TON = 6.67 USD");
    // MATIC was swapped for POL one for one; people still ask for it by its old name.
    expect(answer("100 matic to usd")?.display).toBe("100 POL = 25 USD");
  });

  it("gives no money answer without rates, and says why", () => {
    const result = answerQuery("100 usd to eur", world, { decimal: "." });
    expect(result.answer).toBeNull();
    expect(result.message).toBe("No rate for USD to EUR is available right now.");
  });

  it("turns a unit into its converters, with the unit chosen", () => {
    expect(ask("newton meter").suggestions.slice(0, 2)).toEqual([
      { title: "Newton Meter (N·m) — Torque Converter", path: "/torque?from=nm" },
      { title: "Newton Meter (N·m) — Moment of Force Converter", path: "/moment-force?from=nm" },
    ]);
    expect(ask("3 psi")).toMatchObject({
      answer: null,
      suggestions: [
        {
          title: "Pound per Square Inch (psi) — Pressure Converter",
          path: "/pressure?v=3&from=psi",
        },
      ],
    });
  });

  it("finds pages by their title", () => {
    expect(ask("torque").suggestions[0]).toEqual({ title: "Torque Converter", path: "/torque" });
    expect(ask("blood sugar").suggestions[0]?.path).toBe("/blood-sugar-converter");
  });

  it("says why there is no answer", () => {
    expect(ask("1 m to kg").message).toBe(
      "Meters measure length, kilograms measure mass: one cannot be converted into the other.",
    );
    expect(ask("xyzzy")).toEqual({
      query: "xyzzy",
      answer: null,
      suggestions: [],
      message: "No unit, currency or converter matches “xyzzy”.",
    });
  });

  it("answers a calculation with how it was read, and opens the converter of its result", () => {
    expect(ask("15 km/h * 30 min")).toEqual({
      query: "15 km/h * 30 min",
      answer: null,
      calculation: { reading: "(15 km/h) × (30 min)", result: 7.5, unit: "km", display: "7.5 km" },
      suggestions: [{ title: "Kilometer (km) — Length Converter", path: "/length?v=7.5&from=km" }],
    });
    expect(ask("1,234 m * 2").message).toBe("Read 1,234 as 1234 (comma as thousands separator)");
  });

  it("answers blood glucose between mg/dL and mmol/L by glucose's molar mass, on its converter", () => {
    // GNU units has no glucose: its molar mass, 180.156 g/mol, is written in the question.
    const [toMolar, toMass] = askGnuUnits([
      { have: "126 mg/dL / (180.156 g/mol)", want: "mmol/L" },
      { have: "5.5 mmol/L * (180.156 g/mol)", want: "mg/dL" },
    ]);
    const molar = ask("126 mg/dL to mmol/L");
    expect(molar.answer?.result).toBeCloseTo(toMolar as number, 9);
    expect(molar.answer).toMatchObject({
      from: { page: "blood-sugar-converter", code: "mg_dl", label: "Milligram per Deciliter" },
      to: { page: "blood-sugar-converter", code: "mmol_l" },
      display: "126 mg/dL = 6.993939 mmol/L",
      path: "/blood-sugar-converter",
    });
    expect(molar.message).toBe(
      "Read as blood glucose: 1 mmol/L is 18.0156 mg/dL (glucose, 180.156 g/mol).",
    );
    expect(molar.suggestions[0]).toEqual({
      title: "Blood Sugar Level Converter",
      path: "/blood-sugar-converter",
    });
    expect(ask("5.5 mmol/l in mg/dl").answer?.result).toBeCloseTo(toMass as number, 9);
    // Any other mass and molar concentrations stay apart: no substance is assumed.
    expect(ask("100 mg/dL to mol/L").answer).toBeNull();
  });
});
