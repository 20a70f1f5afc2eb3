import { GERMAN } from "../../engine/query/languages/de.ts";
import { SPANISH } from "../../engine/query/languages/es.ts";
import { FRENCH } from "../../engine/query/languages/fr.ts";
import { PORTUGUESE } from "../../engine/query/languages/pt.ts";
import type { QuestionWords } from "../../engine/query/question-words.ts";
import type { OtherLanguage } from "../i18n/languages.ts";
import type { LanguagePack } from "./world.ts";

/**
 * What the box reads in each language besides English: its question words and its own names of
 * units (engine/query/languages/), and the names CLDR gives units and currencies in it.
 */
const WORDS: Readonly<Record<OtherLanguage, QuestionWords>> = {
  es: SPANISH,
  de: GERMAN,
  fr: FRENCH,
  pt: PORTUGUESE,
};

export function languagePack(language: OtherLanguage): LanguagePack {
  const words = WORDS[language];
  const names = new Map<string, string[]>();
  const add = (key: string, more: readonly string[]) => {
    const known = names.get(key) ?? [];
    names.set(key, [...known, ...more.filter((n) => n !== "" && !known.includes(n))]);
  };
  for (const [key, own] of Object.entries(words.names ?? {})) add(key, own);
  return { language, words, names };
}
