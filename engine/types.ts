/**
 * The data model of the unit catalog. Everything here is plain, serialisable data (no functions),
 * so a page can receive its category from a loader and the same numbers serve the browser, the
 * build, the server and the tests.
 */

/**
 * How a unit relates to its category's base unit.
 * - linear (default): base = value × factor
 * - affine:           base = (value + offset) × factor       (°C, °F, °R against kelvin)
 * - reciprocal:       base = factor ÷ value                   (mpg against L/100 km, λ against Hz)
 */
export type Relation = "linear" | "affine" | "reciprocal";

export interface Unit {
  /** The code as the spec spells it (`m`, `fl-oz`, `µm`, `km_h`). Unique inside its category. */
  readonly code: string;
  /** Full name shown in selects and tables: "Meter", "Fluid Ounce (US)". */
  readonly label: string;
  /** Symbol shown next to numbers: "m", "fl oz", "°C". */
  readonly symbol: string;
  /** Size of one unit in the base unit (linear, affine) or the constant k of base = k ÷ value. */
  readonly factor: number;
  /** Affine units only: base = (value + offset) × factor. */
  readonly offset?: number;
  readonly relation?: Relation;
  /** Heading under which long selects group this unit: "Metric", "Imperial", "US", ... */
  readonly group?: string;
  /** Other codes that name this same unit on pair pages (`sqft` for `ft2`, `kph` for `km_h`). */
  readonly aliases?: readonly string[];
  /**
   * Other names people type for this unit, for the unit picker's filter ("ft-lb", "pound-foot",
   * "kip"). Not its label, symbol, code or plain plural: those are searched anyway.
   */
  readonly terms?: readonly string[];
  /**
   * Its names in the language a question is asked in ("Galón (EE. UU.)", "galones (EE. UU.)"),
   * read as its label is: without care for case or accents, and more weakly without their
   * qualifier. Set by the box for a language beside English (site/query/world.ts).
   */
  readonly names?: readonly string[];
  /**
   * Which convention this unit follows where it has several meanings (docs/spec/decisions.md),
   * shown to readers.
   */
  readonly note?: string;
}

export interface Category {
  /** Stable id, also the file name under engine/catalog/ (`length`, `fuel-consumption`). */
  readonly id: string;
  /** Human name of the quantity: "Length", "Fuel consumption". */
  readonly name: string;
  /** Code of the base unit (factor 1), in SI where the quantity has an SI unit. */
  readonly base: string;
  /** How results are displayed: `temperature` keeps 2 decimals (docs/spec/decisions.md). */
  readonly display?: "temperature";
  readonly units: readonly Unit[];
}
