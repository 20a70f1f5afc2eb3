import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { categories } from "../catalog/index.ts";
import { formatNumber } from "../format.ts";
import { createLexicon } from "./lexicon.ts";
import { readQuestion } from "./question.ts";

const lexicon = createLexicon(categories);

/**
 * Units whose symbol, typed alone, reads as that very unit: the ones a display names unambiguously.
 * A symbol that starts with a number ("8 yr") is a count, not something a reader types after one.
 */
const named = categories.flatMap((category) =>
  category.units
    .filter((unit) => {
      if (/^[\d.]|\s\d/.test(unit.symbol)) return false;
      const [first] = lexicon.lookup(unit.symbol);
      return first?.unit === unit && first.category === category;
    })
    .map((unit) => ({ category, unit })),
);

describe("a quantity as the site shows it reads back as itself", () => {
  it("has units to try", () => {
    expect(named.length).toBeGreaterThan(800);
  });

  it("formats a value with its unit's symbol and parses it back to the same value and unit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...named),
        fc.double({ min: 1e-6, max: 1e12, noNaN: true }),
        fc.boolean(),
        ({ category, unit }, magnitude, negative) => {
          const value = negative ? -magnitude : magnitude;
          const text = `${formatNumber(value)} ${unit.symbol}`;
          const outcome = readQuestion(text, lexicon, { decimal: "." });
          expect(outcome.kind, text).toBe("quantity");
          if (outcome.kind !== "quantity") return;
          expect(outcome.unit.unit, text).toBe(unit);
          expect(outcome.unit.category).toBe(category);
          // The display keeps 6 decimals or 7 significant digits: reading it back gives it exactly.
          expect(outcome.value).toBe(Number(formatNumber(value)));
        },
      ),
      { numRuns: 2000, seed: 15 },
    );
  });
});
