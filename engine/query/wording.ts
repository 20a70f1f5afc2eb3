import type { Category, Unit } from "../types.ts";
import { pluralOf } from "./plural.ts";
import type { Resolved } from "./resolve.ts";

/**
 * The sentences the question reader says about units, in a reader's language: the site passes
 * its own (site/query/pack-data.server.ts) for the languages beside English.
 */
export interface Wording {
  /** "Read “nm” as Nanometer (length).": which unit an ambiguous name was read as. */
  readonly readAs: (text: string, chosen: Resolved) => string;
  /** "Meters measure length, kilograms measure mass: …": why two units cannot be converted. */
  readonly mismatch: (first: Resolved, second: Resolved) => string;
}

/** "kilograms measure mass": the quantity's name without its parenthesis, in lower case. */
const QUANTITY_NAMES: Readonly<Record<string, string>> = { weight: "mass" };

export function quantityName(category: Category): string {
  return QUANTITY_NAMES[category.id] ?? (category.name.split(" (")[0] ?? "").toLowerCase();
}

function unitName(unit: Unit): string {
  return unit.label.split(" (")[0]?.toLowerCase() ?? unit.label;
}

/** "Meters measure length, kilograms measure mass": why two units cannot be converted. */
function mismatchMessage(first: Resolved, second: Resolved): string {
  const name = (r: Resolved) => unitName({ ...r.unit, label: pluralOf(r.unit.label) });
  const text = `${name(first)} measure ${quantityName(first.category)}, ${name(second)} measure ${quantityName(second.category)}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}: one cannot be converted into the other.`;
}

export const ENGLISH: Wording = {
  readAs: (text, { unit, category }) =>
    `Read “${text}” as ${unit.label} (${quantityName(category)}).`,
  mismatch: mismatchMessage,
};
