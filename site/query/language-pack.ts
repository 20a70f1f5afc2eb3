import { GERMAN } from "../../engine/query/languages/de.ts";
import { SPANISH } from "../../engine/query/languages/es.ts";
import { FRENCH } from "../../engine/query/languages/fr.ts";
import { PORTUGUESE } from "../../engine/query/languages/pt.ts";
import type { QuestionWords } from "../../engine/query/question-words.ts";
import { CURRENCY_NAMES } from "../i18n/currency-names.ts";
import type { OtherLanguage } from "../i18n/languages.ts";
import { MESSAGES } from "../i18n/messages/catalogues.ts";
import { UNIT_NAMES } from "../i18n/unit-names.ts";
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

function plain(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").replace(/ß/g, "ss").replace(/œ/g, "oe");
}

export function languagePack(language: OtherLanguage): LanguagePack {
  const words = WORDS[language];
  const names = new Map<string, string[]>();
  const add = (key: string, more: readonly string[]) => {
    const known = names.get(key) ?? [];
    // Typed without accents too, "ß" as "ss", "œ" as "oe": "pes" is a Portuguese's feet, not
    // the Roman pes; "noeuds" are knots.
    const spellings = more.flatMap((name) => [name, plain(name)]);
    names.set(key, [...new Set([...known, ...spellings.filter((n) => n !== "")])]);
  };
  for (const [key, { names: cldr }] of Object.entries(UNIT_NAMES)) {
    const forms = cldr[language];
    if (forms) add(key, Object.values(forms));
  }
  for (const [code, all] of Object.entries(CURRENCY_NAMES))
    add(`currency:${code}`, Object.values(all[language]));
  for (const [key, own] of Object.entries(words.names ?? {})) add(key, own);
  return { language, words, names, messages: MESSAGES[language] };
}
