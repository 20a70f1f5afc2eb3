import { GERMAN } from "../../engine/query/languages/de.ts";
import { SPANISH } from "../../engine/query/languages/es.ts";
import { FRENCH } from "../../engine/query/languages/fr.ts";
import { PORTUGUESE } from "../../engine/query/languages/pt.ts";
import type { QuestionWords } from "../../engine/query/question-words.ts";
import { isConverter, pages } from "../catalog/catalog.ts";
import { pathIn } from "../i18n/addresses.ts";
import { CURRENCY_NAMES } from "../i18n/currency-names.ts";
import type { OtherLanguage } from "../i18n/languages.ts";
import { MESSAGES } from "../i18n/messages/catalogues.ts";
import { pageWords } from "../i18n/page-words.ts";
import { UNIT_LABELS } from "../i18n/unit-labels/index.ts";
import { UNIT_NAMES } from "../i18n/unit-names.ts";
import { type PackData, packOf } from "./language-pack.ts";
import type { LanguagePack } from "./world.ts";

/**
 * What the box reads in each language besides English: its question words and its own names of
 * units (engine/query/languages/), the names CLDR gives units and currencies in it, the
 * catalogue's labels of every unit in it (site/i18n/unit-labels/), read as labels are, and its
 * pages' addresses and titles.
 */
const WORDS: Readonly<Record<OtherLanguage, QuestionWords>> = {
  es: SPANISH,
  de: GERMAN,
  fr: FRENCH,
  pt: PORTUGUESE,
};

const made = new Map<OtherLanguage, PackData>();

export function packData(language: OtherLanguage): PackData {
  const known = made.get(language);
  if (known) return known;
  const words = WORDS[language];
  const names = new Map<string, string[]>();
  const add = (key: string, more: readonly string[]) => {
    const known = names.get(key) ?? [];
    names.set(key, [...new Set([...known, ...more.filter((n) => n !== "")])]);
  };
  for (const [key, { names: cldr }] of Object.entries(UNIT_NAMES)) {
    const forms = cldr[language];
    if (forms) add(key, Object.values(forms));
  }
  for (const [code, all] of Object.entries(CURRENCY_NAMES))
    add(`currency:${code}`, Object.values(all[language]));
  for (const [key, own] of Object.entries(words.names ?? {})) add(key, own);
  const data: PackData = {
    language,
    words,
    messages: MESSAGES[language],
    labels: UNIT_LABELS[language],
    names: [...names],
    // Every converter and tool has its address and title in the language (decision 040).
    pages: pages
      .filter(isConverter)
      .map((p) => [p.path, pathIn(p, language) ?? p.path, pageWords(p, language).title] as const),
  };
  made.set(language, data);
  return data;
}

/** The box's pack of a language, on the server. */
export function languagePack(language: OtherLanguage): LanguagePack {
  return packOf(packData(language));
}
