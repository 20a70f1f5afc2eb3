import { describe, expect, it } from "vitest";
import { cldrValue, evaluate } from "./cldr-unit-conversion.ts";

const powers = (id: string) => Object.fromEntries(cldrValue(id)?.powers ?? []);

// cldr-core 48.2.0's supplemental/units.json: "ft_to_m": "0.3048", "gal_to_m3": "231*in3_to_m3",
// fahrenheit's factor "5/9" and offset "2298.35/9", teaspoon's factor "gal_to_m3/16*48".
describe("what a CLDR unit identifier is worth", () => {
  it("reads CLDR's factors: a/b*c is a ÷ (b × c)", () => {
    expect(evaluate("gal_to_m3/16*48")).toBeCloseTo(0.003785411784 / 768, 18);
    expect(evaluate("4.184*2267.96185/9")).toBeCloseTo(1054.350264488889, 9);
  });

  it("gives simple units in SI base units", () => {
    expect(cldrValue("foot")).toMatchObject({ factor: 0.3048, offset: 0 });
    expect(cldrValue("gallon")?.factor).toBeCloseTo(0.003785411784, 15);
    expect(powers("gallon")).toEqual({ meter: 3 });
    expect(cldrValue("fahrenheit")?.factor).toBeCloseTo(5 / 9, 15);
    expect(cldrValue("fahrenheit")?.offset).toBeCloseTo(255.37222222, 8);
  });

  it("reads prefixes, powers, products, quotients and numbers", () => {
    expect(cldrValue("kilometer-per-hour")?.factor).toBeCloseTo(1 / 3.6, 15);
    expect(powers("kilometer-per-hour")).toEqual({ meter: 1, second: -1 });
    expect(cldrValue("square-kilometer")?.factor).toBe(1e6);
    expect(cldrValue("liter-per-100-kilometer")?.factor).toBeCloseTo(1e-8, 20);
    expect(powers("pound-force-foot")).toEqual({ kilogram: 1, meter: 2, second: -2 });
    expect(cldrValue("gigabyte")).toMatchObject({ factor: 8e9 });
  });

  it("reads CLDR's year as the mean Gregorian year, as our catalogue does", () => {
    expect(cldrValue("year")?.factor).toBe(31556952);
    expect(cldrValue("month")?.factor).toBe(31556952 / 12);
  });

  it("has nothing for a unit CLDR does not convert by a factor", () => {
    expect(cldrValue("beaufort")).toBeUndefined();
    expect(cldrValue("generic")).toBeUndefined();
  });
});
