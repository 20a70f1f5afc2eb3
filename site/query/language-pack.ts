import { GERMAN } from "../../engine/query/languages/de.ts";
import { SPANISH } from "../../engine/query/languages/es.ts";
import { FRENCH } from "../../engine/query/languages/fr.ts";
import { PORTUGUESE } from "../../engine/query/languages/pt.ts";
import { unaccented } from "../../engine/query/names.ts";
import type { QuestionWords } from "../../engine/query/question-words.ts";
import type { Resolved } from "../../engine/query/resolve.ts";
import type { Wording } from "../../engine/query/wording.ts";
import type { Category } from "../../engine/types.ts";
import { CURRENCY_NAMES } from "../i18n/currency-names.ts";
import type { OtherLanguage } from "../i18n/languages.ts";
import { MESSAGES } from "../i18n/messages/catalogues.ts";
import type { Messages } from "../i18n/messages/en.ts";
import { fill } from "../i18n/messages/fill.ts";
import { UNIT_LABELS } from "../i18n/unit-labels/index.ts";
import type { UnitLabels } from "../i18n/unit-labels/types.ts";
import { UNIT_NAMES } from "../i18n/unit-names.ts";
import type { LanguagePack } from "./world.ts";

/**
 * What the box reads in each language besides English: its question words and its own names of
 * units (engine/query/languages/), the names CLDR gives units and currencies in it, and the
 * catalogue's labels of every unit in it (site/i18n/unit-labels/), read as labels are.
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
    // Typed without accents too, "ß" as "ss", "œ" as "oe": "pes" is a Portuguese's feet, not
    // the Roman pes; "noeuds" are knots.
    const spellings = more.flatMap((name) => [name, unaccented(name)]);
    names.set(key, [...new Set([...known, ...spellings.filter((n) => n !== "")])]);
  };
  for (const [key, { names: cldr }] of Object.entries(UNIT_NAMES)) {
    const forms = cldr[language];
    if (forms) add(key, Object.values(forms));
  }
  for (const [code, all] of Object.entries(CURRENCY_NAMES))
    add(`currency:${code}`, Object.values(all[language]));
  for (const [key, own] of Object.entries(words.names ?? {})) add(key, own);
  const labels = UNIT_LABELS[language];
  const messages = MESSAGES[language];
  const wording = wordingOf(language, messages, labels);
  return { language, words, names, messages, wording, labels: labels.units };
}

function withoutQualifier(name: string): string {
  return name.replace(/\s*\([^)]*\)/g, "");
}

/**
 * How the box says, in `language`, which unit it read and why two units do not convert: the
 * catalogue's sentences with the units' and quantities' names in that language. A name inside a
 * sentence begins in lower case, but in German, where nouns are capitalised.
 */
function wordingOf(language: OtherLanguage, messages: Messages, labels: UnitLabels): Wording {
  const inSentence = (name: string) =>
    language === "de" ? name : name.charAt(0).toLowerCase() + name.slice(1);
  const unit = ({ category, unit }: Resolved) =>
    labels.units[`${category.id}:${unit.code}`] ?? [unit.label, unit.label];
  const quantity = ({ id, name }: Category) =>
    inSentence(withoutQualifier(labels.categories[id] ?? name));
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return {
    readAs: (text, chosen) =>
      fill(messages["box.read-as"], {
        text,
        unit: unit(chosen)[0],
        quantity: quantity(chosen.category),
      }),
    mismatch: (first, second) =>
      sentence(
        fill(messages["box.mismatch"], {
          units: unit(first)[1],
          quantity: quantity(first.category),
          other: unit(second)[1],
          otherQuantity: quantity(second.category),
        }),
      ),
  };
}
