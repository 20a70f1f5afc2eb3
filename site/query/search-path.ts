/** The answer page: the search box's form submits here (GET), so Enter works without JavaScript. */
export const SEARCH_PATH = "/search";

/** The address of the answer to a text: `/search?q=15+km%2Fh+*+30+min`. */
export function searchPath(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: text })}`;
}

/** The longest question answered: a sentence, not a document. */
export const MAX_QUERY_LENGTH = 200;
