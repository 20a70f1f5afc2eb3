import type { Category, Unit } from "./types.ts";

/**
 * Finding a unit by the code a page, a URL or the API uses (docs/spec/decisions.md): codes and
 * aliases match exactly and case matters (`b` bit, `B` byte), except that the Greek small mu
 * (U+03BC) and the micro sign (U+00B5) are the same character, and, only when nothing matches
 * exactly, `-` and `_` are the same character (`fl-oz` / `fl_oz`).
 */

const MICRO_SIGN = /\u00b5/g;
const GREEK_MU = "\u03bc";

interface Index {
  readonly exact: ReadonlyMap<string, Unit>;
  readonly loose: ReadonlyMap<string, Unit>;
}

const indexes = new WeakMap<Category, Index>();

function sameMu(code: string): string {
  return code.replace(MICRO_SIGN, GREEK_MU);
}

function dashless(code: string): string {
  return code.replaceAll("_", "-");
}

/** Codes win over aliases, and the first unit wins a tie (the catalog tests keep codes unique). */
function indexOf(category: Category): Index {
  let index = indexes.get(category);
  if (index) return index;
  const exact = new Map<string, Unit>();
  const loose = new Map<string, Unit>();
  const add = (code: string, unit: Unit) => {
    const key = sameMu(code);
    if (!exact.has(key)) exact.set(key, unit);
    if (!loose.has(dashless(key))) loose.set(dashless(key), unit);
  };
  for (const unit of category.units) add(unit.code, unit);
  for (const unit of category.units) for (const alias of unit.aliases ?? []) add(alias, unit);
  index = { exact, loose };
  indexes.set(category, index);
  return index;
}

/** The unit of `category` that `code` names, or undefined. */
export function findUnit(category: Category, code: string): Unit | undefined {
  const index = indexOf(category);
  const key = sameMu(code);
  return index.exact.get(key) ?? index.loose.get(dashless(key));
}
