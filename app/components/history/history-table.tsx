import { mediumDate } from "../../../site/dates";
import type { Point } from "../../../site/money/rate-history";
import { rateExact } from "./history-text";
import { stepText, thinForTable } from "./thin";

/**
 * The chart's points as a table, for screen readers and anyone who wants the figures: every day of
 * a short range, the last business day of each week or month of a long one (thin.ts), in a
 * <details> so that it takes no room until opened.
 */
export function HistoryTable({
  points,
  base,
  quote,
}: {
  points: readonly Point[];
  base: string;
  quote: string;
}) {
  const { step, rows } = thinForTable(points);
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium text-sky-700 underline dark:text-sky-400">
        The rates as a table ({rows.length} rows)
      </summary>
      <div className="mt-2">
        <table className="w-full max-w-sm text-left text-sm tabular-nums">
          <caption className="mb-1 text-left text-slate-600 dark:text-slate-400">
            {base} to {quote}, reference rates: {stepText(step)}, newest first.
          </caption>
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-1 pr-4 font-medium">
                Date
              </th>
              <th scope="col" className="py-1 font-medium">
                1 {base} in {quote}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((p) => (
              <tr key={p.date} className="border-b border-slate-200 dark:border-slate-800">
                <td className="py-1 pr-4">{mediumDate(p.date)}</td>
                <td className="py-1">{rateExact(p.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
