import type { QueryResult } from "../../../site/query/types";

/** The document's words (framework/static-markup.tsx `documentSays`), given by the popup. */
type Say = (
  key: "search.none" | "search.one" | "search.many",
  values?: Record<string, string>,
) => string;

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
export function statusOf(result: QueryResult, count: number, say: Say): string {
  const results =
    count === 0
      ? say("search.none")
      : count === 1
        ? say("search.one")
        : say("search.many", { count: String(count) });
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

/**
 * Whether a path the box offers is a page of the document's language (its tag): any, for English,
 * whose box offers English pages only; one under its prefix for another ("/es", "/es/longitud").
 * The box opens the others (English only so far, the answer page) as documents of their own.
 */
export function inLanguage(path: string, tag: string): boolean {
  const language = tag.split("-")[0] ?? "en";
  return (
    language === "en" ||
    path === `/${language}` ||
    (/^\/[a-z]{2}[/?]/.test(path) && path.startsWith(`/${language}`))
  );
}
