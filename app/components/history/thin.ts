import type { Point } from "../../../site/money/rate-history";
import { dayNumber } from "./history-dates";

export type TableStep = "day" | "week" | "month";

/** Up to this many points, the table lists every day (a year holds about 256). */
const EVERY_DAY_UP_TO = 400;
/** Up to this many, one row per week (5 years hold about 1,280: 261 rows). */
const EVERY_WEEK_UP_TO = 2000;

/**
 * The rows of the table that reads the chart out: every day for a short range; for a longer one
 * the last business day of each week, or of each month ("all": about 27 years, 324 rows), so that
 * a screen reader's table stays a few hundred rows. The last point is always a row.
 */
export function thinForTable(points: readonly Point[]): {
  step: TableStep;
  rows: readonly Point[];
} {
  if (points.length <= EVERY_DAY_UP_TO) return { step: "day", rows: points };
  const step: TableStep = points.length <= EVERY_WEEK_UP_TO ? "week" : "month";
  // Weeks run Monday to Sunday: day 4 after 1970-01-01 was a Monday.
  const group = (p: Point) =>
    step === "week" ? Math.floor((dayNumber(p.date) - 4) / 7) : p.date.slice(0, 7);
  const rows: Point[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    const next = points[i + 1];
    if (!next || group(next) !== group(p)) rows.push(p);
  }
  return { step, rows };
}

/** What the table's caption says of its rows: the words' key. */
export const STEP_WORDS = {
  day: "history.table-day",
  week: "history.table-week",
  month: "history.table-month",
} as const satisfies Record<TableStep, string>;
