import { roundToScale } from "./convert.ts";
import { formatFixed } from "./format.ts";
import { convertGlucose } from "./glucose.ts";

/**
 * HbA1c (glycated hemoglobin) in its two reporting units, and the estimated average glucose (eAG)
 * it corresponds to.
 *
 * - NGSP % (DCCT-aligned, as US labs report it) ↔ IFCC mmol/mol (the IFCC reference method, as UK
 *   and most European labs report it), by the NGSP/IFCC master equation:
 *   IFCC = (NGSP − 2.15) × 10.929, NGSP = IFCC / 10.929 + 2.15 (10.929 = 1 / 0.0915).
 * - eAG from NGSP % by the ADAG regression (Nathan et al., Diabetes Care 2008;31:1473):
 *   eAG mg/dL = 28.7 × A1c − 46.7.
 *
 * eAG in mmol/L is that mg/dL value ÷ 18.0156 (MGDL_PER_MMOLL, through convertGlucose), not
 * ADAG's own 1.59 × A1c − 2.59. The two are the same regression, the second with its coefficients
 * rounded to 3 digits (28.7 / 18.0156 = 1.59306, 46.7 / 18.0156 = 2.59220); dividing keeps the
 * two eAG figures shown side by side equal to each other on the blood-sugar converter, which uses
 * 18.0156. They differ by 0.019 mmol/L at 7 % and 0.059 at 20 %, enough to change the last
 * decimal of some values (7 %: 8.56 against 8.54, shown 8.6 against 8.5). ADA's printed table
 * divides by 18 instead, so at 9 % and 10 % it prints 11.8 and 13.4 where this gives 11.7 and 13.3.
 *
 * Results keep 15 significant digits (no floating-point noise); `hba1cDisplay` rounds them.
 */

/** IFCC mmol/mol per NGSP percentage point (master equation). */
export const IFCC_PER_NGSP = 10.929;
/** NGSP % at IFCC 0 mmol/mol (master equation). */
export const NGSP_AT_IFCC_ZERO = 2.15;
/** ADAG: eAG mg/dL = EAG_MGDL_PER_NGSP × A1c − EAG_MGDL_OFFSET. */
export const EAG_MGDL_PER_NGSP = 28.7;
export const EAG_MGDL_OFFSET = 46.7;

export type Hba1cUnitCode = "ngsp" | "ifcc";

export interface Hba1cUnit {
  readonly code: Hba1cUnitCode;
  readonly label: string;
  /** Decimals a value in this unit is shown with. */
  readonly decimals: number;
  /** Plausible input range, both ends included. */
  readonly min: number;
  readonly max: number;
}

/**
 * Plausible range of an entered HbA1c: 3–20 % NGSP, 9–195 mmol/mol IFCC. Below about 4 % and
 * above about 15 % results are rare but real (shortened red-cell survival, very poor control), so
 * the range is generous; beyond it a figure is a typing error or the other unit (53 typed as %,
 * 7 typed as mmol/mol), and no result is given instead of a meaningless one. Each unit's range is
 * checked in that unit, and the two match to display precision: 3 % shows as 9 mmol/mol, 20 % as
 * 195 mmol/mol, 9 mmol/mol as 3.0 % and 195 mmol/mol as 20.0 %, so a shown value typed back is
 * always accepted (unrounded, 20 % is 195.08 mmol/mol, which as an entry would not be). The
 * ends are round numbers in each unit because they are what a reader is told to enter; one
 * interval converted exactly would give 9.29–195.08 mmol/mol. The same range is used for eAG,
 * which is the ADAG regression extrapolated toward its ends (39.4 mg/dL at 3 %, 527.3 at 20 %).
 */
export const hba1cUnits: readonly Hba1cUnit[] = [
  { code: "ngsp", label: "%", decimals: 1, min: 3, max: 20 },
  { code: "ifcc", label: "mmol/mol", decimals: 0, min: 9, max: 195 },
];

function unitOf(code: Hba1cUnitCode): Hba1cUnit {
  return hba1cUnits[code === "ngsp" ? 0 : 1] as Hba1cUnit;
}

/** NGSP % → IFCC mmol/mol; NaN if not finite. */
export function ngspToIfcc(ngsp: number): number {
  if (!Number.isFinite(ngsp)) return Number.NaN;
  // The subtraction's error is relative to ngsp, so round on the scale of ngsp × 10.929.
  return roundToScale((ngsp - NGSP_AT_IFCC_ZERO) * IFCC_PER_NGSP, ngsp * IFCC_PER_NGSP);
}

/** IFCC mmol/mol → NGSP %; NaN if not finite. */
export function ifccToNgsp(ifcc: number): number {
  if (!Number.isFinite(ifcc)) return Number.NaN;
  const part = ifcc / IFCC_PER_NGSP;
  return roundToScale(part + NGSP_AT_IFCC_ZERO, Math.abs(part) + NGSP_AT_IFCC_ZERO);
}

/** ADAG estimated average glucose in mg/dL from NGSP %; NaN if not finite. */
export function eagMgdl(ngsp: number): number {
  if (!Number.isFinite(ngsp)) return Number.NaN;
  const product = EAG_MGDL_PER_NGSP * ngsp;
  return roundToScale(product - EAG_MGDL_OFFSET, Math.abs(product) + EAG_MGDL_OFFSET);
}

/** ADAG estimated average glucose in mmol/L from NGSP %: the mg/dL value ÷ 18.0156. */
export function eagMmoll(ngsp: number): number {
  return convertGlucose(eagMgdl(ngsp), "mgdl", "mmoll");
}

/** Whether `value` is a finite number inside the plausible range of `unit`. */
export function isPlausibleHba1c(value: number, unit: Hba1cUnitCode): boolean {
  const { min, max } = unitOf(unit);
  return Number.isFinite(value) && value >= min && value <= max;
}

export interface Hba1cDisplay {
  /** NGSP %, 1 decimal ("7.0"). */
  readonly ngsp: string;
  /** IFCC mmol/mol, whole ("53"). */
  readonly ifcc: string;
  /** eAG mg/dL, whole ("154"). */
  readonly eagMgdl: string;
  /** eAG mmol/L, 1 decimal ("8.6"). */
  readonly eagMmoll: string;
}

/**
 * An HbA1c entered in `unit`, shown in both units with its eAG in both glucose units; undefined
 * when the value is not a number or lies outside the plausible range (see `hba1cUnits`). Each
 * figure is rounded once, from full precision (halves away from zero).
 */
export function hba1cDisplay(value: number, unit: Hba1cUnitCode): Hba1cDisplay | undefined {
  if (!isPlausibleHba1c(value, unit)) return undefined;
  const ngsp = unit === "ngsp" ? value : ifccToNgsp(value);
  const ifcc = unit === "ifcc" ? value : ngspToIfcc(value);
  return {
    ngsp: formatFixed(ngsp, unitOf("ngsp").decimals),
    ifcc: formatFixed(ifcc, unitOf("ifcc").decimals),
    eagMgdl: formatFixed(eagMgdl(ngsp), 0),
    eagMmoll: formatFixed(eagMmoll(ngsp), 1),
  };
}
