import type { Page } from "./page-types.ts";
import { moneyMedicalPages } from "./pages/money-medical-pages.ts";
import { staticPages } from "./pages/static-pages.ts";
import { unitPages } from "./pages/unit-pages.ts";

/**
 * Every page of the site, once. Routes, the prerender list, both sitemaps, breadcrumbs, menus, the
 * home directory and the sidebars are all derived from this list.
 */
export const pages: readonly Page[] = [...staticPages, ...unitPages, ...moneyMedicalPages];

const byPath = new Map(pages.map((p) => [p.path, p]));

export function pageAt(path: string): Page | undefined {
  return byPath.get(path);
}

/** Every alias path and the page it answers 301 to. */
export const redirects: ReadonlyMap<string, string> = new Map(
  pages.flatMap((p) => (p.aliases ?? []).map((alias) => [alias, p.path] as const)),
);

/** The canonical path of a page: its twin's for `/currency`, `/blood-sugar`, `/glucose-converter`. */
export function canonicalPath(page: Page): string {
  return page.canonical ?? page.path;
}

/** Pages whose screen is a converter of some kind, for directories and sidebars. */
export function isConverter(page: Page): boolean {
  return page.group !== "Home" && page.group !== "Static" && page.canonical === undefined;
}
