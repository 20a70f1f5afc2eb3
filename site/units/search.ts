/**
 * How the unit picker matches what a visitor types (issue 14): by name, symbol, code, plural or a
 * common alias, whatever the case, accents, separators or way of writing micro. The server writes
 * each unit's words once into its option (`data-terms`); the browser normalises the query the same
 * way and looks for it in them.
 */

import { pluralOf } from "../../engine/query/plural.ts";

const MICRO = /[\u00b5\u03bc]/g;
const SUPERSCRIPTS: Readonly<Record<string, string>> = { "²": "2", "³": "3", "⁻": "-", "¹": "1" };

/**
 * Lower case, without accents, separators or spaces, micro as "u": "Pound-force Foot", "lbf·ft",
 * "pound force foot" and "lbf ft" all read "poundforcefoot" or "lbfft"; "µm" and "um" read "um".
 */
export function searchable(text: string): string {
  return text
    .replace(MICRO, "u")
    .replace(/[²³⁻¹]/g, (c) => SUPERSCRIPTS[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s·⋅•*×_\-./()'’,]+/g, "");
}

/** Everything a unit may be found by, as one searchable string. */
export function unitSearchWords(unit: {
  readonly code: string;
  readonly label: string;
  readonly symbol: string;
  readonly terms?: readonly string[];
}): string {
  const words = [unit.label, pluralOf(unit.label), unit.symbol, unit.code, ...(unit.terms ?? [])];
  return [...new Set(words.map(searchable))].join(" ");
}
