import { describe, expect, it } from "vitest";
import { category as fuel } from "../../engine/catalog/fuel-consumption.ts";
import { category as length } from "../../engine/catalog/length.ts";
import { category as temperature } from "../../engine/catalog/temperature.ts";
import type { Category } from "../../engine/types.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import { formula } from "./formula.ts";

function between(category: Category, from: string, to: string): string {
  const a = findUnit(category, from);
  const b = findUnit(category, to);
  if (!a || !b) throw new Error("unknown unit");
  return formula(a, b);
}

describe("formulas read off the engine", () => {
  it("multiply, or divide by a short number", () => {
    expect(between(length, "m", "ft")).toBe("ft = m × 3.280839895");
    expect(between(length, "ft", "m")).toBe("m = ft × 0.3048");
    expect(between(length, "m", "km")).toBe("km = m ÷ 1000");
    expect(between(length, "in", "ft")).toBe("ft = in ÷ 12");
  });

  it("carry the offset of temperature scales", () => {
    expect(between(temperature, "c", "f")).toBe("°F = °C × 1.8 + 32");
    expect(between(temperature, "f", "c")).toBe("°C = (°F − 32) × 5/9");
    expect(between(temperature, "k", "f")).toBe("°F = K × 1.8 − 459.67");
    expect(between(temperature, "r", "c")).toBe("°C = °R × 5/9 − 273.15");
    expect(between(temperature, "c", "k")).toBe("K = °C + 273.15");
    expect(between(temperature, "k", "c")).toBe("°C = K − 273.15");
  });

  it("divide for reciprocal units", () => {
    const lPer100 = findUnit(fuel, "l_100km")?.symbol;
    expect(between(fuel, "mpg_us", "l_100km")).toBe(
      `${lPer100} = 235.2145833 ÷ ${findUnit(fuel, "mpg_us")?.symbol}`,
    );
  });
});
