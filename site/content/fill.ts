import { convert } from "../../engine/convert.ts";
import { formatNumber } from "../../engine/format.ts";
import type { Category, Unit } from "../../engine/types.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import type { Language } from "../i18n/languages.ts";
import { spellNumbers } from "../i18n/numbers.ts";

const TEMPLATE = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function unitOf(category: Category, code: string): Unit {
  const unit = findUnit(category, code);
  if (!unit) throw new Error(`Content names '${code}', which '${category.id}' lacks`);
  return unit;
}

/** The engine's display of `value` `from` in `to`, as a page shows it. */
export function shown(category: Category, value: number, from: string, to: string): string {
  const options = category.display ? { display: category.display } : undefined;
  const text = formatNumber(convert(value, unitOf(category, from), unitOf(category, to)), options);
  if (text === "") throw new Error(`${value} ${from} has no value in ${to}`);
  return text;
}

/**
 * Replaces every `{{<value> <from> <to>}}` with the engine's display of that conversion, in the
 * marks of the text's language. A malformed template or an unknown unit throws: the build stops
 * rather than print a wrong number.
 */
export function fill(text: string, category: Category, language: Language = "en"): string {
  return text.replace(TEMPLATE, (whole, inner: string) => {
    const [value, from, to, ...rest] = inner.split(/\s+/);
    const number = Number(value);
    if (!from || !to || rest.length > 0 || !Number.isFinite(number)) {
      throw new Error(`Malformed conversion ${whole}: write {{<value> <from> <to>}}`);
    }
    return spellNumbers(shown(category, number, from, to), language);
  });
}
