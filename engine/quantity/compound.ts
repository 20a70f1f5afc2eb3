import { convert } from "../convert.ts";
import { formatNumber } from "../format.ts";
import type { Unit } from "../types.ts";
import { nearestFraction } from "./fraction.ts";

/**
 * A quantity told in several units, largest first: 5 ft 3 in, 2 st 4 lb, 1 h 30 min 15 s,
 * 12° 30′ 15″ (issue 15). Every part but the last is a whole number; the last carries the rest,
 * to a tenth (COMPOUND_DECIMALS), so a rounding that reaches a whole larger unit carries into it:
 * never "5 ft 12 in".
 */

/**
 * A compound's last part is written to a tenth, as a tape, a scale or a watch is read: 1.75 m is
 * "5 ft 8.9 in", 100 kg "15 st 10.5 lb" (issue 23). A quantity smaller than one of the last unit
 * keeps the display rules of a result (format.ts), so that it never shows as 0: "0.019685 in".
 */
const COMPOUND_DECIMALS = 1;

interface CompoundPart {
  readonly unit: Unit;
  /** Signed like the quantity (so that the parts add up to it); whole but for the last. */
  readonly amount: number;
}

export interface CompoundSplit {
  /** Largest unit first; leading zero parts left out, the last part always kept. */
  readonly parts: readonly CompoundPart[];
}

/**
 * `value` of `from` split over `parts` (linear units of one quantity, largest first). A value that
 * is not finite, or whose conversion is not, has no parts. Parts in the wrong order, no parts, or a
 * unit with an offset or a reciprocal relation (a compound of °C has no meaning) are a
 * programmer's error: RangeError.
 */
export function splitCompound(value: number, from: Unit, parts: readonly Unit[]): CompoundSplit {
  const last = parts[parts.length - 1];
  if (!last) throw new RangeError("A compound needs at least one unit.");
  const nonLinear = [from, ...parts].find((u) => (u.relation ?? "linear") !== "linear");
  if (nonLinear) throw new RangeError(`${nonLinear.code} is not a linear unit.`);
  // Each part's size in the last unit: 12 for feet over inches, 3600 for hours over seconds.
  const sizes = parts.map((unit) => convert(1, unit, last));
  if (sizes.some((size, i) => i > 0 && !(size < (sizes[i - 1] as number)))) {
    throw new RangeError(`Units largest first: ${parts.map((u) => u.code).join(", ")}.`);
  }
  let rest = convert(Math.abs(value), from, last);
  if (!Number.isFinite(rest)) return { parts: [] };
  const rounding = rest >= 1 ? { decimals: COMPOUND_DECIMALS } : {};
  const amounts = sizes.map((size, i) => {
    if (i === sizes.length - 1) return 0;
    const whole = Math.floor(rest / size);
    rest -= whole * size;
    return whole;
  });
  // The last part as shown, so that the carry below sees what a reader would.
  const shown = (x: number) => Number(formatNumber(Math.max(0, x), rounding));
  let tail = shown(rest);
  const end = amounts.length - 1;
  // Carries are taken in one step each: beyond 2^53 the subtractions above are not exact, and a
  // loop of single carries would not end.
  const carry = (i: number, over: number) => {
    const count = Math.floor(over);
    amounts[i - 1] = (amounts[i - 1] as number) + count;
    return count;
  };
  const previous = sizes[end - 1];
  if (previous !== undefined && tail >= previous) {
    tail = shown(tail - carry(end, tail / previous) * previous);
  }
  amounts[end] = tail;
  for (let i = end - 1; i > 0; i--) {
    const ratio = (sizes[i - 1] as number) / (sizes[i] as number);
    const amount = amounts[i] as number;
    if (amount >= ratio) amounts[i] = amount - carry(i, amount / ratio) * ratio;
  }
  const nonZero = amounts.findIndex((a) => a !== 0);
  const first = nonZero < 0 ? end : Math.min(end, nonZero);
  const sign = value < 0 ? -1 : 1;
  return {
    parts: parts.slice(first).map((unit, i) => {
      const amount = amounts[first + i] as number;
      // Never -0: a zero part has no sign.
      return { unit, amount: amount === 0 ? 0 : sign * amount };
    }),
  };
}

/**
 * How a compound is written.
 * - `symbols`: each amount, a space and the unit's symbol: "5 ft 3 in", "2 st 4 lb",
 *   "1 h 30 min 15 s". Hours, minutes and seconds are written so rather than as 1:30:15: a clock
 *   time reads as a time of day, its fields need padding, and past 24 h or with a decimal second
 *   it stops being a familiar form; one rule serves every compound, and a screen reader says it.
 * - `marks`: each amount followed by its mark: degrees, minutes and seconds of arc "12° 30′ 15″",
 *   feet and inches "5′ 3″"; a unit without a mark is written as with `symbols`.
 */
export type CompoundStyle = "symbols" | "marks";

/** Primes for feet and inches; the units of arc have their marks as their symbols. */
const PRIMES: Readonly<Record<string, string>> = { ft: "′", in: "″" };
const ARC_MARKS = new Set(["°", "′", "″"]);

/** The text of a split; "" when it has no parts. */
export function formatCompound(split: CompoundSplit, style: CompoundStyle = "symbols"): string {
  const negative = split.parts.some((p) => p.amount < 0);
  const text = split.parts
    .map(({ unit, amount }) => {
      const number = formatNumber(Math.abs(amount));
      const mark =
        style === "marks"
          ? (PRIMES[unit.code] ?? (ARC_MARKS.has(unit.symbol) ? unit.symbol : undefined))
          : undefined;
      return mark === undefined ? `${number} ${unit.symbol}` : `${number}${mark}`;
    })
    .join(" ");
  return negative ? `-${text}` : text;
}

/** Past a million inches (16 miles) a fraction of an inch is noise, as inch-fraction.ts says. */
const FRACTION_LARGEST = 1e6;

/**
 * A compound ending in inches as a rule marks it, to the nearest 1/16 or the `denominator` asked
 * (issue 23): "≈ 5 ft 8 7/8 in" for 1.75 m, "= 5 ft 5 1/2 in" when it is that. Undefined unless
 * the last part is the inch, and where the fraction says no more than the compound (whole inches)
 * or means nothing (not finite, a million inches or more, under half a step).
 */
export function inchCompoundFraction(
  value: number,
  from: Unit,
  parts: readonly Unit[],
  denominator = 16,
): string | undefined {
  const last = parts[parts.length - 1];
  if (last?.code !== "in") return undefined;
  const inches = convert(value, from, last);
  if (!Number.isFinite(inches) || Math.abs(inches) >= FRACTION_LARGEST) return undefined;
  const near = nearestFraction(Math.abs(inches), denominator);
  if (near.numerator === 0) return undefined;
  // The whole inches split over the larger units (exactly: they are whole), then the fraction.
  const whole = splitCompound(near.whole, last, parts).parts;
  const tail = whole[whole.length - 1]?.amount ?? 0;
  const fraction = nearestFraction(tail + near.numerator / near.denominator, denominator).text;
  const text = [
    ...whole.slice(0, -1).map((p) => `${formatNumber(p.amount)} ${p.unit.symbol}`),
    `${fraction} ${last.symbol}`,
  ].join(" ");
  return `${near.exact ? "=" : "≈"} ${value < 0 ? "-" : ""}${text}`;
}
