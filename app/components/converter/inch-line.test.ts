import { describe, expect, it } from "vitest";
import { inchFraction } from "../../../engine/quantity/inch-fraction";
import { readNumber } from "../../../engine/quantity/number";
import type { ConversionUnit } from "../../../site/views/types";
import type { ConversionState } from "./conversion-state";
import { inchLine } from "./inch-line";

const units = [
  { code: "cm", label: "Centimeter", symbol: "cm", factor: 0.01 },
  { code: "in", label: "Inch", symbol: "in", factor: 0.0254 },
] as unknown as ConversionUnit[];
const read = (text: string) => readNumber(text)?.value;
const state = (over: Partial<ConversionState>): ConversionState => ({
  from: "cm",
  to: "in",
  fromText: "10",
  toText: "3.937008",
  ...over,
});

describe("the line under a result in inches", () => {
  it("is the result as a rule marks it", () => {
    // 3.937008 in: nearest 1/64 is 252/64 = 3 15/16 = 3.9375, 0.000492 over.
    expect(inchLine(state({}), units, inchFraction, read)).toBe("≈ 3 15/16 in (−0.00049 in)");
    expect(inchLine(state({ toText: "5.25" }), units, inchFraction, read)).toBe("= 5 1/4 in");
  });

  it("is absent for another unit, an empty From field or a whole number", () => {
    expect(inchLine(state({ to: "cm", toText: "10" }), units, inchFraction, read)).toBeUndefined();
    expect(
      inchLine(state({ fromText: " ", toText: "" }), units, inchFraction, read),
    ).toBeUndefined();
    expect(inchLine(state({ toText: "12" }), units, inchFraction, read)).toBeUndefined();
  });
});
