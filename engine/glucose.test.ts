import { describe, expect, it } from "vitest";
import {
  classifyGlucose,
  convertGlucose,
  formatGlucose,
  glucoseBands,
  glucoseUnits,
  MGDL_PER_MMOLL,
} from "./glucose.ts";

const shown = (value: number, from: "mgdl" | "mmoll") => {
  const to = from === "mgdl" ? "mmoll" : "mgdl";
  return formatGlucose(convertGlucose(value, from, to), to);
};

describe("blood glucose conversion", () => {
  it("uses the molar mass of glucose, 18.0156 mg/dL per mmol/L", () => {
    expect(MGDL_PER_MMOLL).toBe(18.0156);
    expect(convertGlucose(18.0156, "mgdl", "mmoll")).toBe(1);
    expect(convertGlucose(1, "mmoll", "mgdl")).toBe(18.0156);
    expect(convertGlucose(5, "mmoll", "mmoll")).toBe(5);
  });

  it.each([
    [99, "5.50"],
    [100, "5.55"],
    [126, "6.99"],
    [70, "3.89"],
    [180, "9.99"],
    [90, "5.00"],
  ])("%d mg/dL shows %s mmol/L", (mgdl, text) => {
    expect(shown(mgdl, "mgdl")).toBe(text);
  });

  it.each([
    [3.0, "54.0"],
    [5.0, "90.1"],
    [7.8, "140.5"],
    [10, "180.2"],
  ])("%d mmol/L shows %s mg/dL", (mmoll, text) => {
    expect(shown(mmoll, "mmoll")).toBe(text);
  });

  it("shows a non-zero reading that the fixed decimals would round away by the general rule", () => {
    expect(formatGlucose(0.001, "mgdl")).toBe("0.001");
    expect(shown(0.05, "mgdl")).toBe("0.002775");
    expect(formatGlucose(0, "mmoll")).toBe("0.00");
  });

  it("shows nothing for what is not a number", () => {
    expect(formatGlucose(Number.NaN, "mgdl")).toBe("");
    expect(convertGlucose(Number.POSITIVE_INFINITY, "mgdl", "mmoll")).toBeNaN();
  });

  it("names its two units", () => {
    expect(glucoseUnits.map((u) => [u.code, u.label])).toEqual([
      ["mgdl", "mg/dL"],
      ["mmoll", "mmol/L"],
    ]);
  });
});

describe("blood glucose bands (docs/spec/site.md §9.3)", () => {
  it.each([
    [1, "low"],
    [69.99, "low"],
    [70, "normal"],
    [99, "normal"],
    [100, "normal"],
    [100.01, "prediabetic"],
    [125, "prediabetic"],
    [125.01, "high"],
    [200, "high"],
    [200.01, "very-high"],
    [600, "very-high"],
  ])("%d mg/dL is %s", (mgdl, band) => {
    expect(classifyGlucose(mgdl)?.id).toBe(band);
  });

  // The edges: "bands at their edges (70, 100, 101, 125, 126, 200, 201)", and a tenth
  // on the other side of each inclusive or exclusive edge.
  it.each([
    [69.9, "low"],
    [70, "normal"],
    [100, "normal"],
    [100.1, "prediabetic"],
    [101, "prediabetic"],
    [125, "prediabetic"],
    [125.1, "high"],
    [126, "high"],
    [200, "high"],
    [200.1, "very-high"],
    [201, "very-high"],
  ])("edge: %d mg/dL is %s, also when entered as its mmol/L equivalent", (mgdl, band) => {
    expect(classifyGlucose(mgdl, "mgdl")?.id).toBe(band);
    expect(classifyGlucose(convertGlucose(mgdl, "mgdl", "mmoll"), "mmoll")?.id).toBe(band);
  });

  it("classifies mmol/L readings on their exact mg/dL value", () => {
    // 5.55 mmol/L = 99.98658 mg/dL (Normal) although 5.55 × 18.02 would be 100.01.
    expect(classifyGlucose(5.55, "mmoll")?.id).toBe("normal");
    expect(classifyGlucose(5.56, "mmoll")?.id).toBe("prediabetic");
    // Exactly 100 mg/dL given in mmol/L is still Normal: the noise of ÷ then × is removed.
    expect(classifyGlucose(convertGlucose(100, "mgdl", "mmoll"), "mmoll")?.id).toBe("normal");
    expect(classifyGlucose(3.9, "mmoll")?.id).toBe("normal");
    expect(classifyGlucose(3.8, "mmoll")?.id).toBe("low");
  });

  it("classifies only values above 0", () => {
    for (const value of [0, -5, Number.NaN]) expect(classifyGlucose(value)).toBeUndefined();
  });

  it("gives each band its label and colour", () => {
    expect(glucoseBands.map((b) => [b.label, b.colour])).toEqual([
      ["Low (Hypoglycemia)", "orange"],
      ["Normal (Fasting)", "green"],
      ["Pre-diabetic", "yellow"],
      ["High (Hyperglycemia)", "red"],
      ["Very High (Diabetic)", "red"],
    ]);
  });
});
