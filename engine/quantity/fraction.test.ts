import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FRACTION_DENOMINATORS, nearestFraction } from "./fraction.ts";

describe("nearestFraction", () => {
  it.each([
    // value, denominator, text, whole, numerator, denominator, exact, difference
    [5.1875, 64, "5 3/16", 5, 3, 16, true, 0],
    [0.375, 64, "3/8", 0, 3, 8, true, 0],
    [-1.5, 64, "-1 1/2", -1, -1, 2, true, 0],
    [-0.375, 64, "-3/8", 0, -3, 8, true, 0],
    [2, 64, "2", 2, 0, 1, true, 0],
    [0, 64, "0", 0, 0, 1, true, 0],
    [1 / 64, 64, "1/64", 0, 1, 64, true, 0],
    // 5.1863 is 331.9232/64: nearest 332/64 = 5 3/16, 0.0012 short of it.
    [5.1863, 64, "5 3/16", 5, 3, 16, false, 5.1863 - 5.1875],
    // 1 cm is 0.393700787… in: 25.2/64 → 25/64.
    [1 / 2.54, 64, "25/64", 0, 25, 64, false, 1 / 2.54 - 25 / 64],
    [1 / 2.54, 8, "3/8", 0, 3, 8, false, 1 / 2.54 - 3 / 8],
    [1 / 2.54, 2, "1/2", 0, 1, 2, false, 1 / 2.54 - 1 / 2],
    // Halves round away from zero: 0.25 at halves is 1/2, -0.25 is -1/2.
    [0.25, 2, "1/2", 0, 1, 2, false, -0.25],
    [-0.25, 2, "-1/2", 0, -1, 2, false, 0.25],
    // Rounding up to the next whole: 0.999 is 1.
    [0.999, 64, "1", 1, 0, 1, false, 0.999 - 1],
    // A tiny negative value rounds to 0, which has no sign.
    [-0.001, 64, "0", 0, 0, 1, false, -0.001],
  ])(
    "%d to the nearest 1/%d is %j",
    (value, denominator, text, whole, numerator, reduced, exact, difference) => {
      const fraction = nearestFraction(value, denominator);
      expect(fraction).toEqual({ whole, numerator, denominator: reduced, exact, difference, text });
    },
  );

  it("takes the noise of floating-point arithmetic for exact: 0.5159375 cm is 13/64 in", () => {
    expect(0.5159375 / 2.54).not.toBe(13 / 64);
    expect(nearestFraction(0.5159375 / 2.54)).toMatchObject({
      text: "13/64",
      exact: true,
      difference: 0,
    });
    expect(nearestFraction(5.25 + 1e-12).exact).toBe(false);
  });

  it("defaults to sixty-fourths", () => {
    expect(nearestFraction(0.0078125).text).toBe("1/64");
  });

  it.each([[3], [10], [128], [0], [-8], [8.5]])("refuses a denominator of %d", (denominator) => {
    expect(() => nearestFraction(1, denominator)).toThrow(RangeError);
  });

  it("refuses a value that is not finite", () => {
    expect(() => nearestFraction(Number.NaN)).toThrow(RangeError);
    expect(() => nearestFraction(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("is within half a step of the value, and its parts add up to its text", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.constantFrom(...FRACTION_DENOMINATORS),
        (value, denominator) => {
          const f = nearestFraction(value, denominator);
          const fraction = f.whole + f.numerator / f.denominator;
          const slack = Math.abs(value) * 4 * Number.EPSILON;
          expect(Math.abs(value - fraction)).toBeLessThanOrEqual(0.5 / denominator + slack);
          if (f.exact)
            expect(Math.abs(value - fraction)).toBeLessThanOrEqual(Math.abs(value) * 5e-15);
          else expect(Math.abs(f.difference - (value - fraction))).toBeLessThanOrEqual(slack);
          expect(denominator % f.denominator).toBe(0);
          expect(Math.abs(f.numerator)).toBeLessThan(f.denominator === 1 ? 1 : f.denominator);
          if (f.numerator !== 0) expect(Math.abs(f.numerator) % 2).toBe(1);
          const sign = f.text.startsWith("-") ? -1 : 1;
          const unsigned = f.text.replace(/^-/, "");
          const [wholeText, fractionText] = unsigned.includes("/")
            ? unsigned.includes(" ")
              ? unsigned.split(" ")
              : ["0", unsigned]
            : [unsigned, "0/1"];
          const [n, d] = (fractionText as string).split("/").map(Number) as [number, number];
          expect(sign * (Number(wholeText) + n / d)).toBeCloseTo(fraction, 9);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
