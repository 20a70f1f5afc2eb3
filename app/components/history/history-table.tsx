import type { Point } from "../../../site/money/rate-history";
import { rateExact } from "./history-text";
import type { HistoryWords } from "./history-words";
import { STEP_WORDS, thinForTable } from "./thin";

/**
 * The chart's points as a table, for screen readers and anyone who wants the figures: every day of
 * a short range, the last business day of each week or month of a long one (thin.ts), in a
 * <details> so that it takes no room until opened.
 */
export function HistoryTable({
  points,
  base,
  quote,
  words,
}: {
  points: readonly Point[];
  base: string;
  quote: string;
  words: HistoryWords;
}) {
  const { say } = words;
  const { step, rows } = thinForTable(points);
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-sky-700 underline dark:text-sky-400">
        {say("history.table", { count: words.number(String(rows.length)) })}
      </summary>
      <div className="mt-2">
        <table className="w-full max-w-sm text-left text-sm tabular-nums">
          <caption className="mb-1 text-left text-slate-600 dark:text-slate-400">
            {say("history.table-caption", { from: base, to: quote, step: say(STEP_WORDS[step]) })}
          </caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-1 pr-4 font-medium">
                {say("history.table-date")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {say("history.table-rate", { from: base, to: quote })}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((p) => (
              <tr key={p.date} className="border-b border-slate-200 dark:border-slate-800">
                <td className="py-1 pr-4">{words.mediumDay(p.date)}</td>
                <td className="py-1">{words.number(rateExact(p.rate))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
