import { formatNumber } from "../format.ts";
import { englishNumberNote, type NumberNote } from "../quantity/number.ts";
import type { Category, Unit } from "../types.ts";
import { pluralOf } from "./plural.ts";
import type { Resolved } from "./resolve.ts";

/**
 * Why a calculation has no answer, as a code and its values, for the `Wording` to say: "Convert
 * to what?", "That is too long to calculate (over 200 characters)."…
 */
export type Reason =
  | { readonly code: "convert-to-what" }
  | { readonly code: "empty" }
  | { readonly code: "nothing" }
  | { readonly code: "cannot-calculate" }
  | { readonly code: "too-high-power" }
  | { readonly code: "ends-too-soon" }
  | { readonly code: "no-rate"; readonly currency: string }
  | { readonly code: "too-long-characters"; readonly limit: number }
  | { readonly code: "too-long-parts"; readonly limit: number }
  | { readonly code: "too-deep"; readonly limit: number }
  | { readonly code: "not-understood"; readonly text: string }
  | { readonly code: "not-a-unit"; readonly text: string }
  | { readonly code: "not-a-number"; readonly text: string }
  | { readonly code: "no-meaning"; readonly text: string }
  | { readonly code: "cannot-stand-there"; readonly text: string }
  | { readonly code: QuotingCode; readonly text: string }
  | { readonly code: "scale-alone"; readonly symbol: string }
  | {
      readonly code: "cannot-add" | "cannot-subtract";
      readonly text: string;
      readonly first: Measured;
      readonly second: Measured;
    }
  | {
      readonly code: "scale-difference";
      readonly text: string;
      readonly left: string;
      readonly right: string;
    }
  | { readonly code: "exponent-not-number"; readonly text: string; readonly exponent: Measured }
  | {
      readonly code: "whole-power";
      readonly text: string;
      readonly base: Measured;
      readonly limit: number;
    }
  | { readonly code: "negative-power"; readonly text: string; readonly power: number }
  | {
      readonly code: "no-square-root" | "no-cube-root";
      readonly text: string;
      readonly of: Measured;
    }
  | {
      readonly code: "measures-other";
      readonly text: string;
      readonly measured: Measured;
      readonly target: Measurer;
      readonly dimension: Measured;
    }
  | {
      readonly code: "temperature-not";
      readonly text: string;
      readonly target: Measurer;
      readonly dimension: Measured;
    }
  | { readonly code: "not-on-scale"; readonly text: string; readonly symbol: string }
  | { readonly code: "compound-kinds"; readonly text: string; readonly target: string };

/**
 * What a quantity is, as a reason names it: a quantity of the catalogue ("mass"), money, a
 * dimension no category has ("a quantity in m·kg"), a temperature on a scale, or a plain number.
 */
export type Measured =
  | { readonly kind: "quantity"; readonly category: Category }
  | { readonly kind: "money" }
  | { readonly kind: "dimension"; readonly symbol: string }
  | { readonly kind: "temperature" }
  | { readonly kind: "number" };

/** What a target measures with, as a reason names it: a unit ("kilograms measure") or symbols. */
export type Measurer =
  | { readonly kind: "unit"; readonly category: Category; readonly unit: Unit }
  | { readonly kind: "symbol"; readonly symbol: string };

/** Reasons that quote the calculation as read: "(5 m^9) × (5 m^9): division by zero." */
type QuotingCode = keyof typeof QUOTING;

/** Each quoting reason in English, its reading as `{text}`. */
const QUOTING = {
  "division-by-zero": "{text}: division by zero.",
  "too-high-power-of": "{text}: the units multiply to too high a power.",
  "negative-square-root": "{text}: a negative number has no square root.",
  "temperature-power": "{text}: a temperature on a scale cannot be raised to a power.",
  "temperature-percentage": "{text}: a percentage of a temperature on a scale has no meaning.",
  "temperature-from-difference":
    "{text}: a temperature on a scale cannot be subtracted from a difference.",
  "temperature-multiplied": "{text}: a temperature on a scale cannot be multiplied.",
  "temperatures-add": "{text}: temperatures on a scale do not add up.",
  "temperature-negated": "−({text}): a temperature on a scale cannot be negated.",
  "no-value": "{text} has no value.",
  "too-large": "{text} is too large to calculate.",
  "not-a-target": "“{text}” is not a unit to convert into.",
  "target-zero": "{text} is zero: division by zero.",
  "reciprocal-of-zero": "{text} is zero: its reciprocal is infinite.",
  "compound-order": "{text}: a compound's units go from the largest to the smallest.",
  "temperature-times":
    "{text}: a temperature on a scale cannot be multiplied or divided; use a difference in K.",
  "temperature-as-number":
    "{text}: a temperature on a scale cannot be taken as a number; use a difference in K.",
} as const;

/**
 * The sentences the question reader says about units, in a reader's language: the site passes
 * its own (site/query/pack-data.server.ts) for the languages beside English.
 */
export interface Wording {
  /** "Read “nm” as Nanometer (length).": which unit an ambiguous name was read as. */
  readonly readAs: (text: string, chosen: Resolved) => string;
  /** "Meters measure length, kilograms measure mass: …": why two units cannot be converted. */
  readonly mismatch: (first: Resolved, second: Resolved) => string;
  /** "Read 1,234 as 1234 (comma as thousands separator)": how an ambiguous number was read. */
  readonly numberNote: (note: NumberNote) => string;
  /** "Convert to what?", "Nothing to calculate."…: why a calculation has no answer. */
  readonly reason: (reason: Reason) => string;
  /** "Read as blood glucose: 1 mmol/L is 18.016 mg/dL (glucose, 180.16 g/mol).", by `factor`. */
  readonly glucose: (factor: number) => string;
}

function englishReason(reason: Reason): string {
  switch (reason.code) {
    case "convert-to-what":
      return "Convert to what?";
    case "empty":
      return "There is nothing to calculate.";
    case "nothing":
      return "Nothing to calculate.";
    case "cannot-calculate":
      return "That cannot be calculated.";
    case "too-high-power":
      return "Those units multiply to too high a power.";
    case "ends-too-soon":
      return "The calculation ends too soon.";
    case "no-rate":
      return `No rate for ${reason.currency} is available right now.`;
    case "too-long-characters":
      return `That is too long to calculate (over ${reason.limit} characters).`;
    case "too-long-parts":
      return `That is too long to calculate (over ${reason.limit} parts).`;
    case "too-deep":
      return `That is nested too deeply to calculate (over ${reason.limit} levels).`;
    case "not-understood":
      return `“${reason.text}” is not understood here.`;
    case "not-a-unit":
      return `“${reason.text}” is not a unit.`;
    case "not-a-number":
      return `“${reason.text}” is not a number.`;
    case "no-meaning":
      return `“${reason.text}” has no meaning in a calculation.`;
    case "cannot-stand-there":
      return `“${reason.text}” cannot stand there.`;
    case "scale-alone":
      return `${reason.symbol} is a temperature scale: write a temperature (20 ${reason.symbol}) or a difference in K.`;
    case "cannot-add":
    case "cannot-subtract":
      return `${reason.text}: ${named(reason.first)} and ${named(reason.second)} cannot be ${reason.code === "cannot-add" ? "added" : "subtracted"}.`;
    case "scale-difference":
      return `${reason.text}: temperatures on a scale cannot be added; their difference can (${reason.left} − ${reason.right}).`;
    case "exponent-not-number":
      return `${reason.text}: an exponent is a plain number, not ${named(reason.exponent)}.`;
    case "whole-power":
      return `${reason.text}: ${named(reason.base)} can be raised only to a whole power up to ${reason.limit}.`;
    case "negative-power":
      return `${reason.text}: a negative number has no real power ${reason.power}.`;
    case "no-square-root":
    case "no-cube-root":
      return `${reason.text}: ${named(reason.of)} has no ${reason.code === "no-square-root" ? "square" : "cube"} root among units.`;
    case "measures-other": {
      // What a reading measures, said after "measures": "temperature", "a plain number", "mass".
      const { measured } = reason;
      const what =
        measured.kind === "temperature"
          ? "temperature"
          : measured.kind === "number"
            ? "a plain number"
            : named(measured);
      return `${reason.text} measures ${what}; ${measurer(reason.target)} ${named(reason.dimension)}: one cannot be converted into the other.`;
    }
    case "temperature-not":
      return `${reason.text} is a temperature; ${measurer(reason.target)} ${named(reason.dimension)}.`;
    case "not-on-scale":
      return `${reason.text} is not a temperature on a scale; ${reason.symbol} is one.`;
    case "compound-kinds":
      return `${reason.text}: ${reason.target} cannot be a compound of temperatures or reciprocal units.`;
    default:
      return QUOTING[reason.code].replace("{text}", reason.text);
  }
}

/** "mass", "money", "a quantity in m·kg", "a temperature", "a number". */
function named(measured: Measured): string {
  switch (measured.kind) {
    case "quantity":
      return quantityName(measured.category);
    case "money":
      return "money";
    case "dimension":
      return `a quantity in ${measured.symbol}`;
    case "temperature":
      return "a temperature";
    case "number":
      return "a number";
  }
}

/** "kilograms measure", "kg·m measures". */
function measurer(target: Measurer): string {
  return target.kind === "unit"
    ? `${unitName({ ...target.unit, label: pluralOf(target.unit.label) })} measure`
    : `${target.symbol} measures`;
}

/** "kilograms measure mass": the quantity's name without its parenthesis, in lower case. */
const QUANTITY_NAMES: Readonly<Record<string, string>> = { weight: "mass" };

function quantityName(category: Category): string {
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
  numberNote: englishNumberNote,
  reason: englishReason,
  // mg/dL per mmol/L is the molar mass in g/mol over 10 (1 dL = 0.1 L).
  glucose: (factor) =>
    `Read as blood glucose: 1 mmol/L is ${formatNumber(factor)} mg/dL (glucose, ${formatNumber(factor * 10)} g/mol).`,
};
