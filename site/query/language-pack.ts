import { formatNumber } from "../../engine/format.ts";
import { withMarks } from "../../engine/number-marks.ts";
import { unaccented } from "../../engine/query/names.ts";
import type { QuestionWords } from "../../engine/query/question-words.ts";
import type { Resolved } from "../../engine/query/resolve.ts";
import type { Measured, Measurer, Reason, Wording } from "../../engine/query/wording.ts";
import type { Category } from "../../engine/types.ts";
import type { OtherLanguage } from "../i18n/languages.ts";
import type { Messages } from "../i18n/messages/en.ts";
import { fill } from "../i18n/messages/fill.ts";
import { numberMarks } from "../i18n/numbers.ts";
import type { UnitLabel, UnitLabels } from "../i18n/unit-labels/types.ts";
import type { LanguagePack } from "./world.ts";

/**
 * What the box reads and says in a language beside English, as plain data: made on the server
 * (pack-data.server.ts) and sent to the browser as a prerendered file (`queryWordsPath`), so the
 * box of a page in that language reads and answers as the server does, and loads no other
 * language's words.
 */
export interface PackData {
  readonly language: OtherLanguage;
  /** Its question words and own names of units (engine/query/languages/). */
  readonly words: QuestionWords;
  readonly messages: Messages;
  /** Each unit's label and plural, and each quantity's name (site/i18n/unit-labels/). */
  readonly labels: UnitLabels;
  /** Every name of a unit or currency in the language, by `category:code`. */
  readonly names: readonly (readonly [key: string, names: readonly string[]])[];
  /** Each converter page by its English path: its address and title in the language. */
  readonly pages: readonly (readonly [english: string, path: string, title: string])[];
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
  const unit = ({ category, unit }: Pick<Resolved, "category" | "unit">): UnitLabel =>
    labels.units[`${category.id}:${unit.code}`] ?? [unit.label, unit.label];
  const quantity = ({ id, name }: Category) =>
    inSentence(withoutQualifier(labels.categories[id] ?? name));
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const marks = numberMarks(language);
  // A number the engine wrote, with the language's marks; `whole` leaves it ungrouped, as a
  // number read from `1.234` is said to be 1234.
  const spell = (text: string, whole = false) =>
    marks
      ? withMarks(text, whole ? { ...marks, groupFrom: Number.POSITIVE_INFINITY } : marks)
      : text;
  // What a reason names: a quantity, money, a dimension, a temperature or a number; a unit by
  // its plural ("Kilogramm"), a target written in symbols as written.
  const named = (value: Measured | Measurer): string => {
    switch (value.kind) {
      case "quantity":
        return quantity(value.category);
      case "dimension":
        return fill(messages["calc.named-dimension"], { symbol: value.symbol });
      case "unit":
        return inSentence(unit(value)[1]);
      case "symbol":
        return value.symbol;
      default:
        return messages[`calc.named-${value.kind}`];
    }
  };
  const reason = (said: Reason): string => {
    const { code, ...values } = said;
    const spelled = Object.fromEntries(
      Object.entries(values).map(([name, value]: [string, unknown]) => [
        name,
        typeof value === "number"
          ? spell(String(value))
          : typeof value === "string"
            ? value
            : named(value as Measured | Measurer),
      ]),
    );
    return fill(messages[`calc.${code}`], spelled);
  };
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
    numberNote: ({ typed, read, mark, as }) =>
      fill(messages[`box.number-as-${as}`], {
        typed,
        read: spell(read, true),
        mark: messages[`box.mark-${mark}`],
      }),
    reason,
    glucose: (factor) =>
      fill(messages["box.glucose"], {
        factor: spell(formatNumber(factor)),
        molar: spell(formatNumber(factor * 10)),
      }),
  };
}

/** The box's language pack, from its data: on the server, or in the browser from the file. */
export function packOf(data: PackData): LanguagePack {
  const { language, words, messages, labels } = data;
  return {
    language,
    words,
    messages,
    wording: wordingOf(language, messages, labels),
    labels: labels.units,
    // Typed without accents too, "ß" as "ss", "œ" as "oe": "pes" is a Portuguese's feet, not
    // the Roman pes; "noeuds" are knots. Made here, so the file carries each name once.
    names: new Map(
      data.names.map(([key, names]) => [
        key,
        [...new Set(names.flatMap((n) => [n, unaccented(n)]))],
      ]),
    ),
    pages: new Map(data.pages.map(([english, path, title]) => [english, { path, title }])),
  };
}
