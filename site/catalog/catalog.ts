import type { CategoryPage, Page, PairPage, UnitPage } from "./page.ts";
import { commonPages } from "./pages/common.ts";
import { electricityPages } from "./pages/electricity.ts";
import { engineeringPages } from "./pages/engineering.ts";
import { fluidsPages } from "./pages/fluids.ts";
import { heatPages } from "./pages/heat.ts";
import { lightPages } from "./pages/light.ts";
import { magnetismPages } from "./pages/magnetism.ts";
import { medicalPages } from "./pages/medical.ts";
import { moneyPages } from "./pages/money.ts";
import { otherPages } from "./pages/other.ts";
import { pairPages } from "./pages/pairs.ts";
import { popularPages } from "./pages/popular.ts";
import { radiologyPages } from "./pages/radiology.ts";
import { staticPages } from "./pages/static.ts";

/**
 * Every page of the site, once, in directory order. Routes, the prerender list, both sitemaps,
 * breadcrumbs, menus, the home directory, the sidebars, the related links and the public API's
 * page list are all derived from this list.
 */
export const pages: readonly Page[] = [
  ...staticPages,
  ...commonPages,
  ...popularPages,
  ...engineeringPages,
  ...heatPages,
  ...fluidsPages,
  ...lightPages,
  ...electricityPages,
  ...magnetismPages,
  ...radiologyPages,
  ...otherPages,
  ...pairPages,
  ...medicalPages,
  ...moneyPages,
];

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

/** The slug of a page: its path without the slash (`length`), the public API's `page`. */
export function slugOf(page: Page): string {
  return page.path.slice(1);
}

/** Pages whose screen is a converter of some kind, for directories and sidebars; twins once. */
export function isConverter(page: Page): boolean {
  return (
    page.kind !== "home" &&
    page.kind !== "static" &&
    page.kind !== "sitemap-xml" &&
    page.canonical === undefined
  );
}

export function isUnitPage(page: Page): page is UnitPage {
  return page.kind === "category" || page.kind === "pair" || page.kind === "temperature-pair";
}

export function isUnitPair(page: Page): page is PairPage {
  return page.kind === "pair" || page.kind === "temperature-pair";
}

/** Pages about one pair of units or currencies: their titles read "X to Y converter". */
export function isPairPage(page: Page): boolean {
  return isUnitPair(page) || page.kind === "currency-pair";
}

export const unitPages: readonly UnitPage[] = pages.filter(isUnitPage);

const pairs: readonly PairPage[] = pages.filter(isUnitPair);

/** The pair pages drawing on a category page's category, in catalog order. */
export function pairsOf(page: CategoryPage): readonly PairPage[] {
  return pairs.filter((p) => p.categoryPage === page);
}

/** The pair page converting the other way (`/in-to-cm` for `/cm-to-in`). */
export function reverseOf(page: PairPage): PairPage | undefined {
  return pairs.find(
    (p) =>
      p.offer.category === page.offer.category &&
      p.offer.from === page.offer.to &&
      p.offer.to === page.offer.from,
  );
}
