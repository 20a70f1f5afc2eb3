import { LANGUAGES, type Language } from "../i18n/languages.ts";

/**
 * The answer page in each language: the search box's form submits here (GET), so Enter works
 * without JavaScript, and the page answers in the language of its address.
 */
export const SEARCH_PATHS: Readonly<Record<Language, string>> = {
  en: "/search",
  es: "/es/buscar",
  de: "/de/suche",
  fr: "/fr/recherche",
  pt: "/pt/busca",
};

/** The language of an answer page's path, or undefined for any other path. */
export function searchLanguageOf(path: string): Language | undefined {
  return LANGUAGES.find((language) => SEARCH_PATHS[language] === path);
}

/** The answer page of a document's language, by its tag: "/de/suche" for "de", "/pt/busca" for "pt-BR". */
export function searchPathOfTag(tag: string): string {
  return SEARCH_PATHS[LANGUAGES.find((l) => l === tag.split("-")[0]) ?? "en"];
}

/** The address of the answer to a text: `/search?q=15+km%2Fh+*+30+min`, `/de/suche?q=…`. */
export function searchPath(text: string, language: Language = "en"): string {
  return `${SEARCH_PATHS[language]}?${new URLSearchParams({ q: text })}`;
}

/** The longest question answered: a sentence, not a document. */
export const MAX_QUERY_LENGTH = 200;
