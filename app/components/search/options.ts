import type { QueryResult } from "../../../site/query/types";

/** One line of the search box's popup: an answer or a page to open. */
export interface SearchOption {
  readonly text: string;
  /** Under the answer: how the question was read ("nm read as nanometre"). */
  readonly note?: string;
  readonly path: string;
  readonly answer: boolean;
}

/** A calculation as the box shows it, how it was read first: "(15 km/h) × (30 min) = 7.5 km". */
function equationOf({ calculation }: QueryResult): string | undefined {
  return calculation && `${calculation.reading} = ${calculation.display}`;
}

/**
 * The popup's lines: the answer first, when there is one (a calculation's opens the answer page,
 * at the address `answerPage` gives for a text), then the suggested pages.
 */
export function optionsOf(
  result: QueryResult,
  answerPage: (text: string) => string,
): SearchOption[] {
  const { answer, tool, suggestions, message, query } = result;
  const equation = equationOf(result);
  const first = answer
    ? { text: answer.display, path: answer.path }
    : tool
      ? { text: tool.display, path: tool.path }
      : equation && { text: equation, path: answerPage(query.trim()) };
  // A tool's answer opens its page: the page is not offered a second time below it.
  const pages = suggestions
    .filter((s) => !tool || s.path !== tool.path)
    .map((s) => ({ text: s.title, path: s.path, answer: false }));
  return first
    ? [{ ...first, ...(message ? { note: message } : {}), answer: true }, ...pages]
    : pages;
}

/**
 * What the live region says: the answer itself when there is one (a screen reader hears it without
 * moving into the list), what was understood or why there is no answer, and how many lines follow.
 */
export function statusOf(result: QueryResult, count: number): string {
  const results = count === 0 ? "No results" : `${count} result${count === 1 ? "" : "s"}`;
  return [
    result.answer?.display ?? result.tool?.display ?? equationOf(result),
    result.message,
    results,
  ]
    .filter((part): part is string => part !== undefined && part !== "")
    .map((part) => part.replace(/\.$/, ""))
    .join(". ");
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
