import { describe, expect, it } from "vitest";
import { inchFraction } from "./inch-fraction.ts";

describe("inchFraction", () => {
  it.each([
    // 5.1875 = 5 + 12/64 = 5 3/16, exactly.
    [5.1875, "= 5 3/16 in"],
    [0.375, "= 3/8 in"],
    [-1.5, "= -1 1/2 in"],
    // 5.1863: 331.92/64 → 332/64 = 5 3/16, 0.0012 more than the value.
    [5.1863, "≈ 5 3/16 in (\u22120.0012 in)"],
    // 1 cm = 0.393701 in: 25.197/64 → 25/64 = 0.390625, 0.003076 less than the value.
    [0.393701, "≈ 25/64 in (+0.0031 in)"],
    // 12.7 cm = 5 in; 12.8 cm = 5.03937 in → 5 3/64 (5.046875) is nearer than 5 2/64.
    [5.03937, "≈ 5 3/64 in (\u22120.0075 in)"],
    [5.001, "≈ 5 in (+0.001 in)"],
  ])("%d in: %j", (value, line) => {
    expect(inchFraction(value, "in")).toBe(line);
  });

  it.each([[undefined], [Number.NaN], [0], [5], [0.001], [1e6], [-2e6]])(
    "says nothing for %d",
    (value) => {
      expect(inchFraction(value, "in")).toBeUndefined();
    },
  );
});
