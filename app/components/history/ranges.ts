import { mediumDate } from "../../../site/dates";
import { addMonths } from "./history-dates";

/** The chart's ranges (issue 17): 1 month, 1 year, 5 years and everything kept. */
export const RANGES = [
  { id: "1m", button: "1 month", months: 1 },
  { id: "1y", button: "1 year", months: 12 },
  { id: "5y", button: "5 years", months: 60 },
  { id: "all", button: "All", months: undefined },
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
export function rangeName(range: RangeId, bounds: Bounds): string {
  switch (range) {
    case "1m":
      return "last month";
    case "1y":
      return "last year";
    case "5y":
      return "last 5 years";
    case "all":
      return `since ${mediumDate(bounds.first)}`;
  }
}
