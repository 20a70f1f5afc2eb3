import type { Faq, MedicalText, TitledText } from "../../content/types.ts";
import type { OtherLanguage } from "../languages.ts";
import { texts as de } from "./de/medical.ts";
import { texts as es } from "./es/medical.ts";
import { texts as fr } from "./fr/medical.ts";
import { texts as pt } from "./pt/medical.ts";

/**
 * The blood-sugar page's words in another language: the English text's (site/content/medical/),
 * translated, without its data (the cards' units). Its numbers are written out, as in English,
 * in the language's marks (medical.test.ts compares them mark-blind).
 */
export interface MedicalTranslation {
  readonly about: readonly string[];
  readonly useCases: readonly string[];
  readonly tips: readonly TitledText[];
  readonly faqs: readonly Faq[];
  /** The "where each unit is used" cards, in the English text's order. */
  readonly cards: readonly { readonly title: string; readonly places: readonly string[] }[];
  readonly hba1c: { readonly intro: string; readonly faqs: readonly Faq[] };
}

/** One file's translations: the English path of each page ("/blood-sugar-converter") → its words. */
export type MedicalTranslations = Readonly<Record<string, MedicalTranslation>>;

/** The parts of the English text that a translation carries: what a reader reads. */
export function medicalWordsOf(text: MedicalText): MedicalTranslation {
  const { about, useCases = [], tips = [], faqs } = text.content;
  return {
    about,
    useCases,
    tips,
    faqs,
    cards: text.cards.map(({ title, places }) => ({ title, places })),
    hba1c: { intro: text.hba1c.intro, faqs: text.hba1c.faqs },
  };
}

const FILES: Readonly<Record<OtherLanguage, MedicalTranslations>> = { es, de, fr, pt };

/** A medical page's words in a language beside English; a page without them stops the build. */
export function medicalTranslationOf(path: string, language: OtherLanguage): MedicalTranslation {
  const words = Object.hasOwn(FILES[language], path) ? FILES[language][path] : undefined;
  if (!words) throw new Error(`${path} has no text in '${language}' (site/i18n/content/)`);
  return words;
}
