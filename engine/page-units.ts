import type { Category, ConverterPage, Unit } from "./types.ts";
import { findUnit } from "./unit-lookup.ts";

/** A unit as one page offers it: under the code the page uses. */
export interface PageUnit {
  readonly code: string;
  readonly unit: Unit;
}

/**
 * The category's code for a page's own spelling of a unit, else the code as given. Own keys only:
 * a client's `constructor` must not read Object's (a function, not a code).
 */
function ownSpelling(page: ConverterPage, code: string): string {
  return page.codes && Object.hasOwn(page.codes, code) ? (page.codes[code] ?? code) : code;
}

/** The units a page offers, in its order, each under the page's own code. */
export function pageUnits(page: ConverterPage, category: Category): PageUnit[] {
  return page.units.map((code) => {
    const unit = findUnit(category, ownSpelling(page, code));
    if (!unit) throw new Error(`/${page.slug} offers '${code}', which '${category.id}' lacks`);
    return { code, unit };
  });
}

/**
 * The unit a code names on a page, only if the page offers it. The page's own spelling wins (on
 * /typography `pc` is the pica); otherwise the category's codes and aliases, µ/μ and `-`/`_` alike.
 */
export function findPageUnit(
  page: ConverterPage,
  category: Category,
  code: string,
): PageUnit | undefined {
  const unit = findUnit(category, ownSpelling(page, code));
  return unit && pageUnits(page, category).find((offered) => offered.unit === unit);
}
