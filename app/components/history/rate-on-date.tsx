import { useEffect, useId, useState } from "react";
import { FAILED_TEXT, fetchHistory, historyPath, NOT_YET_TEXT } from "./history-client";
import { longDate } from "./history-dates";
import { onDateText, type PairNames } from "./history-text";
import type { Bounds } from "./ranges";

type Answer = { readonly text: string; readonly problem?: boolean } | undefined;

/** The converter's amount when it is one (digits and a point, above 0), else 1 unit. */
function amountOf(text: string): number {
  const amount = Number(text);
  return text.trim() !== "" && Number.isFinite(amount) && amount > 0 ? amount : 1;
}

/**
 * "The rate on a date" (issue 17): a labelled date field answered with the ECB reference rate of
 * that day or, on a weekend or holiday, of the last business day before it, which the answer
 * names (the API's `on`, decision 025). The converter's amount is converted when it has one.
 * A day the API refuses (before the first day kept, in the future) gets the API's own words.
 */
export function RateOnDate({
  pair,
  amount,
  bounds,
  today,
}: {
  pair: PairNames;
  /** The converter's From amount as typed. */
  amount: string;
  bounds: Bounds;
  /** The visitor's today (YYYY-MM-DD): the latest day the field offers. */
  today: string;
}) {
  const id = useId();
  const [day, setDay] = useState("");
  const [answer, setAnswer] = useState<Answer>();
  const [loading, setLoading] = useState(false);
  const units = amountOf(amount);

  useEffect(() => {
    setAnswer(undefined);
    if (day === "") return;
    const controller = new AbortController();
    setLoading(true);
    fetchHistory(historyPath(pair.base, pair.quote, { on: day }), controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        if (result.status === "ok") {
          const point = result.body.points[0];
          setAnswer(
            point
              ? { text: onDateText(pair, day, point, units) }
              : {
                  text: `No ${pair.base} to ${pair.quote} rate was published in the 7 days up to ${longDate(day)}.`,
                  problem: true,
                },
          );
        } else {
          setAnswer({
            text:
              result.status === "refused"
                ? result.error
                : result.status === "not-yet"
                  ? NOT_YET_TEXT
                  : FAILED_TEXT,
            problem: true,
          });
        }
      },
    );
    return () => {
      controller.abort();
      setLoading(false);
    };
  }, [day, pair, units]);

  return (
    <div className="mt-6">
      <label htmlFor={`${id}-day`} className="mb-1 block font-medium">
        Rate on a date
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        Any day from {longDate(bounds.first)} on: a weekend or holiday gives the last day published
        before it.
      </p>
      <input
        id={`${id}-day`}
        type="date"
        min={bounds.first}
        max={today}
        value={day}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setDay(e.target.value)}
        className="w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
      />
      <p
        aria-live="polite"
        data-testid="rate-on-date"
        className={`mt-2 min-h-6 tabular-nums ${answer?.problem ? "text-amber-800 dark:text-amber-300" : "font-medium"}`}
      >
        {loading ? "Looking up the rate…" : answer?.text}
      </p>
    </div>
  );
}
