import type { MedicalPage, MoneyPage, ToolPage, UnitPage } from "../catalog/page.ts";
import type { GlucoseUnitInfoCard, Hba1cContent } from "./medical/blood-sugar.ts";

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

/**
 * The worked example of "How do I use the <X> Converter?" (faq-templates.ts): a value and two
 * units the page offers, in the page's own codes, so that the page address the answer shows
 * (`?v=3000&from=rev_min&to=rad_s`) opens that conversion. Its result is the engine's.
 */
export interface UsageExample {
  readonly value: number;
  readonly from: string;
  readonly to: string;
  /** More units the value is given in: "3 g₀ is 29.41995 m/s², or 96.52231 ft/s²". */
  readonly also?: readonly string[];
  /** What the value is, set after it between commas: "a wheel-nut specification". */
  readonly context?: string;
  /** A sentence after the example; `{{…}}` conversions allowed. */
  readonly note?: string;
}

/** What "Is this <X> Converter accurate?" states of one page (faq-templates.ts). */
export interface Accuracy {
  /** The answer's first words, when a plain "Yes." would say too much: "Yes, for waves in vacuum." */
  readonly verdict?: string;
  /** How the page's units are defined exactly, in whole sentences; `{{…}}` allowed. */
  readonly definitions: string;
  /** What still limits a result, after the sentence on the tests: display, conventions, the world. */
  readonly caveat?: string;
}

/**
 * The text of a unit converter page, tied to its catalog entry. A text with `example` and
 * `accuracy` asks the two questions every such page asks first, each from one template
 * (faq-templates.ts); `faqs` are the page's own questions, after them.
 */
export type UnitText = ConverterContent & { readonly page: UnitPage } & (
    | { readonly example: UsageExample; readonly accuracy: Accuracy }
    | { readonly example?: undefined; readonly accuracy?: undefined }
  );

/** The text of a text-case or number-base converter, shown as written. */
export interface ToolText extends ConverterContent {
  readonly page: ToolPage;
}

/** The text of a currency or crypto page, shown as written: no unit conversions in it. */
export interface MoneyText extends ConverterContent {
  readonly page: MoneyPage;
}

/** The blood-sugar page's text: its content, the cards of where each unit is used, the HbA1c part. */
export interface MedicalText {
  readonly page: MedicalPage;
  readonly content: ConverterContent;
  readonly cards: readonly GlucoseUnitInfoCard[];
  readonly hba1c: Hba1cContent;
}
