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

interface Offered {
  readonly category: Category;
  readonly units: readonly PageUnit[];
  /** The first offer of each unit, by unit. */
  readonly byUnit: ReadonlyMap<Unit, PageUnit>;
}

/** Pages are constants: what each offers is worked out once (it is asked per API request). */
const offers = new WeakMap<ConverterPage, Offered>();

function offered(page: ConverterPage, category: Category): Offered {
  const known = offers.get(page);
  if (known?.category === category) return known;
  const units = page.units.map((code) => {
    const unit = findUnit(category, ownSpelling(page, code));
    if (!unit) throw new Error(`/${page.slug} offers '${code}', which '${category.id}' lacks`);
    return { code, unit };
  });
  const byUnit = new Map<Unit, PageUnit>();
  for (const offer of units) if (!byUnit.has(offer.unit)) byUnit.set(offer.unit, offer);
  const result = { category, units, byUnit };
  offers.set(page, result);
  return result;
}

/** The units a page offers, in its order, each under the page's own code. */
export function pageUnits(page: ConverterPage, category: Category): readonly PageUnit[] {
  return offered(page, category).units;
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
  return unit && offered(page, category).byUnit.get(unit);
}
