/**
 * The written content of a converter page (docs/spec/units.md §2.9), read at build time only.
 *
 * Numbers in prose are never pasted: write `{{<value> <from> <to>}}` and the build puts the engine's
 * display of that conversion there ("1 inch is exactly {{1 in cm}} cm" → "1 inch is exactly
 * 2.54 cm"). Codes are the page category's codes (any unit of the category, not only the page's).
 * Tables and worked formulas are computed from the pairs listed here, or from the page's default
 * pair when none are listed.
 */
export interface ConverterContent {
  /** 1–3 paragraphs: what the quantity is, its units, where they are used. */
  readonly about: readonly string[];
  /** Rows of the Common Conversions table: a pair and the values to convert. */
  readonly conversions?: readonly ConversionRows[];
  /** Pairs whose formula is shown with a worked example (the example value is converted). */
  readonly formulas?: readonly FormulaPair[];
  readonly useCases?: readonly string[];
  readonly guides?: readonly TitledText[];
  readonly tips?: readonly TitledText[];
  readonly faqs: readonly Faq[];
}

export interface ConversionRows {
  readonly from: string;
  readonly to: string;
  readonly values: readonly number[];
}

export interface FormulaPair {
  readonly from: string;
  readonly to: string;
  readonly example: number;
}

export interface TitledText {
  readonly title: string;
  /** Paragraphs; `{{…}}` conversions allowed. */
  readonly content: readonly string[];
}

export interface Faq {
  readonly question: string;
  /** `{{…}}` conversions allowed. */
  readonly answer: string;
}
