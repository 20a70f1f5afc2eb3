import type { QueryResult } from "../../../site/query/types";

/** One line of the search box's popup: an answer or a page to open. */
export interface SearchOption {
  readonly text: string;
  /** Under the answer: how the question was read ("nm read as nanometre"). */
  readonly note?: string;
  readonly path: string;
  readonly answer: boolean;
}

/** The popup's lines: the answer first, when there is one, then the suggested pages. */
export function optionsOf({ answer, suggestions, message }: QueryResult): SearchOption[] {
  const pages = suggestions.map((s) => ({ text: s.title, path: s.path, answer: false }));
  return answer
    ? [{ text: answer.display, note: message, path: answer.path, answer: true }, ...pages]
    : pages;
}

/**
 * What the live region says: the answer itself when there is one (a screen reader hears it without
 * moving into the list), what was understood or why there is no answer, and how many lines follow.
 */
export function statusOf({ answer, message }: QueryResult, count: number): string {
  const results = count === 0 ? "No results" : `${count} result${count === 1 ? "" : "s"}`;
  return [answer?.display, message, results].filter(Boolean).join(". ");
}

/**
 * The option an arrow key makes active, as in the WAI-ARIA APG's list-autocomplete combobox: from
 * the field (-1), Down goes to the first and Up to the last; past either end it wraps around.
 */
export function moved(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return (active + 1) % count;
  return (active <= 0 ? count : active) - 1;
}
