import { isUnitPage, pageAt, pages } from "../catalog/catalog.ts";
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
 * The tool pages written in every language, by English path: a tool joins once its page's words
 * (site/i18n/content/<language>/tools.ts), its controls (site/i18n/ui/) and its title and
 * description (PAGE_WORDS, site/i18n/text/) are all translated.
 */
export const LOCALIZED_TOOLS: ReadonlySet<string> = new Set([
  "/case",
  "/number-base",
  // The cooking converter and its ingredient pages.
  "/cooking-converter",
  "/flour-cups-to-grams",
  "/sugar-cups-to-grams",
  "/butter-cups-to-grams",
  "/rice-cups-to-grams",
  "/honey-cups-to-grams",
  "/milk-cups-to-grams",
  "/oats-cups-to-grams",
  "/cocoa-cups-to-grams",
  "/brown-sugar-cups-to-grams",
  "/powdered-sugar-cups-to-grams",
]);

/**
 * The pages that exist in every language so far: the unit converters, whose text, names and
 * numbers are all translated, the home page, the site's own pages, the blood-sugar converter
 * (with its twins) and the tools of LOCALIZED_TOOLS. Other kinds (the other tools, money) stay
 * English-only until theirs are.
 */
export function isLocalized(page: Page): boolean {
  return (
    isUnitPage(page) ||
    page.kind === "home" ||
    page.kind === "static" ||
    page.kind === "medical" ||
    (page.kind === "tool" && LOCALIZED_TOOLS.has(page.path))
  );
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
