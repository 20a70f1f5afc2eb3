/**
 * Numbers as people type them (issue 15, docs/decisions/019-numbers-people-type.md): a decimal
 * point or a decimal comma, thousands grouped by commas, points or spaces, fractions and mixed
 * numbers of an inch or a cup, Unicode fractions, scientific notation and a sign.
 *
 * What it never does: throw, read hex, `Infinity` or `NaN`, read a number beyond the double range
 * (`1e999`, `1e-999`), or read a number whose digits are not all zero as 0. A comma is a decimal
 * comma unless it cannot be (`1,5` is 1.5 everywhere); where it could be either (`1,234`), the
 * reader's locale decides and the answer says how it was read.
 */

import type { DecimalMark } from "./decimal-mark.ts";

export { type DecimalMark, decimalMarkOf } from "./decimal-mark.ts";

/**
 * How an ambiguous number was read, for a sentence: `1,234` (typed) read as `1234` (in
 * JavaScript syntax), the comma taken as a thousands separator.
 */
export interface NumberNote {
  readonly typed: string;
  readonly read: string;
  readonly mark: "comma" | "point";
  readonly as: "decimal" | "thousands";
}

/** "Read 1,234 as 1234 (comma as thousands separator)": the note in English. */
export function englishNumberNote({ typed, read, mark, as }: NumberNote): string {
  return `Read ${typed} as ${read} (${mark} as ${as === "decimal" ? "decimal mark" : "thousands separator"})`;
}

/** Writes a number's note: in English unless the caller words it in its reader's language. */
export type SayNumberNote = (note: NumberNote) => string;

export interface NumberRead {
  readonly value: number;
  /** Index in the text just after the number (for scanNumber), or text.length. */
  readonly end: number;
  /** Set when the text was ambiguous and was read one way: "Read 1,234 as 1234 (comma as thousands separator)". */
  readonly note?: string;
}

const VULGAR: Readonly<Record<string, number>> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅐": 1 / 7,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
  "⅑": 1 / 9,
  "⅒": 1 / 10,
};
const SUPERSCRIPT = "⁰¹²³⁴⁵⁶⁷⁸⁹";
/** Spaces that group thousands: the space, the no-break space and the narrow no-break space (fr). */
const isSpace = (c: string | undefined) => c === " " || c === "\u00a0" || c === "\u202f";
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isSlash = (c: string | undefined) => c === "/" || c === "\u2044";
const isMinus = (c: string | undefined) => c === "-" || c === "\u2212";

function digitsEnd(text: string, i: number): number {
  while (isDigit(text[i])) i++;
  return i;
}

/** The number starting exactly at `start` of `text` (no leading spaces skipped), or undefined. */
export function scanNumber(
  text: string,
  start: number,
  decimal: DecimalMark,
  say: SayNumberNote = englishNumberNote,
): NumberRead | undefined {
  const sign = text[start];
  const negative = isMinus(sign);
  const read = unsigned(text, negative || sign === "+" ? start + 1 : start, decimal, say);
  if (!read) return undefined;
  // -0 reads as 0: the display never shows "-0".
  return read.value === 0 || !negative ? read : { ...read, value: -read.value };
}

/** The number the whole (trimmed) `text` spells, or undefined. */
export function readNumber(text: string, decimal: DecimalMark = "."): NumberRead | undefined {
  const trimmed = text.trim();
  const read = scanNumber(trimmed, 0, decimal);
  if (!read || read.end !== trimmed.length) return undefined;
  return { ...read, end: text.length };
}

function unsigned(
  text: string,
  i: number,
  decimal: DecimalMark,
  say: SayNumberNote,
): NumberRead | undefined {
  const c = text[i];
  const vulgar = c === undefined ? undefined : VULGAR[c];
  if (vulgar !== undefined) return { value: vulgar, end: i + 1 };
  if (c === "." && isDigit(text[i + 1])) {
    const end = digitsEnd(text, i + 1);
    return decimalNumber(text, { digits: `0${text.slice(i, end)}`, end }, say);
  }
  if (!isDigit(c)) return undefined;
  const body = readBody(text, i, decimal);
  if (body === undefined) return undefined;
  if (body.integer) {
    const fraction = fractionAfter(text, i, body.end);
    if (fraction) return fraction;
  }
  return decimalNumber(text, body, say);
}

interface Body {
  /** The number in JavaScript syntax, without its exponent: "1234.5". */
  readonly digits: string;
  readonly end: number;
  /** Digits only: the whole part of a fraction or a mixed number may follow. */
  readonly integer?: boolean;
  readonly note?: NumberNote;
}

/** Adds the exponent after a body, if any, and reads the value, refusing what a double cannot hold. */
function decimalNumber(text: string, body: Body, say: SayNumberNote): NumberRead | undefined {
  const exponent = exponentAt(text, body.end);
  const value = Number(exponent ? `${body.digits}e${exponent.power}` : body.digits);
  if (!Number.isFinite(value)) return undefined;
  // A non-zero mantissa that underflows to 0 is out of range, not zero.
  if (value === 0 && /[1-9]/.test(body.digits)) return undefined;
  const end = exponent?.end ?? body.end;
  return body.note === undefined ? { value, end } : { value, end, note: say(body.note) };
}

/** `e-5`, `E3`, `×10^23`, `x10^-3`, `·10²³` right after the mantissa. */
function exponentAt(text: string, i: number): { power: string; end: number } | undefined {
  const c = text[i];
  if (c === "e" || c === "E") {
    const signed = isMinus(text[i + 1]) || text[i + 1] === "+";
    const from = signed ? i + 2 : i + 1;
    const end = digitsEnd(text, from);
    if (end === from) return undefined;
    return { power: `${isMinus(text[i + 1]) ? "-" : ""}${text.slice(from, end)}`, end };
  }
  let j = i;
  if (text[j] === " ") j++;
  if (!"×x·⋅*".includes(text[j] ?? "_")) return undefined;
  j++;
  if (text[j] === " ") j++;
  if (text[j] !== "1" || text[j + 1] !== "0") return undefined;
  j += 2;
  if (text[j] === "^") {
    const negative = isMinus(text[j + 1]);
    const from = negative || text[j + 1] === "+" ? j + 2 : j + 1;
    const end = digitsEnd(text, from);
    return end === from
      ? undefined
      : { power: `${negative ? "-" : ""}${text.slice(from, end)}`, end };
  }
  const negative = text[j] === "⁻";
  let end = negative ? j + 1 : j;
  let power = "";
  for (
    let d = SUPERSCRIPT.indexOf(text[end] ?? "_");
    d >= 0;
    d = SUPERSCRIPT.indexOf(text[end] ?? "_")
  ) {
    power += d;
    end++;
  }
  return power === "" ? undefined : { power: `${negative ? "-" : ""}${power}`, end };
}

/**
 * `3/8` (any fraction with a positive denominator), or a mixed number whose fraction is proper:
 * `1 3/16`, `1-3/16`, `1½`, `1 ½`. `whole` is the digit run from `start` to `end`.
 */
function fractionAfter(text: string, start: number, end: number): NumberRead | undefined {
  const whole = Number(text.slice(start, end));
  const numerator = (at: number) => {
    const over = digitsEnd(text, at);
    if (over === at || !isSlash(text[over])) return undefined;
    const under = digitsEnd(text, over + 1);
    if (under === over + 1) return undefined;
    return { n: Number(text.slice(at, over)), d: Number(text.slice(over + 1, under)), end: under };
  };
  if (isSlash(text[end])) {
    const simple = numerator(start);
    return simple && simple.d > 0 ? { value: simple.n / simple.d, end: simple.end } : undefined;
  }
  let gap = end;
  while (isSpace(text[gap])) gap++;
  const vulgar = VULGAR[text[gap] ?? "_"];
  if (vulgar !== undefined) return { value: whole + vulgar, end: gap + 1 };
  if (gap === end && text[end] === "-") gap++;
  if (gap === end) return undefined;
  const part = numerator(gap);
  if (!part || !(part.n > 0 && part.n < part.d)) return undefined;
  return { value: whole + part.n / part.d, end: part.end };
}

/**
 * Digits with their separators, from `start` (a digit): the longest prefix that is a valid number.
 * A separator counts only between digits; a space only before a group of exactly three digits
 * that is not a fraction's numerator (`1 3/16` is a mixed number, `1 234` a thousand and more).
 * A mark after the last digit ends the number when it can be its decimal mark: `5.`, `1,234.`,
 * and `5,` where the comma is the reader's decimal mark.
 */
function readBody(text: string, start: number, decimal: DecimalMark): Body | undefined {
  const runs: [number, number][] = [[start, digitsEnd(text, start)]];
  const seps: string[] = [];
  for (;;) {
    const at = (runs[runs.length - 1] as [number, number])[1];
    const sep = text[at] as string;
    const trailing = (sep === "." || (sep === "," && decimal === ",")) && !seps.includes(sep);
    if (trailing && !isDigit(text[at + 1])) {
      seps.push(sep);
      runs.push([at + 1, at + 1]);
      break;
    }
    if (!(sep === "," || sep === "." || isSpace(sep)) || !isDigit(text[at + 1])) break;
    const end = digitsEnd(text, at + 1);
    if (isSpace(sep) && (end - at - 1 !== 3 || isSlash(text[end]))) break;
    seps.push(isSpace(sep) ? " " : sep);
    runs.push([at + 1, end]);
  }
  for (let k = seps.length; k >= 0; k--) {
    const body = interpret(text, runs.slice(0, k + 1), seps.slice(0, k), decimal);
    if (body) return body;
  }
  return undefined;
}

/** Groups of three after a first group of one to three digits that does not start with 0. */
function validGroups(text: string, runs: readonly [number, number][]): boolean {
  const [first, ...rest] = runs as [[number, number], ...[number, number][]];
  const length = first[1] - first[0];
  if (length < 1 || length > 3 || text[first[0]] === "0") return false;
  return rest.every(([from, to]) => to - from === 3);
}

function interpret(
  text: string,
  runs: readonly [number, number][],
  seps: readonly string[],
  decimal: DecimalMark,
): Body | undefined {
  const digits = (r: readonly [number, number][]) => r.map(([a, b]) => text.slice(a, b)).join("");
  const end = (runs[runs.length - 1] as [number, number])[1];
  const last = seps[seps.length - 1];
  if (last === undefined) return { digits: digits(runs), end, integer: true };
  const before = seps.slice(0, -1);
  // Every separator is the same: groups, unless a single comma or point can be a decimal mark.
  if (before.every((s) => s === last)) {
    if (last === " " || before.length > 0) {
      return validGroups(text, runs) ? { digits: digits(runs), end } : undefined;
    }
    const whole = digits(runs.slice(0, 1));
    const fraction = digits(runs.slice(1));
    const decimalReading = { digits: `${whole}.${fraction}`, end };
    if (!validGroups(text, runs)) return decimalReading;
    // One group of three after one to three digits: `1,234`, or `1.234` where "," is the mark.
    if (last === "." && decimal === ".") return decimalReading;
    const typed = text.slice((runs[0] as [number, number])[0], end);
    const name = last === "," ? "comma" : "point";
    if (last === decimal) {
      return {
        ...decimalReading,
        note: { typed, read: `${whole}.${fraction}`, mark: name, as: "decimal" },
      };
    }
    return {
      digits: whole + fraction,
      end,
      note: { typed, read: whole + fraction, mark: name, as: "thousands" },
    };
  }
  // Mixed separators: the last one is the decimal mark, the others must all be one kind of group.
  const group = before[0];
  if (last === " " || !before.every((s) => s === group)) return undefined;
  const whole = runs.slice(0, -1);
  if (!validGroups(text, whole)) return undefined;
  return { digits: `${digits(whole)}.${digits(runs.slice(-1))}`, end };
}
