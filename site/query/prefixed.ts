import type { Unit } from "../../engine/types.ts";

/**
 * A unit that is another unit of its category with a metric or binary prefix (kilometre,
 * microfarad, gibibyte) is written in the query index as that prefix and that unit, not as its own
 * label, symbol and factor: a quarter of the catalogue is such units, and the index must stay
 * within 30 KB gzip. The prefixes are the index's own "prefixes" category, so nothing else ships.
 * The index writes a unit so only when `prefixed` gives back its label, symbol and factor exactly
 * (site/query/world.test.ts checks every unit).
 */

/** The category whose units are the prefixes: "Kilo (10³)", symbol "k", factor 1e3. */
export const PREFIXES = "prefixes";

export interface Prefix {
  readonly symbol: string;
  /** "Kilo", as a label begins with it. */
  readonly name: string;
  /** Multiplies by this, for 10³ and 2¹⁰ and up… */
  readonly times: number;
  /** …or divides by this, for 10⁻³ (1000): a factor divided by 1e3 is exact where × 1e-3 may not be. */
  readonly over: number;
}

/** The prefixes of the "prefixes" category's units, the unit itself (×1) left out. */
export function prefixesOf(units: readonly Pick<Unit, "label" | "symbol" | "factor">[]): Prefix[] {
  return units
    .filter((u) => u.factor !== 1)
    .map((u) => {
      const name = u.label.split(" ")[0] ?? "";
      if (u.factor > 1) return { symbol: u.symbol, name, times: u.factor, over: 1 };
      return {
        symbol: u.symbol,
        name,
        times: 1,
        over: Number(`1e${Math.round(-Math.log10(u.factor))}`),
      };
    });
}

/** The label, symbol and factor of `base` with `prefix`: "Kilo" + "metre", "k" + "m", 1 × 1e3. */
export function prefixed(
  prefix: Prefix,
  base: Pick<Unit, "label" | "symbol" | "factor">,
): Pick<Unit, "label" | "symbol" | "factor"> {
  return {
    label: prefix.name + base.label.charAt(0).toLowerCase() + base.label.slice(1),
    symbol: prefix.symbol + base.symbol,
    factor: prefix.over === 1 ? base.factor * prefix.times : base.factor / prefix.over,
  };
}
