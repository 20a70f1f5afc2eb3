import { formatNumber } from "../format.ts";
import { nearestFraction } from "./fraction.ts";

/**
 * Past a million inches (16 miles) a sixty-fourth of an inch is noise, not a measurement; and the
 * whole number would not fit a phone's line.
 */
const LARGEST = 1e6;

/**
 * A length in inches as a rule marks it, to the nearest 1/64 or the `denominator` asked (issue 15): "= 5 3/16 in" when it is
 * that, "≈ 5 3/16 in (−0.0012 in)" with what the value exceeds it by when not. Nothing where the
 * fraction says no more than the number (a whole number, or less than 1/128 in) or means nothing.
 */
export function inchFraction(
  value: number | undefined,
  symbol: string,
  denominator = 64,
): string | undefined {
  if (value === undefined || !Number.isFinite(value) || Math.abs(value) >= LARGEST) return;
  const fraction = nearestFraction(value, denominator);
  if (fraction.whole === 0 && fraction.numerator === 0) return;
  if (fraction.exact) return fraction.numerator === 0 ? undefined : `= ${fraction.text} ${symbol}`;
  const sign = fraction.difference < 0 ? "\u2212" : "+";
  // Two significant digits say how far off it is; the display rules say the rest, as for a result.
  const difference = formatNumber(Number(Math.abs(fraction.difference).toPrecision(2)));
  return `≈ ${fraction.text} ${symbol} (${sign}${difference} ${symbol})`;
}
