/**
 * How a unit of ours is spelled in GNU units (Debian package `units`), so tests can check every
 * factor against it. One file per group of categories sits beside this one.
 *
 * An entry is either a GNU units expression for ONE of our unit (linear units), or an object:
 * - `gnu` as a function: the GNU expression for x of our unit (affine, reciprocal units);
 * - `convention`: where docs/spec/decisions.md fixes a meaning that GNU units' own name does not
 *   have, the reason, stated in the test's name; `gnu` then spells our convention in GNU terms, or
 *   `exact` gives the exact factor the catalog must hold when GNU units cannot express it.
 */
export type GnuEntry =
  | string
  | {
      readonly gnu?: string | ((x: number) => string);
      readonly convention?: string;
      readonly exact?: number;
    };

export interface GnuCategory {
  /** GNU units expression of the category's base unit (`m`, `kg`, `K`, `m^2`). */
  readonly base: string;
  readonly units: Readonly<Record<string, GnuEntry>>;
}

/** Keyed by category id. */
export type GnuNames = Readonly<Record<string, GnuCategory>>;
