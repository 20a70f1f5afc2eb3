import { describe, expect, it } from "vitest";
import { spellNumbers } from "./numbers.ts";

describe("numbers as each language writes them", () => {
  it.each([
    ["de", "5 ft = 1.524 m", "5 ft = 1,524 m"],
    ["de", "1 mi = 1609.344 m", "1 mi = 1.609,344 m"],
    ["es", "1 mi = 1609.344 m", "1 mi = 1609,344 m"],
    ["es", "10 km = 10000 m", "10 km = 10.000 m"],
    ["fr", "1 mi = 1609.344 m", "1 mi = 1\u202f609,344 m"],
    ["pt", "-0.25 °C", "-0,25 °C"],
    ["de", "1 ly = 9.4607304725808e15 m", "1 ly = 9,4607304725808e15 m"],
    ["de", "1 mmH2O = 9.80665 Pa", "1 mmH2O = 9,80665 Pa"],
    ["en", "1 mi = 1609.344 m", "1 mi = 1609.344 m"],
  ] as const)("%s: %s", (language, text, spelt) => {
    expect(spellNumbers(text, language)).toBe(spelt);
  });
});
