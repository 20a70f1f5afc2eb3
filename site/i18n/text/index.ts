import type { Language, OtherLanguage } from "../languages.ts";
import { fill } from "../messages/fill.ts";
import { de, PAGE_NAMES as deNames } from "./de.ts";
import { en, type SiteText, type TextKey } from "./en.ts";
import { es, PAGE_NAMES as esNames } from "./es.ts";
import { fr, PAGE_NAMES as frNames } from "./fr.ts";
import { pt, PAGE_NAMES as ptNames } from "./pt.ts";

/** Every language's words of the pages (en.ts), read on the server only. */
export const TEXT: Readonly<Record<Language, SiteText>> = { en, es, de, fr, pt };

/** Names of pages not made from their units' or quantity's names, by English path. */
export const PAGE_NAMES: Readonly<Record<OtherLanguage, Readonly<Record<string, string>>>> = {
  es: esNames,
  de: deNames,
  fr: frNames,
  pt: ptNames,
};

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
