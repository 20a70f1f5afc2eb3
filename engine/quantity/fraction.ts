/**
 * Fractions of an inch as rules and tapes mark them: halves down to sixty-fourths (issue 15). A
 * tape has no thirds, so only powers of two are offered.
 */

/** The denominators offered, coarsest first. */
export const FRACTION_DENOMINATORS: readonly number[] = [2, 4, 8, 16, 32, 64];

export interface NearestFraction {
  /** The whole part, signed like the value: whole + numerator / denominator is the fraction. */
  readonly whole: number;
  /** Signed like the value (-1 1/2 is whole -1, numerator -1); 0 when it rounds to a whole. */
  readonly numerator: number;
  /** Reduced: 3/8, not 24/64; 1 when the value rounds to a whole. */
  readonly denominator: number;
  /** The value is the fraction (within the noise a double carries after a conversion). */
  readonly exact: boolean;
  /** value − fraction: how much the value exceeds what `text` says (negative: falls short); 0 when exact. */
  readonly difference: number;
  /** "5 3/16", "3/8", "-1 1/2", "2", "0". */
  readonly text: string;
}

/**
 * A conversion keeps 15 significant digits (convert.ts): a value within half a unit of the 15th
 * digit of the fraction is the fraction, and its difference is the arithmetic's, not the value's.
 */
const EXACT = 5e-15;

/**
 * The fraction with the given denominator (reduced) nearest to `value`, halves rounded away from
 * zero. A denominator other than 2, 4, 8, 16, 32 or 64, or a value that is not finite, is a
 * programmer's error: RangeError.
 */
export function nearestFraction(value: number, denominator: number = 64): NearestFraction {
  if (!FRACTION_DENOMINATORS.includes(denominator)) {
    throw new RangeError(`Fractions of 2, 4, 8, 16, 32 or 64, not ${denominator}.`);
  }
  if (!Number.isFinite(value)) throw new RangeError(`No fraction for ${value}.`);
  const negative = value < 0;
  const steps = Math.round(Math.abs(value) * denominator);
  const whole = Math.floor(steps / denominator);
  let numerator = steps - whole * denominator;
  let reduced = denominator;
  while (numerator > 0 && numerator % 2 === 0) {
    numerator /= 2;
    reduced /= 2;
  }
  if (numerator === 0) reduced = 1;
  const fraction = steps / denominator;
  const difference = value - (negative ? -fraction : fraction);
  const exact = Math.abs(difference) <= Math.abs(value) * EXACT;
  const sign = negative && steps > 0 ? "-" : "";
  const text =
    numerator === 0
      ? `${sign}${whole}`
      : `${sign}${whole > 0 ? `${whole} ` : ""}${numerator}/${reduced}`;
  return {
    // Never -0: a zero part has no sign.
    whole: negative && whole > 0 ? -whole : whole,
    numerator: negative && numerator > 0 ? -numerator : numerator,
    denominator: reduced,
    exact,
    difference: exact ? 0 : difference,
    text,
  };
}
