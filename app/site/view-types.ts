/** Shapes of what converter pages receive from their loaders (browser-safe, types only). */

/** A link with a title and a line of description: popular pairs, related pages. */
export interface LinkCard {
  readonly title: string;
  readonly description: string;
  readonly url: string;
}

/** The related panel of a pair page (unit spec 2.8). */
export interface RelatedLinks {
  readonly reverse: LinkCard;
  readonly category: LinkCard;
  readonly alsoNeed: readonly LinkCard[];
}

export interface UnitRow {
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
