/**
 * How results are shown (docs/spec/decisions.md, "Units and numbers"). The text goes into number
 * inputs and the API's `display`, so it is plain JavaScript number syntax: no thousands separators,
 * no "+".
 *
 * Every display rounds the value's decimal text (the shortest that reads back as the same double)
 * once, halves away from zero, to its decimals and to at most 15 significant digits, the digits a
 * double holds without noise (and those `convert` keeps): 0.30000000000000004 shows 0.3, and
 * 1.005 shows 1.01 at 2 decimals although the double nearest 1.005 lies just below it.
 */

const MAX_DECIMALS = 6;
const TEMPERATURE_DECIMALS = 2;
const SCIENTIFIC_DIGITS = 7;
const SIGNIFICANT = 15;
/** Scientific form below 1e-6 and from 1e15 up (powers of ten of the first digit). */
const SMALL_EXPONENT = -6;
const LARGE_EXPONENT = 15;

export interface FormatOptions {
  /** `temperature` keeps 2 decimals (docs/spec/decisions.md). */
  readonly display?: "temperature";
  /**
   * Decimals of ordinary magnitudes, 6 unless said (crypto amounts show 8, docs/spec/site.md §9.2);
   * the scientific form then starts below 10^-decimals.
   */
  readonly decimals?: number;
}

/**
 * Display text of a result: up to 6 decimals, trailing zeros and point removed; below 1e-6 or
 * from 1e15 up (magnitude), 7 significant digits in scientific form (`1.609344e-12`, `2.5e15`);
 * temperature 2 decimals. A non-zero value never shows as "0": where the decimals would round it
 * away, the general rule applies. NaN and ±Infinity give "".
 */
export function formatNumber(value: number, options?: FormatOptions): string {
  if (!Number.isFinite(value)) return "";
  if (value === 0) return "0";
  const isTemperature = options?.display === "temperature";
  const decimals = options?.decimals ?? MAX_DECIMALS;
  // The fast path's error bound holds up to 6 decimals only.
  if (decimals <= MAX_DECIMALS) {
    const fast = fastFixed(value, isTemperature ? TEMPERATURE_DECIMALS : decimals);
    if (fast !== undefined) return fast;
  }
  const exact = decimalDigits(value);
  // Decided on the noise-free digits: 9.999999999999999e-7 is 1e-6 and shows 0.000001.
  const { exponent } = roundDigits(exact, SIGNIFICANT);
  if (exponent < Math.min(SMALL_EXPONENT, -decimals) || exponent >= LARGE_EXPONENT) {
    return scientific(value < 0, exact);
  }
  if (isTemperature) {
    const text = fixed(value < 0, exact, TEMPERATURE_DECIMALS);
    if (!isZeroText(text)) return trimZeros(text);
  }
  return trimZeros(fixed(value < 0, exact, decimals));
}

const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6];
const FAST_LIMIT = 1e7;
/**
 * Distance from a half below which the binary product cannot decide the rounding. Below 1e7 at
 * 6 decimals, value × 10^6 is within 0.002 of the decimal text × 10^6 (half an ulp of each).
 */
const HALF_MARGIN = 0.01;

/**
 * The common case in plain arithmetic, trailing zeros trimmed: |value| in [1e-6, 1e7), where the
 * decimals (not the 15 digits) bound the digits. Undefined where it cannot be sure to agree with
 * the rounding of the decimal text (too close to a half), or where the result would be 0.
 */
function fastFixed(value: number, decimals: number): string | undefined {
  const magnitude = value < 0 ? -value : value;
  if (!(magnitude >= 1e-6 && magnitude < FAST_LIMIT)) return undefined;
  const scale = POW10[decimals] as number;
  const scaled = magnitude * scale;
  const whole = Math.floor(scaled);
  if (Math.abs(scaled - whole - 0.5) < HALF_MARGIN) return undefined;
  const rounded = scaled - whole > 0.5 ? whole + 1 : whole;
  if (rounded === 0) return undefined;
  const integer = Math.floor(rounded / scale);
  const fraction = rounded - integer * scale;
  const sign = value < 0 ? "-" : "";
  if (fraction === 0) return `${sign}${integer}`;
  const digits = String(fraction).padStart(decimals, "0").replace(/0+$/, "");
  return `${sign}${integer}.${digits}`;
}

/**
 * `value` with exactly `decimals` decimals (glucose readings keep "5.50"), rounded once from its
 * decimal text, halves away from zero, to at most 15 significant digits. Never "-0.00": a result that rounds to zero is
 * unsigned. "" for NaN and ±Infinity.
 */
export function formatFixed(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return "";
  if (value === 0) return fixed(false, { digits: "0", exponent: 0 }, decimals);
  const text = fixed(value < 0, decimalDigits(value), decimals);
  return isZeroText(text) ? text.replace("-", "") : text;
}

interface Decimal {
  /** Significant digits, no leading zeros (or "0"). */
  readonly digits: string;
  /** Power of ten of the first digit. */
  readonly exponent: number;
}

const ZERO: Decimal = { digits: "0", exponent: 0 };

/**
 * The decimal digits of |value| (value ≠ 0, finite) as JavaScript writes it: the shortest text
 * that reads back as the same double, so 1.005 is "1.005" although the double lies just below.
 * Every display rounds these digits once.
 */
function decimalDigits(value: number): Decimal {
  const [mantissa = "0", power = "0"] = String(Math.abs(value)).split("e");
  const point = mantissa.indexOf(".");
  const all = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  const integerLength = point < 0 ? mantissa.length : point;
  const lead = all.search(/[1-9]/);
  return {
    digits: all.slice(lead).replace(/0+$/, ""),
    exponent: integerLength - 1 - lead + Number(power),
  };
}

/** Keeps the first `keep` digits (keep ≥ 0), rounding halves up; a carry raises the exponent. */
function roundDigits(d: Decimal, keep: number): Decimal {
  if (keep >= d.digits.length) return d;
  const roundUp = d.digits.charCodeAt(keep) - 48 >= 5;
  let kept = d.digits.slice(0, keep);
  if (!roundUp) return kept ? { digits: kept, exponent: d.exponent } : ZERO;
  let i = kept.length - 1;
  while (i >= 0 && kept[i] === "9") i--;
  if (i < 0) return { digits: `1${"0".repeat(kept.length)}`, exponent: d.exponent + 1 };
  kept = kept.slice(0, i) + String.fromCharCode(kept.charCodeAt(i) + 1) + "0".repeat(keep - 1 - i);
  return { digits: kept, exponent: d.exponent };
}

/** Positional notation with exactly `decimals` decimals. */
function fixed(negative: boolean, exact: Decimal, decimals: number): string {
  // Digits kept: those down to the last decimal place, at most 15 (beyond, a double holds noise).
  const keep = Math.min(SIGNIFICANT, exact.exponent + 1 + decimals);
  const { digits, exponent } = keep < 0 ? ZERO : roundDigits(exact, keep);
  let integer = "0";
  let fraction = "0".repeat(decimals);
  if (digits !== "0" && exponent >= 0) {
    const padded = digits.padEnd(exponent + 1 + decimals, "0");
    integer = padded.slice(0, exponent + 1);
    fraction = padded.slice(exponent + 1);
  } else if (digits !== "0") {
    fraction = ("0".repeat(-exponent - 1) + digits).padEnd(decimals, "0");
  }
  const sign = negative ? "-" : "";
  return decimals > 0 ? `${sign}${integer}.${fraction}` : `${sign}${integer}`;
}

/** 7 significant digits, trailing zeros trimmed: `1.609344e-12`, `2.5e15`, `-1e-7`. */
function scientific(negative: boolean, exact: Decimal): string {
  const { digits, exponent } = roundDigits(exact, SCIENTIFIC_DIGITS);
  const trimmed = digits.replace(/0+$/, "");
  const mantissa = trimmed.length > 1 ? `${trimmed[0]}.${trimmed.slice(1)}` : trimmed;
  return `${negative ? "-" : ""}${mantissa}e${exponent}`;
}

function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

function isZeroText(text: string): boolean {
  return /^-?0(\.0*)?$/.test(text);
}

/**
 * A reference value (a unit's size in a table, not a converter result): `digits` significant digits,
 * trailing zeros trimmed, positional between 1e-6 and 1e15, scientific outside. Where the result
 * rule would cut an exact factor (1 mil = 0.0000254 m shows 0.000025 at 6 decimals), this keeps it.
 */
export function formatSignificant(value: number, digits = 10): string {
  if (!Number.isFinite(value)) return "";
  if (value === 0) return "0";
  const rounded = roundDigits(decimalDigits(value), Math.min(digits, SIGNIFICANT));
  const negative = value < 0;
  if (rounded.exponent < SMALL_EXPONENT || rounded.exponent >= LARGE_EXPONENT) {
    return scientific(negative, rounded);
  }
  const decimals = Math.max(0, rounded.digits.length - 1 - rounded.exponent);
  return trimZeros(fixed(negative, rounded, decimals));
}
