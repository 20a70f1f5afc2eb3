import type { Accuracy, Faq, TitledText, UnitText, UsageExample } from "../../content/types.ts";

/**
 * A unit page's text in another language: the English text's words (site/content/), translated,
 * without its data. What a page computes (the conversions table, the worked formulas, the usage
 * example's value and units) is the English text's and is not written again; only what a reader
 * reads is. Every `{{<value> <from> <to>}}` of the English string stays, unchanged, in its
 * translation: the build fills it with the engine's result, in the language's number marks.
 */
export interface UnitTranslation {
  readonly about: readonly string[];
  readonly useCases?: readonly string[];
  readonly guides?: readonly TitledText[];
  readonly tips?: readonly TitledText[];
  readonly faqs: readonly Faq[];
  /** The usage example's words: what its value is, and the sentence after it. */
  readonly example?: Pick<UsageExample, "context" | "note">;
  readonly accuracy?: Accuracy;
}

/** One file's translations: the English path of each page ("/length") → its text. */
export type UnitTranslations = Readonly<Record<string, UnitTranslation>>;

/** The parts of an English unit text that a translation carries. */
export function wordsOf(text: UnitText): UnitTranslation {
  const { about, useCases, guides, tips, faqs, example, accuracy } = text;
  return {
    about,
    ...(useCases && { useCases }),
    ...(guides && { guides }),
    ...(tips && { tips }),
    faqs,
    ...(example &&
      (example.context !== undefined || example.note !== undefined) && {
        example: {
          ...(example.context !== undefined && { context: example.context }),
          ...(example.note !== undefined && { note: example.note }),
        },
      }),
    ...(accuracy && { accuracy }),
  };
}
