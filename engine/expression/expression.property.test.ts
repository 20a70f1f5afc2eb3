import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPRESSION_CORPUS } from "../../tests/fixtures/expression-corpus.ts";
import { categories } from "../catalog/index.ts";
import { createLexicon } from "../query/lexicon.ts";
import { calculate } from "./expression.ts";

const lexicon = createLexicon(categories);
const run = (q: string) => calculate(q, lexicon, { decimal: "." });

/** Units whose symbols read back as themselves, of several quantities. */
const UNITS = [
  "m",
  "km",
  "ft",
  "in",
  "mi",
  "kg",
  "lb",
  "g",
  "s",
  "min",
  "h",
  "L",
  "gal",
  "J",
  "kWh",
  "W",
  "kW",
  "N",
  "Pa",
  "bar",
];
const unit = fc.constantFrom(...UNITS);
/** Amounts people type: 0.001 to a million, with up to three decimals. */
const amount = fc.integer({ min: 1, max: 1_000_000_000 }).map((n) => n / 1000);

const siOf = (q: string) => {
  const result = run(q);
  if (result.kind !== "value") throw new Error(`${q}: ${result.message}`);
  return result;
};
const close = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

describe("the calculator's algebra", () => {
  it("(a + b) − b = a", () => {
    fc.assert(
      fc.property(amount, amount, unit, (a, b, u) => {
        const sum = siOf(`${a} ${u} + ${b} ${u} - ${b} ${u}`).quantity.value;
        const size = siOf(`1 ${u}`).quantity.value;
        // Exact but for the rounding of doubles, which scales with the larger of a and b.
        expect(Math.abs(sum - a * size)).toBeLessThanOrEqual(1e-12 * (a + b) * size);
      }),
      { numRuns: 300, seed: 23 },
    );
  });

  it("a × b / b = a", () => {
    fc.assert(
      fc.property(amount, amount, unit, unit, (a, b, u, v) => {
        const q = siOf(`(${a} ${u}) * (${b} ${v}) / (${b} ${v})`).quantity;
        const plain = siOf(`${a} ${u}`).quantity;
        expect(close(q.value, plain.value)).toBe(true);
        expect(q.dimension).toEqual(plain.dimension);
      }),
      { numRuns: 300, seed: 23 },
    );
  });

  it("reads a displayed answer back as the same quantity, within the display's rounding", () => {
    const op = fc.constantFrom("+", "*", "/");
    fc.assert(
      fc.property(amount, unit, op, amount, unit, (a, u, o, b, v) => {
        const result = run(`${a} ${u} ${o} ${b} ${v}`);
        // "5 kg + 3 m" has no answer; "1 min + 1 L" reads min as the minim, and says so: its
        // display, "… min", reads back as minutes.
        if (result.kind !== "value" || result.notes.length > 0) return;
        const back = siOf(result.display);
        // Six decimals, or seven significant digits in scientific form.
        const slack = 5e-7 + 1e-6 * Math.abs(result.amount);
        expect(Math.abs(back.amount - result.amount)).toBeLessThanOrEqual(slack);
        expect(back.quantity.dimension).toEqual(result.quantity.dimension);
      }),
      { numRuns: 500, seed: 23 },
    );
  });
});

/** Pieces of real expressions, to make strings that nearly parse, where a parser's bugs hide. */
const pieces = [
  ...new Set(EXPRESSION_CORPUS.flatMap((c) => c.q.split(/\s+/))),
  ..."+-−*×·/÷^()%²³⁻¹°'\"",
  "to",
  "in",
  "of",
  "per",
  "sqrt(",
  "round(",
  "1/0",
  "0^-1",
  "1e308",
  "e",
  "pi",
  "a",
  "half",
  "\u0000",
  "🙂",
];
const nearly = fc
  .array(fc.constantFrom(...pieces), { maxLength: 16 })
  .chain((words) => fc.constantFrom(words.join(" "), words.join("")));
const anything = fc.string({ unit: "grapheme", maxLength: 300 });

describe("the calculator on text it was never meant for", () => {
  it("answers 5,000 random strings with a value or a message, never an exception", () => {
    fc.assert(
      fc.property(fc.oneof(nearly, anything), (text) => {
        const result = run(text);
        if (result.kind === "value") {
          expect(Number.isFinite(result.quantity.value)).toBe(true);
          expect(result.display).not.toBe("");
        } else {
          expect(result.message).not.toBe("");
        }
      }),
      { numRuns: 5_000, seed: 23 },
    );
  });
});
