import { useEffect, useId, useState } from "react";
import { fetchHistory, historyPath } from "./history-client";
import { onDateText, type PairNames } from "./history-text";
import type { HistoryWords } from "./history-words";
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
  words,
}: {
  pair: PairNames;
  /** The converter's From amount as typed. */
  amount: string;
  bounds: Bounds;
  /** The visitor's today (YYYY-MM-DD): the latest day the field offers. */
  today: string;
  words: HistoryWords;
}) {
  const { say } = words;
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
              ? { text: onDateText(pair, day, point, words, units) }
              : {
                  text: words.say("history.on-date-none", {
                    from: pair.base,
                    to: pair.quote,
                    date: words.longDay(day),
                  }),
                  problem: true,
                },
          );
        } else {
          setAnswer({
            text:
              result.status === "refused"
                ? // The API's words are English: another language's page says what to do instead.
                  words.locale
                  ? words.say("history.on-date-refused", { first: words.longDay(bounds.first) })
                  : result.error
                : result.status === "not-yet"
                  ? words.say("history.not-yet")
                  : words.say("history.failed"),
            problem: true,
          });
        }
      },
    );
    return () => {
      controller.abort();
      setLoading(false);
    };
  }, [day, pair, units, words, bounds.first]);

  return (
    <div className="mt-6">
      <label htmlFor={`${id}-day`} className="mb-1 block font-medium">
        {say("history.on-date")}
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        {say("history.on-date-hint", { first: words.longDay(bounds.first) })}
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
        {loading ? say("history.on-date-looking") : answer?.text}
      </p>
    </div>
  );
}
