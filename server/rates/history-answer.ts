import type { HistoryStore, Point } from "./history-store.ts";
import { addDays } from "./target-calendar.ts";

/** A question to GET /api/rates/history, checked for form (server/api/history-request.ts). */
export type HistoryRequest =
  | {
      readonly base: string;
      readonly quote: string;
      /** Absent: from the first day kept. */
      readonly from?: string;
      /** Absent: to today. */
      readonly to?: string;
    }
  | {
      readonly base: string;
      readonly quote: string;
      /** The rate of this day, or of the last business day before it. */
      readonly on: string;
    };

import type { HistoryBody } from "../../site/money/rate-history.ts";

export type { HistoryBody };

export type HistoryAnswer =
  | {
      readonly status: 200;
      readonly body: HistoryBody;
      /** Every day asked for is before the last day kept: a later fix cannot change the answer. */
      readonly settled: boolean;
    }
  | { readonly status: 400 | 503; readonly error: string };

/**
 * How far back "the last business day before" a date is looked for: the ECB's longest pause is
 * four days (Good Friday to Easter Monday), and a currency it did not publish then (the rouble
 * after 1 March 2022) must not be answered with a rate from years before.
 */
export const ON_LOOKBACK_DAYS = 7;

/** Cross rates keep 6 significant digits: the ECB's figures have 5 or 6 (IDR 7). */
export const CROSS_RATE_DIGITS = 6;

const round = (rate: number) => Number(rate.toPrecision(CROSS_RATE_DIGITS));

/**
 * The last day a rate can exist for, in the first time zone where it is today (UTC+14): no
 * visitor's today is refused, and nothing later is accepted.
 */
export function latestDay(now: number): string {
  return new Date(now + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Answers a history question from the stored days: 503 until the history has been imported, 400
 * for a currency the ECB never published or days outside what is kept (the first stored day to
 * today), else the points. A rate through two currencies is quote-per-EUR / base-per-EUR; EUR is
 * 1, so rates against EUR are the ECB's own figures (to EUR: their inverse).
 */
export async function answerHistory(
  store: HistoryStore,
  request: HistoryRequest,
  now: number,
): Promise<HistoryAnswer> {
  const state = await store.state();
  if (!state) {
    return {
      status: 503,
      error: "The rate history is not available yet; please try again in a minute.",
    };
  }
  const { base, quote } = request;
  const known = new Set(["EUR", ...state.currencies]);
  for (const code of [base, quote]) {
    if (!known.has(code)) {
      return {
        status: 400,
        error: `No ECB reference rates for ${code}: the history has ${[...known].sort().join(", ")}.`,
      };
    }
  }
  const today = latestDay(now);
  const on = "on" in request ? request.on : undefined;
  const range: { readonly from?: string; readonly to?: string } = "on" in request ? {} : request;
  for (const day of [on, range.from, range.to]) {
    if (day === undefined) continue;
    if (day > today) return { status: 400, error: `${day} is in the future.` };
    if (day < state.first) {
      return { status: 400, error: `${day} is before ${state.first}, the first day kept.` };
    }
  }
  // A day's rate is that of the last business day within the lookback, if any.
  const lookback = on !== undefined ? addDays(on, -ON_LOOKBACK_DAYS) : undefined;
  const start = lookback ?? range.from ?? state.first;
  const to = on ?? range.to ?? today;

  let points: Point[];
  if (base === "EUR") {
    points = await store.series(quote, start, to);
  } else if (quote === "EUR") {
    points = (await store.series(base, start, to)).map((p) => ({
      date: p.date,
      rate: round(1 / p.rate),
    }));
  } else {
    points = (await store.pair(base, quote, start, to)).map((p) => ({
      date: p.date,
      rate: round(p.quote / p.base),
    }));
  }
  if (on !== undefined) points = points.slice(-1);
  return {
    status: 200,
    body: { base, quote, first: state.first, last: state.last, points },
    settled: to < state.last,
  };
}
