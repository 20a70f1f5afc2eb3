import type { Unit } from "./types.ts";

/** What converting needs of a unit: its relation to the base unit, not its names. */
export type Scale = Pick<Unit, "factor" | "offset" | "relation">;

/**
 * Conversions through the category's base unit, with floating-point noise removed.
 *
 * Why 15 significant digits: every unit factor is a double, correct to about 1.1e-16 relative, and
 * a conversion makes two or three more roundings, so a result carries at most a few units in its
 * 16th-17th significant digit that the exact decimal answer does not have (5.5 mm → 0.5500000000000001
 * cm). Rounding to 15 significant digits removes that noise for every result whose exact decimal
 * form has 15 digits or fewer (all the "should be exact" cases) and costs at most half a unit in
 * the 15th digit, i.e. a relative error below 5e-15 + the few ulps of the arithmetic < 1e-14.
 *
 * Affine units (°C, °F) subtract offsets: 32 °F → 273.15000000000003 K − 273.15 = 5.7e-14 °C,
 * noise that is small against the terms subtracted (273.15), not against the result. So the
 * rounding step is taken from the largest term of the computation (the offsets, expressed in the
 * target unit) rather than from the result: an affine result is exact to 15 significant digits of
 * max(|result|, |terms|), i.e. to about 1e-12 K around 0 °C. Doubles cannot do better there: the
 * offsets 273.15 and 459.67 are themselves only stored to 1e-16 relative.
 */

/** Exact powers of ten: 10^0 … 10^22 are all representable as doubles. */
const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));
const SIGNIFICANT = 15;
/** A 15-digit integer lies in [1e14, 1e15). */
const MIN_LEAD = 1e14;
const MAX_LEAD = 1e15;

/** Value of `x` of `unit` in its category's base unit (no rounding). */
export function toBase(unit: Scale, x: number): number {
  switch (unit.relation) {
    case "affine":
      return (x + (unit.offset ?? 0)) * unit.factor;
    case "reciprocal":
      return unit.factor / x;
    default:
      return x * unit.factor;
  }
}

/** Value in `unit` of `base` expressed in the category's base unit (no rounding). */
export function fromBase(unit: Scale, base: number): number {
  switch (unit.relation) {
    case "affine":
      return base / unit.factor - (unit.offset ?? 0);
    case "reciprocal":
      return unit.factor / base;
    default:
      return base / unit.factor;
  }
}

/**
 * `value` of `from` in `to` (both of one category), without floating-point noise (see above).
 * NaN when the input or the result is not a finite number (reciprocal of 0, overflow, NaN input).
 */
export function convert(value: number, from: Scale, to: Scale): number {
  if (!Number.isFinite(value)) return Number.NaN;
  // Within one unit nothing is subtracted: an affine offset must not set the rounding step.
  if (from === to) return roundToScale(value);
  const base = toBase(from, value);
  const result = fromBase(to, base);
  if (!Number.isFinite(result) || !Number.isFinite(base)) return Number.NaN;
  let scale = Math.abs(result);
  if (from.relation === "affine" && to.relation !== "reciprocal") {
    // Terms of x + offset, carried into the target unit.
    const ratio = Math.abs(from.factor / to.factor);
    scale = Math.max(scale, Math.abs(value) * ratio, Math.abs(from.offset ?? 0) * ratio);
  }
  if (to.relation === "affine") {
    // Terms of base ÷ factor − offset.
    scale = Math.max(scale, Math.abs(base / to.factor), Math.abs(to.offset ?? 0));
  }
  return roundToScale(result, scale);
}

/**
 * `x` rounded to 15 significant digits of `scale` (|x| when omitted): to the multiple of
 * 10^(floor(log10(scale)) − 14) nearest to x, halves away from zero. Never returns -0.
 */
export function roundToScale(x: number, scale: number = Math.abs(x)): number {
  if (x === 0 || !Number.isFinite(x) || !(scale > 0) || scale === Number.POSITIVE_INFINITY) {
    return x + 0;
  }
  let exponent = Math.floor(Math.log10(scale)) - (SIGNIFICANT - 1);
  if (exponent >= -22 && exponent <= 22) {
    // log10 may be off by one next to a power of ten; the digit count decides.
    const lead =
      exponent < 0 ? scale * (POW10[-exponent] as number) : scale / (POW10[exponent] as number);
    if (lead >= MAX_LEAD) exponent += 1;
    else if (lead < MIN_LEAD) exponent -= 1;
  }
  const magnitude = x < 0 ? -x : x;
  let rounded: number;
  if (exponent < 0 && exponent >= -22) {
    // Exact power of ten: the division rounds n / 10^k correctly, as parsing "n e-k" would.
    const p = POW10[-exponent] as number;
    rounded = Math.round(magnitude * p) / p;
  } else if (exponent >= 0 && exponent <= 22) {
    const p = POW10[exponent] as number;
    rounded = Math.round(magnitude / p) * p;
  } else {
    rounded = slowRound(magnitude, exponent);
  }
  if (rounded === 0) return 0;
  return x < 0 ? -rounded : rounded;
}

/** Steps outside 1e-22 … 1e22: through the decimal text, which JavaScript rounds correctly. */
function slowRound(magnitude: number, exponent: number): number {
  const leading = Number(magnitude.toExponential().split("e")[1]);
  const keep = leading - exponent + 1;
  if (keep >= 1) return Number(magnitude.toPrecision(Math.min(keep, 100)));
  // Only when the scale is far above |x| (affine terms): x rounds to 0 or to one step.
  return keep === 0 && magnitude >= 5 * 10 ** (exponent - 1) ? Number(`1e${exponent}`) : 0;
}
