import { describe, expect, it } from "vitest";
import { pluralOf } from "./plural.ts";

describe("plurals of unit names", () => {
  it("makes the plural a reader types of a unit's name", () => {
    expect(pluralOf("Meter")).toBe("Meters");
    expect(pluralOf("Foot")).toBe("Feet");
    expect(pluralOf("Inch")).toBe("Inches");
    expect(pluralOf("Century")).toBe("Centuries");
    expect(pluralOf("Meter per Second")).toBe("Meters per Second");
    expect(pluralOf("Foot of Water (39.2 °F)")).toBe("Feet of Water (39.2 °F)");
    expect(pluralOf("Pound-force")).toBe("Pounds-force");
    expect(pluralOf("Kilogram-force Meter")).toBe("Kilogram-force Meters");
    expect(pluralOf("Mile (US survey)")).toBe("Miles (US survey)");
  });
});
