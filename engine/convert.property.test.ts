import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert, toBase } from "./convert.ts";
import { formatNumber } from "./format.ts";
import { readNumber } from "./quantity/number.ts";
import type { Category, Unit } from "./types.ts";

/**
 * Properties of the engine over every category of the catalog (discovered, so a new category is
 * covered as soon as it exists), for every pair of its units and values over many magnitudes.
 */
const discovered = Object.values(
  import.meta.glob<Category>(
    ["./catalog/*.ts", "!./catalog/*.test.ts", "!./catalog/index.ts", "!./catalog/lazy.ts"],
    { eager: true, import: "category" },
  ),
);

/**
 * Categories of our own with each relation (an affine scale and a reciprocal unit never share a
 * category), so the properties run whatever the catalog holds.
 */
const linear = (code: string, factor: number): Unit => ({
  code,
  label: code,
  symbol: code,
  factor,
});
const fixtures: Category[] = [
  {
    id: "fixture-affine",
    name: "Linear and affine",
    base: "k",
    display: "temperature",
    units: [
      linear("k", 1),
      linear("mk", 1e-3),
      linear("r", 5 / 9),
      { code: "c", label: "c", symbol: "c", factor: 1, offset: 273.15, relation: "affine" },
      { code: "f", label: "f", symbol: "f", factor: 5 / 9, offset: 459.67, relation: "affine" },
    ],
  },
  {
    id: "fixture-reciprocal",
    name: "Linear and reciprocal",
    base: "m",
    units: [
      linear("m", 1),
      linear("mm", 0.001),
      linear("in", 0.0254),
      linear("ly", 9460730472580800),
      linear("pm", 1e-12),
      { code: "rec", label: "rec", symbol: "r", factor: 2.352145833e-6, relation: "reciprocal" },
      { code: "hz", label: "hz", symbol: "hz", factor: 299792458, relation: "reciprocal" },
    ],
  },
];

const categories = [...discovered, ...fixtures];

/** ±1.234567890123 × 10^e over 48 decades, and a few everyday values. */
const SAMPLES = [
  0,
  1,
  -1,
  0.1,
  2.5,
  37.5,
  -40,
  100,
  1000,
  5.5,
  12,
  0.3048,
  98.6,
  273.15,
  -273.15,
  459.67,
  ...Array.from({ length: 17 }, (_, i) => 1.234567890123 * 10 ** (3 * i - 24)),
  ...Array.from({ length: 17 }, (_, i) => -9.87654321 * 10 ** (3 * i - 24)),
];

/** Within the normal double range (so no intermediate overflowed or lost digits in underflow). */
function inRange(x: number): boolean {
  return x === 0 || (Number.isFinite(x) && Math.abs(x) >= 1e-290 && Math.abs(x) <= 1e290);
}

/**
 * The scale, in `from` units, to which a round trip is exact to 12 significant digits: |x|, or
 * for affine units the offsets too (around a scale's zero the offset's digits are what count).
 */
function scaleOf(x: number, from: Unit, to: Unit): number {
  let scale = Math.abs(x);
  if (from.relation === "affine") scale = Math.max(scale, Math.abs(from.offset ?? 0));
  if (to.relation === "affine") {
    scale = Math.max(scale, Math.abs((to.offset ?? 0) * (to.factor / from.factor)));
  }
  return scale;
}

/** What went wrong for x from `from` to `to`, or undefined: round trip and display. */
function check(category: Category, from: Unit, to: Unit, x: number): string | undefined {
  if (x === 0 && (from.relation === "reciprocal" || to.relation === "reciprocal")) return;
  if (!inRange(toBase(from, x))) return;
  const there = convert(x, from, to);
  if (!inRange(there)) return;
  const back = convert(there, to, from);
  const name = `${x} ${from.code} → ${there} ${to.code} → ${back} ${from.code}`;
  if (!(Math.abs(back - x) <= 1e-12 * scaleOf(x, from, to))) return `round trip ${name}`;

  const text = formatNumber(there, { display: category.display });
  if (/NaN|Infinity/.test(text)) return `shows "${text}" for ${name}`;
  const shown = readNumber(text)?.value;
  if (shown === undefined) return `shows unreadable "${text}" for ${name}`;
  if (there !== 0 && shown === 0) return `shows "${text}" for non-zero ${there}`;
  const decimals = text.includes("e") ? 0 : (text.split(".")[1]?.length ?? 0);
  if (decimals > 6) return `shows ${decimals} decimals: "${text}"`;
  return undefined;
}

describe.each(categories.map((c) => [c.id, c] as const))("%s", (_id, category) => {
  const units = category.units;

  it("round-trips every pair of units to 12 significant digits and displays every result", () => {
    const failures: string[] = [];
    for (const from of units) {
      for (const to of units) {
        for (const x of SAMPLES) {
          const failure = check(category, from, to, x);
          if (failure && failures.length < 20) failures.push(failure);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("does so for random values of random magnitude", () => {
    const value = fc
      .tuple(
        fc.double({ min: 1, max: 10, maxExcluded: true, noNaN: true }),
        fc.integer({ min: -150, max: 150 }),
        fc.boolean(),
      )
      .map(([m, e, negative]) => (negative ? -1 : 1) * m * 10 ** e);
    const index = fc.nat({ max: units.length - 1 });
    fc.assert(
      fc.property(index, index, value, (i, j, x) => {
        expect(check(category, units[i] as Unit, units[j] as Unit, x)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it("gives NaN, shown as nothing, where there is no finite result", () => {
    for (const from of units) {
      for (const to of units) {
        expect(formatNumber(convert(Number.NaN, from, to))).toBe("");
        if (from.relation === "reciprocal" && from !== to) expect(convert(0, from, to)).toBeNaN();
      }
    }
  });
});
