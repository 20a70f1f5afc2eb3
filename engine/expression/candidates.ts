import type { Lexicon } from "../query/lexicon.ts";
import type { Category, Unit } from "../types.ts";
import { type Dimension, dimensionOfCategory, inverse, MONEY } from "./dimension.ts";
import { MONEY_CATEGORY, type MoneyRates } from "./money.ts";
import type { Position } from "./syntax.ts";

/**
 * What a unit name may mean in an expression: the catalog units the box's lexicon finds for it
 * (every name, symbol and plural it knows), each with its dimension and SI size, most likely first.
 */
export interface Choice {
  readonly category: Category;
  readonly unit: Unit;
  /** The dimension one of this unit has; for a reciprocal unit (mpg), the inverse of its category's. */
  readonly dimension: Dimension;
  /** SI size of one of this unit (linear and reciprocal units). */
  readonly size: number;
  /** How well the name matched, in whole steps: a symbol typed with its case beats a label. */
  readonly tier: number;
  /** Decimals an amount in this unit is shown with, for money; else the display rules decide. */
  readonly decimals?: number;
}

/**
 * Categories in the order a shared symbol is read when nothing else decides: "mph" is a speed
 * before it is a milliphot, "lb" a mass before a force, "min" a time before a minim. The others
 * follow in catalog order.
 */
const PREFERRED = [
  "length",
  "weight",
  "time",
  "speed",
  "volume",
  "area",
  "temperature",
  "temperature-interval",
  "energy",
  "power",
  "data-storage",
  "data-transfer",
  "pressure",
  "force",
  "acceleration",
  "frequency",
  "angle",
  "density",
  "flow",
  "fuel-consumption",
  "current",
  "electric-potential",
  "electric-resistance",
  "charge",
  "torque",
  "velocity-angular",
];

/** A category's preference below this is an everyday quantity's: one of the list above. */
export const EVERYDAY = PREFERRED.length;

export function preference(category: Category): number {
  const at = PREFERRED.indexOf(category.id);
  return at < 0 ? PREFERRED.length : at;
}

/** At most this many readings of one name are tried. */
const MAX_CHOICES = 6;

/**
 * The readings of a unit name at a position. Offset scales (°C, °F) stand only as the whole of an
 * absolute temperature or as a target; elsewhere the name reads as its temperature difference
 * ("J/°C"). A reciprocal unit (mpg, km/L) is kept only when the name has no linear reading (so
 * "m" is never a wavelength), and counts as a linear unit of the inverse dimension: 30 mpg is 30
 * miles per gallon, a length per volume. Units of categories without algebra (prefixes, sound
 * levels) are left out. A currency is sized by the live rates (money.ts); without them, or
 * without a rate for it, its size is NaN, and a reading that needs it is refused as needing rates.
 */
export function choicesFor(
  lexicon: Lexicon,
  text: string,
  position: Position,
  money?: MoneyRates,
): Choice[] {
  const all: Choice[] = [];
  for (const candidate of lexicon.lookup(text)) {
    if (candidate.category.id === MONEY_CATEGORY) {
      const { category, unit } = candidate;
      const perBase = money?.perBase(unit.code);
      all.push({
        category,
        unit,
        dimension: MONEY,
        size: perBase && perBase > 0 ? 1 / perBase : Number.NaN,
        tier: Math.floor(candidate.strength),
        decimals: money?.decimals(unit.code) ?? 2,
      });
      continue;
    }
    const dimension = dimensionOfCategory(candidate.category);
    if (!dimension) continue;
    const { unit } = candidate;
    if (unit.relation === "affine" && position === "factor") continue;
    const reciprocal = unit.relation === "reciprocal";
    all.push({
      category: candidate.category,
      unit,
      dimension: reciprocal ? inverse(dimension) : dimension,
      size: reciprocal ? 1 / unit.factor : unit.factor,
      tier: Math.floor(candidate.strength),
    });
  }
  // "20 °C" is a temperature on the scale, never a difference: 20 °C + 15 °C is refused.
  const scale = position === "literal" && all.some((c) => c.unit.relation === "affine");
  const linear = all.filter(
    (c) => c.unit.relation !== "reciprocal" && !(scale && c.category.id === "temperature-interval"),
  );
  const kept = linear.length > 0 ? linear : all;
  // Among equals, the unit whose symbol is the text: "J/kg" is the joule per kilogram, not the
  // gray it is an alias of.
  const written = (c: Choice) => Number(c.unit.symbol === text);
  return kept
    .map((choice, order) => ({ choice, order }))
    .sort(
      (a, b) =>
        b.choice.tier - a.choice.tier ||
        written(b.choice) - written(a.choice) ||
        preference(a.choice.category) - preference(b.choice.category) ||
        a.order - b.order,
    )
    .map(({ choice }) => choice)
    .slice(0, MAX_CHOICES);
}

/** At most this many combinations of readings are tried for one question. */
const MAX_COMBINATIONS = 32;

/**
 * Every combination of readings, the likeliest first: a reading costs its distance from the best
 * of its name (a step of match strength outweighs any preference), summed over the names.
 */
export function combinations(lists: readonly (readonly Choice[])[]): Choice[][] {
  const kept = lists.map((list) => [...list]);
  const count = () => kept.reduce((n, list) => n * Math.max(1, list.length), 1);
  while (count() > MAX_COMBINATIONS) {
    const longest = kept.reduce((a, b) => (b.length > a.length ? b : a));
    longest.pop();
  }
  const cost = (list: readonly Choice[], k: number) =>
    ((list[0]?.tier ?? 0) - (list[k]?.tier ?? 0)) * 1000 + k;
  let all: { picks: Choice[]; cost: number }[] = [{ picks: [], cost: 0 }];
  for (const list of kept) {
    all = all.flatMap(({ picks, cost: sum }) =>
      list.map((choice, k) => ({ picks: [...picks, choice], cost: sum + cost(list, k) })),
    );
  }
  return all.sort((a, b) => a.cost - b.cost).map(({ picks }) => picks);
}
