import { fiat, isCoin, retired } from "../../site/money/currencies.ts";
import type { HistoryBody, Point } from "../../site/money/rate-history.ts";
import { ECB_PROVIDER } from "./ecb.ts";
import { FX_PROVIDER } from "./frankfurter.ts";
import type { FxHistory } from "./fx-history.ts";
import type { HistoryState, HistoryStore } from "./history-store.ts";
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

export type HistoryAnswer =
  | {
      readonly status: 200;
      readonly body: HistoryBody;
      /** Every day asked for is before the last day kept: a later fix cannot change the answer. */
      readonly settled: boolean;
    }
  | {
      readonly status: 400 | 503;
      readonly error: string;
      /** Seconds to wait before asking again (503); 60 when absent. */
      readonly retryAfter?: number;
    };

/**
 * How far back "the last business day before" a date is looked for: the ECB's longest pause is
 * four days (Good Friday to Easter Monday), and a currency it did not publish then (the rouble
 * after 1 March 2022) must not be answered with a rate from years before.
 */
const ON_LOOKBACK_DAYS = 7;

/** Cross rates keep 6 significant digits: the ECB's figures have 5 or 6 (IDR 7). */
const CROSS_RATE_DIGITS = 6;

const round = (rate: number) => Number(rate.toPrecision(CROSS_RATE_DIGITS));

/**
 * The last day a rate can exist for, in the first time zone where it is today (UTC+14): no
 * visitor's today is refused, and nothing later is accepted.
 */
export function latestDay(now: number): string {
  return new Date(now + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The days a question covers, checked against what is kept: from `first` to today. */
function daysOf(
  request: HistoryRequest,
  first: string,
  today: string,
):
  | { readonly start: string; readonly to: string; readonly on?: string }
  | { readonly error: string } {
  const on = "on" in request ? request.on : undefined;
  const range: { readonly from?: string; readonly to?: string } = "on" in request ? {} : request;
  for (const day of [on, range.from, range.to]) {
    if (day === undefined) continue;
    if (day > today) return { error: `${day} is in the future.` };
    if (day < first) return { error: `${day} is before ${first}, the first day kept.` };
  }
  if (on === undefined) return { start: range.from ?? first, to: range.to ?? today };
  // A day's rate is that of the last business day within the lookback, if any.
  const lookback = addDays(on, -ON_LOOKBACK_DAYS);
  return { start: lookback < first ? first : lookback, to: on, on };
}

/**
 * Answers a history question from the stored days: 503 until the ECB history has been imported,
 * 400 for a code that is no currency (coins included) or days outside what is kept (the first
 * stored day to today), else the points. A pair of currencies the ECB published is answered from
 * its history; any other from Frankfurter's (`fx`, answerFxHistory), when given.
 */
export async function answerHistory(
  store: HistoryStore,
  request: HistoryRequest,
  now: number,
  fx?: FxHistory,
): Promise<HistoryAnswer> {
  const state = await store.state();
  if (!state) {
    return {
      status: 503,
      error: "The rate history is not available yet; please try again in a minute.",
    };
  }
  const { base, quote } = request;
  const ecb = new Set(["EUR", ...state.currencies]);
  const outside = [base, quote].filter((code) => !ecb.has(code));
  if (outside.length === 0) return answerEcb(store, state, request, now);
  if (!fx) {
    return {
      status: 400,
      error: `No ECB reference rates for ${outside[0]}: the history has ${[...ecb].sort().join(", ")}.`,
    };
  }
  for (const code of outside) {
    if (isCoin(code)) {
      return {
        status: 400,
        error: `No history for ${code}: histories are of currencies, not coins.`,
      };
    }
    if (!fiat(code) && !retired(code)) {
      return {
        status: 400,
        error: `No history for ${code}: it is not a currency in use or retired since 1999.`,
      };
    }
  }
  return answerFxHistory(fx, request, now);
}

/**
 * The ECB's history: a rate through two currencies is quote-per-EUR / base-per-EUR; EUR is 1, so
 * rates against EUR are the ECB's own figures (to EUR: their inverse).
 */
async function answerEcb(
  store: HistoryStore,
  state: HistoryState,
  request: HistoryRequest,
  now: number,
): Promise<HistoryAnswer> {
  const { base, quote } = request;
  const days = daysOf(request, state.first, latestDay(now));
  if ("error" in days) return { status: 400, error: days.error };
  const { start, to, on } = days;

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
    body: { base, quote, first: state.first, last: state.last, source: ECB_PROVIDER, points },
    settled: to < state.last,
  };
}

/**
 * Frankfurter's history of a pair, fetched and stored as asked for (fx-history.ts): per 1 USD,
 * so a rate is quote-per-USD / base-per-USD, USD being 1. It starts on the later of the two
 * currencies' first days and has a point on each day both have.
 */
export async function answerFxHistory(
  fx: FxHistory,
  request: HistoryRequest,
  now: number,
): Promise<HistoryAnswer> {
  const { base, quote } = request;
  const codes = [base, quote].filter((code) => code !== "USD");
  const spans = await fx.spans(codes);
  if ("status" in spans) return spans;
  let first = "";
  for (const span of spans.values()) if (span.first > first) first = span.first;
  const days = daysOf(request, first, latestDay(now));
  if ("error" in days) return { status: 400, error: days.error };
  const { start, to, on } = days;
  const refusal = await fx.ensure(codes, start, to);
  if (refusal) return refusal;

  let points: Point[];
  if (base === "USD") {
    points = await fx.store.series(quote, start, to);
  } else if (quote === "USD") {
    points = (await fx.store.series(base, start, to)).map((p) => ({
      date: p.date,
      rate: round(1 / p.rate),
    }));
  } else {
    points = (await fx.store.pair(base, quote, start, to)).map((p) => ({
      date: p.date,
      rate: round(p.quote / p.base),
    }));
  }
  if (on !== undefined) points = points.slice(-1);
  // The last day of a currency no longer published is its source's; else the last day stored for
  // both (the request just made sure it is there). Nothing at all: the two never had a day in
  // common (a retired currency and a newer one).
  const [ended] = [...spans.values()].flatMap((span) => (span.last ? [span.last] : [])).sort();
  const stored = await fx.store.lastDay(codes);
  const last =
    (ended !== undefined && (stored === undefined || ended < stored) ? ended : stored) ?? first;
  return {
    status: 200,
    body: { base, quote, first, last, source: FX_PROVIDER, points },
    settled: to < last,
  };
}
