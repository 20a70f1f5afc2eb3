import { pageAt, pages } from "../catalog/catalog.ts";
import type { Page } from "../catalog/page.ts";
import { type Language, OTHER_LANGUAGES } from "./languages.ts";
import { localizedPath } from "./slugs/index.ts";

/**
 * A page in one language at one address: `/length` in English, `/es/longitud` in Spanish. Every
 * page has its English address, its catalog path; a page has another language's address once all
 * it shows is written in that language (docs/decisions/040-localized-pages.md).
 */
export interface Address {
  readonly page: Page;
  readonly language: Language;
  readonly path: string;
}

/**
 * Whether a page has an address in every language: every page a reader reads, since all of them are
 * written in every language (docs/decisions/040-localized-pages.md); a new page needs its words in
 * each (the translation tests fail without them). Not the XML sitemap, which is for search engines
 * and lists every language's addresses itself.
 */
export function isLocalized(page: Page): boolean {
  return page.kind !== "sitemap-xml";
}

function localized(page: Page): Address[] {
  if (!isLocalized(page)) return [];
  return OTHER_LANGUAGES.map((language) => {
    const path = localizedPath(language, page.path);
    if (!path) throw new Error(`${page.path} has no slug in '${language}' (site/i18n/slugs/)`);
    return { page, language, path };
  });
}

/** Every page's address in a language beside English, in catalog order. */
export const localizedAddresses: readonly Address[] = pages.flatMap(localized);

const byPath = new Map(localizedAddresses.map((a) => [a.path, a]));

/** The page and language of an address, English or not; undefined for a path of no page. */
export function addressAt(path: string): Address | undefined {
  const page = pageAt(path);
  return page ? { page, language: "en", path } : byPath.get(path);
}

/** A page's address in a language, or undefined where the page is English-only. */
export function pathIn(page: Page, language: Language): string | undefined {
  if (language === "en") return page.path;
  return isLocalized(page) ? localizedPath(language, page.path) : undefined;
}

/** Every version of a page, English first: what `hreflang` and the language switch list. */
export function versionsOf(page: Page): readonly Address[] {
  return [{ page, language: "en", path: page.path }, ...localized(page)];
}
