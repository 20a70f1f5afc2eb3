import type { Language, OtherLanguage } from "../languages.ts";
import { fill } from "../messages/fill.ts";
import { de, PAGE_NAMES as deNames, PAGE_WORDS as deWords } from "./de.ts";
import { en, type SiteText, type TextKey, type WrittenPage, type WrittenPath } from "./en.ts";
import { es, PAGE_NAMES as esNames, PAGE_WORDS as esWords } from "./es.ts";
import { fr, PAGE_NAMES as frNames, PAGE_WORDS as frWords } from "./fr.ts";
import { pt, PAGE_NAMES as ptNames, PAGE_WORDS as ptWords } from "./pt.ts";

/** Every language's words of the pages (en.ts), read on the server only. */
export const TEXT: Readonly<Record<Language, SiteText>> = { en, es, de, fr, pt };

/** Names of pages not made from their units' or quantity's names, by English path. */
export const PAGE_NAMES: Readonly<Record<OtherLanguage, Readonly<Record<string, string>>>> = {
  es: esNames,
  de: deNames,
  fr: frNames,
  pt: ptNames,
};

/** The words of the pages of no units that every language has, by English path (en.ts). */
export const PAGE_WORDS: Readonly<
  Record<OtherLanguage, Readonly<Record<WrittenPath, WrittenPage>>>
> = { es: esWords, de: deWords, fr: frWords, pt: ptWords };

/** French writes "d’énergie", not "de énergie", when a name is filled in after "de". */
function elided(text: string, language: Language): string {
  return language === "fr" ? text.replace(/\bde (?=[aeiouyàâéèêëîïôûœ])/giu, "d’") : text;
}

/** A sentence of the pages in a language, with its `{name}`s filled. */
export type Translate = (key: TextKey, values?: Readonly<Record<string, string>>) => string;

const translators = new Map<Language, Translate>();

export function translator(language: Language): Translate {
  let t = translators.get(language);
  if (!t) {
    const text = TEXT[language];
    t = (key, values) => elided(fill(text[key], values), language);
    translators.set(language, t);
  }
  return t;
}
