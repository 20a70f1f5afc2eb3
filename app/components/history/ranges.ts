import { addMonths } from "./history-dates";
import type { HistoryWords } from "./history-words";

/** The chart's ranges (issue 17): 1 month, 1 year, 5 years and everything kept. */
export const RANGES = [
  { id: "1m", button: "history.range-1m", months: 1 },
  { id: "1y", button: "history.range-1y", months: 12 },
  { id: "5y", button: "history.range-5y", months: 60 },
  { id: "all", button: "history.range-all", months: undefined },
] as const;

export type RangeId = (typeof RANGES)[number]["id"];

/** The first and last days the history keeps (the API's `first` and `last`). */
export interface Bounds {
  readonly first: string;
  readonly last: string;
}

/**
 * The days a range asks for. Ranges end on the last day kept, not on the visitor's today: the
 * ECB publishes once a working day, and a history that stopped (the tests' fake, an outage) still
 * shows a full range. They never start before the first day kept, which the API refuses. "All"
 * leaves both out: the API then answers everything it keeps.
 */
export function rangeDays(range: RangeId, bounds: Bounds): { from?: string; to?: string } {
  const months = RANGES.find((r) => r.id === range)?.months;
  if (months === undefined) return {};
  const from = addMonths(bounds.last, -months);
  // biome-ignore lint/complexity/useMathMinMax: days are strings (YYYY-MM-DD), not numbers
  return { from: from < bounds.first ? bounds.first : from, to: bounds.last };
}

/** How a range reads in a sentence: "last year", "since 4 January 1999". */
export function rangeName(range: RangeId, bounds: Bounds, words: HistoryWords): string {
  const { say } = words;
  switch (range) {
    case "1m":
      return say("history.range-name-1m");
    case "1y":
      return say("history.range-name-1y");
    case "5y":
      return say("history.range-name-5y");
    case "all":
      return say("history.range-name-all", { date: words.mediumDay(bounds.first) });
  }
}
