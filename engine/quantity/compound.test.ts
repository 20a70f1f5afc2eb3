import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { category as angle } from "../catalog/angle.ts";
import { category as length } from "../catalog/length.ts";
import { category as temperature } from "../catalog/temperature.ts";
import { category as time } from "../catalog/time.ts";
import { category as weight } from "../catalog/weight.ts";
import { convert } from "../convert.ts";
import type { Category, Unit } from "../types.ts";
import { formatCompound, inchCompoundFraction, splitCompound } from "./compound.ts";

function unit(category: Category, code: string): Unit {
  const found = category.units.find((u) => u.code === code);
  if (!found) throw new Error(`no ${code} in ${category.id}`);
  return found;
}
const [ft, inch, m, cm, mm, yd, mi] = ["ft", "in", "m", "cm", "mm", "yd", "mi"].map((c) =>
  unit(length, c),
) as [Unit, Unit, Unit, Unit, Unit, Unit, Unit];
const [st, lb, kg] = ["st", "lb", "kg"].map((c) => unit(weight, c)) as [Unit, Unit, Unit];
const [h, min, s] = ["h", "min", "s"].map((c) => unit(time, c)) as [Unit, Unit, Unit];
const [deg, arcmin, arcsec] = ["deg", "arcmin", "arcsec"].map((c) => unit(angle, c)) as [
  Unit,
  Unit,
  Unit,
];
const feetInches = [ft, inch];
const hms = [h, min, s];
const dms = [deg, arcmin, arcsec];

const amounts = (value: number, from: Unit, parts: readonly Unit[]) =>
  splitCompound(value, from, parts).parts.map((p) => [p.unit.code, p.amount]);
const text = (value: number, from: Unit, parts: readonly Unit[], style?: "symbols" | "marks") =>
  formatCompound(splitCompound(value, from, parts), style);

describe("splitCompound", () => {
  it("splits into whole larger units and the rest in the last", () => {
    expect(amounts(63, inch, feetInches)).toEqual([
      ["ft", 5],
      ["in", 3],
    ]);
    expect(amounts(5.25, ft, feetInches)).toEqual([
      ["ft", 5],
      ["in", 3],
    ]);
    // 160.02 cm is 63 in exactly.
    expect(amounts(1.6002, m, feetInches)).toEqual([
      ["ft", 5],
      ["in", 3],
    ]);
    expect(amounts(32, lb, [st, lb])).toEqual([
      ["st", 2],
      ["lb", 4],
    ]);
    // 5415 s = 1 h (3600 s) + 30 min (1800 s) + 15 s.
    expect(amounts(5415, s, hms)).toEqual([
      ["h", 1],
      ["min", 30],
      ["s", 15],
    ]);
    // 12° 30′ 15″ = 12 + 30/60 + 15/3600 = 12.504166…°; 45015″.
    expect(amounts(45015, arcsec, dms)).toEqual([
      ["deg", 12],
      ["arcmin", 30],
      ["arcsec", 15],
    ]);
    expect(amounts(12 + 30 / 60 + 15 / 3600, deg, dms)).toEqual([
      ["deg", 12],
      ["arcmin", 30],
      ["arcsec", 15],
    ]);
  });

  it("keeps the rest in the last part, to a tenth; under one of it, as a result is shown", () => {
    // 1.7 m = 66.929133858… in = 5 ft 6.9 in.
    expect(amounts(1.7, m, feetInches)).toEqual([
      ["ft", 5],
      ["in", 6.9],
    ]);
    expect(amounts(0.5, mm, feetInches)).toEqual([["in", 0.019685]]);
    expect(amounts(5.3, ft, feetInches)).toEqual([
      ["ft", 5],
      ["in", 3.6],
    ]);
  });

  it("carries a rounding into the larger units: never 5 ft 12 in", () => {
    expect(amounts(71.9999999, inch, feetInches)).toEqual([
      ["ft", 6],
      ["in", 0],
    ]);
    expect(amounts(3599.9999999, s, hms)).toEqual([
      ["h", 1],
      ["min", 0],
      ["s", 0],
    ]);
    expect(amounts(1.82879999999, m, feetInches)).toEqual([
      ["ft", 6],
      ["in", 0],
    ]);
  });

  it("leaves out leading zero parts, keeps the others and always the last", () => {
    expect(amounts(3, inch, feetInches)).toEqual([["in", 3]]);
    expect(amounts(90, s, hms)).toEqual([
      ["min", 1],
      ["s", 30],
    ]);
    expect(amounts(3615, s, hms)).toEqual([
      ["h", 1],
      ["min", 0],
      ["s", 15],
    ]);
    expect(amounts(0, m, feetInches)).toEqual([["in", 0]]);
    expect(amounts(72, inch, feetInches)).toEqual([
      ["ft", 6],
      ["in", 0],
    ]);
  });

  it("signs every part like the quantity, so that they add up to it", () => {
    expect(amounts(-63, inch, feetInches)).toEqual([
      ["ft", -5],
      ["in", -3],
    ]);
    expect(amounts(-72, inch, feetInches)).toEqual([
      ["ft", -6],
      ["in", 0],
    ]);
    const zero = splitCompound(-0, inch, feetInches).parts[0]?.amount;
    expect(Object.is(zero, 0)).toBe(true);
  });

  it("never rounds a non-zero rest to 0", () => {
    expect(amounts(1e-9, inch, feetInches)).toEqual([["in", 1e-9]]);
  });

  it("has no parts for a value that is not finite", () => {
    expect(splitCompound(Number.NaN, inch, feetInches).parts).toEqual([]);
    expect(splitCompound(Number.POSITIVE_INFINITY, inch, feetInches).parts).toEqual([]);
    expect(splitCompound(1e308, mi, [mi, inch]).parts).toEqual([]);
  });

  it("refuses no units, units out of order and units with an offset (programmer errors)", () => {
    expect(() => splitCompound(1, inch, [])).toThrow(RangeError);
    expect(() => splitCompound(1, inch, [inch, ft])).toThrow(RangeError);
    expect(() => splitCompound(1, inch, [ft, ft])).toThrow(RangeError);
    const c = unit(temperature, "c");
    expect(() => splitCompound(1, c, [c])).toThrow(RangeError);
  });

  it("adds up to the quantity within the last part's display precision, for any value", () => {
    const sets: [Unit, readonly Unit[]][] = [
      [cm, feetInches],
      [m, [mi, yd, ft, inch]],
      [kg, [st, lb]],
      [s, hms],
      [deg, dms],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...sets),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        ([from, parts], value) => {
          const split = splitCompound(value, from, parts);
          const last = parts[parts.length - 1] as Unit;
          const total = split.parts.reduce((sum, p) => sum + convert(p.amount, p.unit, last), 0);
          const expected = convert(value, from, last);
          // Half a tenth, or under one of the last unit half a millionth (6 decimals).
          const tolerance = (Math.abs(expected) >= 1 ? 0.05 : 5e-7) + Math.abs(expected) * 1e-14;
          expect(Math.abs(total - expected)).toBeLessThanOrEqual(tolerance);
          split.parts.forEach((p, i) => {
            if (i === split.parts.length - 1) return;
            expect(Number.isInteger(p.amount)).toBe(true);
            const next = split.parts[i + 1]?.unit as Unit;
            // No part reaches one of the unit before it.
            expect(Math.abs(convert(split.parts[i + 1]?.amount ?? 0, next, p.unit))).toBeLessThan(
              1,
            );
          });
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("returns, without hanging, for values far beyond whole numbers a double holds", () => {
    const split = splitCompound(1e300, inch, feetInches);
    const total = split.parts.reduce((sum, p) => sum + convert(p.amount, p.unit, inch), 0);
    expect(total / 1e300).toBeCloseTo(1, 12);
  });
});

describe("formatCompound", () => {
  it.each([
    ["5 ft 3 in", 63, inch, feetInches, "symbols"],
    ["5′ 3″", 63, inch, feetInches, "marks"],
    ["2 st 4 lb", 32, lb, [st, lb], "symbols"],
    ["1 h 30 min 15 s", 5415, s, hms, "symbols"],
    ["12° 30′ 15″", 45015, arcsec, dms, "marks"],
    ["12 ° 30 ′ 15 ″", 45015, arcsec, dms, "symbols"],
    ["-5 ft 3 in", -63, inch, feetInches, "symbols"],
    ["-1.5 in", -1.5, inch, feetInches, "symbols"],
    ["0 in", 0, inch, feetInches, "symbols"],
    ["5 ft 6.9 in", 1.7, m, feetInches, "symbols"],
    ["1e-9 in", 1e-9, inch, feetInches, "symbols"],
    ["1 min 30.5 s", 90.5, s, hms, "symbols"],
    // A unit without a mark keeps its symbol.
    ["2 st 4 lb", 32, lb, [st, lb], "marks"],
  ] as const)("writes %j", (expected, value, from, parts, style) => {
    expect(text(value, from, parts, style)).toBe(expected);
  });

  it("writes symbols unless told otherwise, and nothing for no parts", () => {
    expect(text(63, inch, feetInches)).toBe("5 ft 3 in");
    expect(formatCompound({ parts: [] })).toBe("");
  });
});

describe("inchCompoundFraction", () => {
  it("writes feet and inches as a rule marks them, to 1/16 or the fraction asked", () => {
    expect(inchCompoundFraction(1.75, m, feetInches)).toBe("≈ 5 ft 8 7/8 in");
    expect(inchCompoundFraction(1.75, m, feetInches, 64)).toBe("≈ 5 ft 8 57/64 in");
    expect(inchCompoundFraction(65.5, inch, feetInches)).toBe("= 5 ft 5 1/2 in");
    expect(inchCompoundFraction(-65.5, inch, feetInches)).toBe("= -5 ft 5 1/2 in");
    // Under a foot, the inches alone; a rounding up to a whole foot carries.
    expect(inchCompoundFraction(0.5, inch, feetInches)).toBe("= 1/2 in");
    expect(inchCompoundFraction(71.99, inch, feetInches)).toBeUndefined();
    expect(inchCompoundFraction(1, mi, [mi, yd, ft, inch])).toBeUndefined();
  });

  it("says nothing for whole inches, other compounds, or what means nothing", () => {
    expect(inchCompoundFraction(63, inch, feetInches)).toBeUndefined();
    expect(inchCompoundFraction(100, kg, [st, lb])).toBeUndefined();
    expect(inchCompoundFraction(Number.NaN, inch, feetInches)).toBeUndefined();
    expect(inchCompoundFraction(2e6, inch, feetInches)).toBeUndefined();
    expect(inchCompoundFraction(0.01, inch, feetInches)).toBeUndefined();
  });
});
