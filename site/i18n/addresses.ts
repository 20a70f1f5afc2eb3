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
  // The time zone converter.
  "/time-zone-converter",
  // The ring size converter
  "/ring-size-converter",
  // The shoe size converter
  "/shoe-size-converter",
  // The Unix timestamp converter and the date calculator, in the catalog's order.
  "/unix-timestamp-converter",
  "/date-calculator",
]);

/**
 * The pages that exist in every language so far: the unit converters, whose text, names and
 * numbers are all translated, the home page, the site's own pages, the blood-sugar converter
 * (with its twins), the tools of LOCALIZED_TOOLS and the money pages (their texts: the world pairs'
 * one template per language, site/i18n/content/world-pairs.ts, the others' translated by hand,
 * site/i18n/content/<language>/money.ts). Other pages stay English-only until theirs are.
 */
export function isLocalized(page: Page): boolean {
  return (
    isUnitPage(page) ||
    page.kind === "home" ||
    page.kind === "static" ||
    page.kind === "medical" ||
    (page.kind === "tool" && LOCALIZED_TOOLS.has(page.path)) ||
    page.kind === "currency" ||
    page.kind === "currency-pair" ||
    page.kind === "crypto"
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
