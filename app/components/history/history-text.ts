import { formatNumber } from "../../../engine/format";
import { shortDate } from "../../../site/dates";
import type { Point } from "../../../site/money/rate-history";
import { extremes } from "./downsample";
import { longDate } from "./history-dates";
import { type Bounds, type RangeId, rangeName } from "./ranges";

/**
 * A rate rounded to 4 significant digits for labels (0.9234, 148.3, 16543, 0.00006250 shows
 * 0.0000625): enough to tell a chart's low from its high. Hover, the table and the CSV give the
 * published figure.
 */
export function rateLabel(rate: number): string {
  if (!Number.isFinite(rate) || rate === 0) return String(rate);
  const magnitude = Math.floor(Math.log10(Math.abs(rate)));
  const decimals = Math.min(12, Math.max(0, 3 - magnitude));
  const text = rate.toFixed(decimals);
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

/** The published figure as the API gives it: 5 to 7 digits, never in e-notation. */
export function rateExact(rate: number): string {
  const text = String(rate);
  if (!text.includes("e")) return text;
  return rate.toFixed(12).replace(/\.?0+$/, "");
}

/** A pair as a sentence names it: "US Dollar to Euro". */
export interface PairNames {
  readonly base: string;
  readonly quote: string;
  readonly baseName: string;
  readonly quoteName: string;
}

/**
 * The chart's accessible name: the pair, the range and what the line does, e.g. "US Dollar to
 * Euro, last year (14 Mar 2024 to 14 Mar 2025): from 0.9123 to 0.9512, low 0.8912, high 0.9734".
 */
export function chartLabel(
  pair: PairNames,
  range: RangeId,
  bounds: Bounds,
  points: readonly Point[],
): string {
  const named = `${pair.baseName} to ${pair.quoteName}, ${rangeName(range, bounds)}`;
  const first = points[0];
  const last = points[points.length - 1];
  const ends = extremes(points);
  if (!first || !last || !ends) return `${named}: no rates`;
  return (
    `${named} (${shortDate(first.date)} to ${shortDate(last.date)}): ` +
    `from ${rateLabel(first.rate)} to ${rateLabel(last.rate)}, ` +
    `low ${rateLabel(ends.low.rate)}, high ${rateLabel(ends.high.rate)}`
  );
}

/** One day's rate as the readout and the keyboard announce it. */
export function pointText(pair: PairNames, point: Point): string {
  return `${longDate(point.date)}: 1 ${pair.base} = ${rateExact(point.rate)} ${pair.quote}`;
}

/**
 * The answer to "the rate on a date": the amount converted at the rate of the day the API
 * answered, which says when that was the last business day before the day asked. A rate that
 * is not for 1 unit is also given per unit.
 */
export function onDateText(pair: PairNames, asked: string, point: Point, amount = 1): string {
  const value = amount * point.rate;
  const shown = amount === 1 ? rateExact(point.rate) : formatNumber(value);
  let text = `${formatNumber(amount)} ${pair.base} = ${shown} ${pair.quote} on ${longDate(point.date)}`;
  text += point.date === asked ? "." : `, the last day published before ${longDate(asked)}.`;
  if (amount !== 1) text += ` The rate: 1 ${pair.base} = ${rateExact(point.rate)} ${pair.quote}.`;
  return text;
}
