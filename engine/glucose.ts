import { roundToScale } from "./convert.ts";
import { formatFixed, formatNumber } from "./format.ts";

/**
 * Blood glucose (docs/spec/decisions.md "Units and numbers"; docs/spec/site.md §9.3). The factor is
 * the molar mass of glucose, 180.156 g/mol: 1 mmol/L = 18.0156 mg/dL exactly as used here. The
 * spec's 0.0555 (÷ 0.0555 = × 18.018) shows wrong last digits for common readings.
 *
 * Readings keep the spec's fixed decimals (mmol/L 2, mg/dL 1: "5.50", "54.0"), as meters and lab
 * reports print them: the trailing zero says how precise the reading is.
 */

export const MGDL_PER_MMOLL = 18.0156;

export type GlucoseUnitCode = "mgdl" | "mmoll";

export interface GlucoseUnit {
  readonly code: GlucoseUnitCode;
  readonly label: string;
  /** Decimals a reading in this unit is shown with. */
  readonly decimals: number;
}

export const glucoseUnits: readonly GlucoseUnit[] = [
  { code: "mgdl", label: "mg/dL", decimals: 1 },
  { code: "mmoll", label: "mmol/L", decimals: 2 },
];

type BandColour = "orange" | "green" | "yellow" | "red";

export interface GlucoseBand {
  readonly id: "low" | "normal" | "prediabetic" | "high" | "very-high";
  readonly label: string;
  readonly colour: BandColour;
  /** Upper edge in mg/dL; `upperIncluded` says whether the edge itself is in the band. */
  readonly upper: number;
  readonly upperIncluded: boolean;
}

/** §9.3: below 70; 70 to 100; above 100 to 125; above 125 to 200; above 200. */
export const glucoseBands: readonly GlucoseBand[] = [
  { id: "low", label: "Low (Hypoglycemia)", colour: "orange", upper: 70, upperIncluded: false },
  { id: "normal", label: "Normal (Fasting)", colour: "green", upper: 100, upperIncluded: true },
  { id: "prediabetic", label: "Pre-diabetic", colour: "yellow", upper: 125, upperIncluded: true },
  { id: "high", label: "High (Hyperglycemia)", colour: "red", upper: 200, upperIncluded: true },
  {
    id: "very-high",
    label: "Very High (Diabetic)",
    colour: "red",
    upper: Number.POSITIVE_INFINITY,
    upperIncluded: true,
  },
];

/** `value` in `from` expressed in `to`, without floating-point noise; NaN if not finite. */
export function convertGlucose(value: number, from: GlucoseUnitCode, to: GlucoseUnitCode): number {
  if (!Number.isFinite(value)) return Number.NaN;
  if (from === to) return value + 0;
  const result = from === "mgdl" ? value / MGDL_PER_MMOLL : value * MGDL_PER_MMOLL;
  return Number.isFinite(result) ? roundToScale(result) : Number.NaN;
}

/**
 * A reading as shown: mmol/L with 2 decimals, mg/dL with 1. A non-zero reading that these
 * decimals would show as 0, and a huge one, falls back to the general display rule.
 */
export function formatGlucose(value: number, unit: GlucoseUnitCode): string {
  const decimals = unit === "mmoll" ? 2 : 1;
  const text = formatFixed(value, decimals);
  if (text === "") return "";
  if (Math.abs(value) >= 1e15 || (value !== 0 && /^-?0\.0*$/.test(text))) {
    return formatNumber(value);
  }
  return text;
}

/** The band of a reading, classified on its exact mg/dL value; undefined unless above 0. */
export function classifyGlucose(
  value: number,
  unit: GlucoseUnitCode = "mgdl",
): GlucoseBand | undefined {
  const mgdl = convertGlucose(value, unit, "mgdl");
  if (!(mgdl > 0)) return undefined;
  return glucoseBands.find((b) => mgdl < b.upper || (b.upperIncluded && mgdl === b.upper));
}
