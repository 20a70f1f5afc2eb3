import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { CURRENCY_NAMES } from "../site/i18n/currency-names.ts";
import { FIAT } from "../site/money/currencies.ts";
import { currencyNamesModule, OUTPUT } from "./generate-currency-names.ts";

describe("the currency names generated from CLDR", () => {
  it("are what the script writes from the CLDR package installed", async () => {
    expect(await readFile(OUTPUT, "utf8")).toBe(currencyNamesModule());
  });

  it("name every currency in use, by code", () => {
    expect(Object.keys(CURRENCY_NAMES)).toEqual(FIAT.map((c) => c.code).sort());
    expect(Object.keys(CURRENCY_NAMES)).toHaveLength(153);
  });

  // The figures of cldr-numbers-full 48.2.0's main/<language>/currencies.json.
  it("give CLDR's names and plural forms in each language", () => {
    expect(CURRENCY_NAMES.EUR?.de).toEqual({ name: "Euro", other: "Euro" });
    expect(CURRENCY_NAMES.USD?.fr).toMatchObject({
      name: "dollar des États-Unis",
      other: "dollars des États-Unis",
    });
    expect(CURRENCY_NAMES.USD?.es).toEqual({
      name: "dólar estadounidense",
      one: "dólar estadounidense",
      other: "dólares estadounidenses",
    });
    expect(CURRENCY_NAMES.BRL?.pt).toMatchObject({
      one: "Real brasileiro",
      other: "Reais brasileiros",
    });
    expect(CURRENCY_NAMES.JPY?.es).toMatchObject({ one: "yen japonés", other: "yenes japoneses" });
  });
});
