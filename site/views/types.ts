import type { NumberMarks } from "../../engine/number-marks.ts";
import type { Unit } from "../../engine/types.ts";

/** Shapes of what pages receive to render (browser-safe, types only). */

/** A link with a title and a line of description: popular pairs, related pages. */
export interface LinkCard {
  readonly title: string;
  readonly description: string;
  readonly url: string;
}

/** The related panel of a pair page (docs/spec/units.md §2.8). */
export interface RelatedLinks {
  readonly reverse: LinkCard;
  readonly category: LinkCard;
  readonly alsoNeed: readonly LinkCard[];
}

interface UnitRow {
  readonly code: string;
  readonly label: string;
  readonly symbol: string;
  /** What one of this unit is in the base unit, to 10 significant digits ("0.3048"). */
  readonly inBase: string;
  readonly note?: string;
}

export interface UnitTable {
  readonly quantity: string;
  readonly base: { readonly label: string; readonly symbol: string };
  readonly rows: readonly UnitRow[];
}

/** A unit as a converter in the browser receives it with its names (the express converter's). */
export type ClientUnit = Omit<Unit, "aliases" | "note" | "terms">;

/**
 * What converting and showing a result need of a unit in the browser. Its names travel in the
 * page's markup, in the unit picker's options (site/units/options.ts), not in the data.
 */
export type ConversionUnit = Pick<Unit, "code" | "symbol" | "factor" | "offset" | "relation">;

/** What a converter on a page needs: only that page's units, under the page's codes. */
export interface ConverterData {
  readonly units: readonly ConversionUnit[];
  readonly from: string;
  readonly to: string;
  readonly display?: "temperature";
  /** °C/°F pair pages: both scales fixed, swap moves the value across. */
  readonly fixed?: boolean;
  /** A page in a language that writes numbers otherwise than JavaScript: its marks. */
  readonly marks?: NumberMarks;
}

/** A tab of the home page's express converter: its caption and its units. */
export interface ExpressTabData {
  readonly id: string;
  readonly label: string;
  readonly units: readonly ClientUnit[];
  readonly display?: "temperature";
}
