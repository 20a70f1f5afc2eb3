import { formatNumber } from "../../../engine/format";
import type { Point } from "../../../site/money/rate-history";
import { extremes } from "./downsample";
import type { HistoryWords } from "./history-words";
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
  words: HistoryWords,
): string {
  const { say, number } = words;
  const named = say("history.chart-pair", { from: pair.baseName, to: pair.quoteName });
  const during = rangeName(range, bounds, words);
  const first = points[0];
  const last = points[points.length - 1];
  const ends = extremes(points);
  if (!first || !last || !ends) return say("history.chart-empty", { pair: named, range: during });
  return say("history.chart-label", {
    pair: named,
    range: during,
    first: words.shortDay(first.date),
    last: words.shortDay(last.date),
    start: number(rateLabel(first.rate)),
    end: number(rateLabel(last.rate)),
    low: number(rateLabel(ends.low.rate)),
    high: number(rateLabel(ends.high.rate)),
  });
}

/** One day's rate as the readout and the keyboard announce it. */
export function pointText(pair: PairNames, point: Point, words: HistoryWords): string {
  return words.say("history.point", {
    date: words.longDay(point.date),
    from: pair.base,
    rate: words.number(rateExact(point.rate)),
    to: pair.quote,
  });
}

/**
 * The answer to "the rate on a date": the amount converted at the rate of the day the API
 * answered, which says when that was the last business day before the day asked. A rate that
 * is not for 1 unit is also given per unit.
 */
export function onDateText(
  pair: PairNames,
  asked: string,
  point: Point,
  words: HistoryWords,
  amount = 1,
): string {
  const { say, number } = words;
  const value = amount * point.rate;
  const values = {
    amount: number(formatNumber(amount)),
    from: pair.base,
    value: number(amount === 1 ? rateExact(point.rate) : formatNumber(value)),
    to: pair.quote,
    date: words.longDay(point.date),
    asked: words.longDay(asked),
  };
  let text = say(
    point.date === asked ? "history.on-date-answer" : "history.on-date-earlier",
    values,
  );
  if (amount !== 1) {
    text += ` ${say("history.on-date-rate", { from: pair.base, rate: number(rateExact(point.rate)), to: pair.quote })}`;
  }
  return text;
}
