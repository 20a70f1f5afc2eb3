import { slugOf, unitPages } from "./catalog.ts";
import type { UnitOffer, UnitPage } from "./page.ts";

/**
 * A unit page as the spec's tables list it (docs/spec/units.md §3): its slug, title and offer (for
 * the catalog's tests).
 */
export interface SpecPage extends UnitOffer {
  readonly slug: string;
  readonly title: string;
}

export function specPages(keep: (page: UnitPage) => boolean): readonly SpecPage[] {
  return unitPages.filter(keep).map((p) => ({ slug: slugOf(p), title: p.title, ...p.offer }));
}
