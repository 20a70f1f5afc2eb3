import { categoryById } from "../../engine/catalog/index.ts";
import type { Category, Unit } from "../../engine/types.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import type { UnitOffer } from "./page.ts";

/** A unit as one page offers it: under the code the page uses. */
interface OfferedUnit {
  readonly code: string;
  readonly unit: Unit;
}

/** A page's offer resolved against the engine's catalog. */
export interface Offered {
  readonly offer: UnitOffer;
  readonly category: Category;
  /** The units a page offers, in its order, each under the page's own code. */
  readonly units: readonly OfferedUnit[];
  readonly from: OfferedUnit;
  readonly to: OfferedUnit;
  /**
   * The unit a code names on the page, only if the page offers it. The page's own spelling wins
   * (on /typography `pc` is the pica); otherwise the category's codes and aliases, µ/μ and `-`/`_`
   * alike. Own keys only: a client's `constructor` must not read Object's.
   */
  readonly find: (code: string) => OfferedUnit | undefined;
}

/** Offers are constants: each is resolved once (the API asks per request). */
const resolved = new WeakMap<UnitOffer, Offered>();

/** The category's code for a code as the page spells it: the one place the two are told apart. */
export function categoryCode(offer: UnitOffer, code: string): string {
  return offer.codes && Object.hasOwn(offer.codes, code) ? (offer.codes[code] ?? code) : code;
}

function resolve(offer: UnitOffer): Offered {
  const category = categoryById(offer.category);
  if (!category) throw new Error(`No unit category '${offer.category}'`);
  const units = offer.units.map((code) => {
    const unit = findUnit(category, categoryCode(offer, code));
    if (!unit) throw new Error(`An offer of '${offer.category}' names '${code}', which it lacks`);
    return { code, unit };
  });
  const byUnit = new Map<Unit, OfferedUnit>();
  for (const offer of units) if (!byUnit.has(offer.unit)) byUnit.set(offer.unit, offer);
  const find = (code: string) => {
    const unit = findUnit(category, categoryCode(offer, code));
    return unit && byUnit.get(unit);
  };
  const from = find(offer.from);
  const to = find(offer.to);
  if (!from || !to) throw new Error(`'${offer.from}' or '${offer.to}' is not offered`);
  return { offer, category, units, from, to, find };
}

export function offered(offer: UnitOffer): Offered {
  let known = resolved.get(offer);
  if (!known) {
    known = resolve(offer);
    resolved.set(offer, known);
  }
  return known;
}
