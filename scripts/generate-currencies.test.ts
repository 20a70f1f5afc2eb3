import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { CLDR_CURRENT, CLDR_RETIRED } from "../site/money/cldr-currencies.ts";
import { CLDR_PLACES } from "../site/money/cldr-currency-places.ts";
import { currenciesModules, OUTPUT, PLACES } from "./generate-currencies.ts";

describe("the currencies generated from CLDR", () => {
  it("are what the script writes from the CLDR packages installed", async () => {
    const { currencies, places } = currenciesModules();
    expect(await readFile(OUTPUT, "utf8")).toBe(currencies);
    expect(await readFile(PLACES, "utf8")).toBe(places);
  });

  it("hold every currency in use today, once, and those retired since 1999 apart", () => {
    const codes = CLDR_CURRENT.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(150);
    expect(codes).toEqual(expect.arrayContaining(["AED", "NGN", "PKR", "EGP", "TWD", "XOF"]));
    const retired = new Map(CLDR_RETIRED.map((c) => [c.code, c]));
    expect(retired.get("BGN")).toMatchObject({ until: "2026-01-31", replacedBy: "EUR" });
    expect(retired.get("HRK")).toMatchObject({ replacedBy: "EUR", countries: ["Croatia"] });
    expect(codes.some((code) => retired.has(code))).toBe(false);
  });

  it("name each in English, with its plural, the countries using it and local names", () => {
    const ars = CLDR_CURRENT.find((c) => c.code === "ARS");
    expect(ars).toMatchObject({ name: "Argentine Peso", other: "Argentine pesos", narrow: "$" });
    expect(CLDR_PLACES.ARS?.countries).toEqual(["Argentina"]);
    expect(CLDR_PLACES.ARS?.local).toContain("peso argentino");
    expect(Object.keys(CLDR_PLACES)).toEqual(CLDR_CURRENT.map((c) => c.code));
  });
});
