import { type DecimalMark, type SayNumberNote, scanNumber } from "../quantity/number.ts";
import type { Reason } from "../query/wording.ts";

/**
 * The pieces of an expression: numbers as people type them (engine/quantity/number.ts reads
 * them: `1,5`, `1.234,5`, `1 3/16`, `2½`, `6.02×10^23`), words (units, number words, functions,
 * constants, keywords), operators and powers written as superscripts. Each keeps where it was typed,
 * so that a run of pieces can be looked up as one unit name ("km/h", "L/100km", "miles per hour").
 */

type Operator = "+" | "-" | "*" | "/" | "^" | "(" | ")" | "%" | "->";

export type Token =
  | {
      readonly kind: "number";
      readonly value: number;
      readonly start: number;
      readonly end: number;
      readonly note?: string;
    }
  | { readonly kind: "word"; readonly text: string; readonly start: number; readonly end: number }
  | { readonly kind: "op"; readonly op: Operator; readonly start: number; readonly end: number }
  /** ², ³, ⁻¹: a power written after its base. */
  | { readonly kind: "sup"; readonly power: number; readonly start: number; readonly end: number };

/** Longer texts are not expressions anyone types; the bound keeps the work small. */
const MAX_LENGTH = 300;
const MAX_TOKENS = 100;

const OPERATORS: readonly (readonly [string, Operator])[] = [
  ["->", "->"],
  ["=>", "->"],
  ["→", "->"],
  ["=", "->"],
  ["**", "^"],
  ["+", "+"],
  ["-", "-"],
  ["−", "-"],
  ["–", "-"],
  ["*", "*"],
  ["×", "*"],
  ["·", "*"],
  ["⋅", "*"],
  ["/", "/"],
  ["÷", "/"],
  ["^", "^"],
  ["(", "("],
  [")", ")"],
  ["%", "%"],
];

const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const VULGAR = /[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/;
/** A currency sign: "$5", "€12". */
const CURRENCY_SIGN = /\p{Sc}/u;

/** What a word is made of: letters, and the marks units are written with (°C, µm, Ω, 5′, $). */
const WORD_START = /[\p{L}\p{M}°µΩ℃℉'"′″’”$€£¥_]/u;
const WORD_PART = /[\p{L}\p{M}°µΩ℃℉'"′″’”$€£¥_0-9]/u;
const LETTER = /\p{L}/u;
const SPACE = /\s/;

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

function startsNumber(text: string, i: number): boolean {
  const c = text[i];
  return isDigit(c) || (c === "." && isDigit(text[i + 1])) || (c !== undefined && VULGAR.test(c));
}

export type Tokens =
  | { readonly kind: "tokens"; readonly tokens: readonly Token[] }
  | { readonly kind: "error"; readonly reason: Reason };

/** The end of a word starting at `i`: a hyphen joins letters ("ft-lb", "pound-force"). */
function wordEnd(text: string, i: number): number {
  let j = i + 1;
  for (;;) {
    const c = text[j];
    if (c !== undefined && WORD_PART.test(c)) j++;
    else if (c === "-" && LETTER.test(text[j - 1] ?? "") && LETTER.test(text[j + 1] ?? "")) j++;
    else return j;
  }
}

/** Splits `text` into tokens, or says why it cannot. Never throws. */
export function tokenize(text: string, decimal: DecimalMark, say?: SayNumberNote): Tokens {
  if (text.length > MAX_LENGTH) {
    return { kind: "error", reason: { code: "too-long-characters", limit: MAX_LENGTH } };
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (tokens.length > MAX_TOKENS) {
      return { kind: "error", reason: { code: "too-long-parts", limit: MAX_TOKENS } };
    }
    const c = text[i] ?? "";
    if (SPACE.test(c)) {
      i++;
      continue;
    }
    if (startsNumber(text, i)) {
      const read = scanNumber(text, i, decimal, say);
      if (!read) {
        return { kind: "error", reason: { code: "not-a-number", text: text.slice(i, i + 12) } };
      }
      tokens.push({
        kind: "number",
        value: read.value,
        start: i,
        end: read.end,
        ...(read.note ? { note: read.note } : {}),
      });
      i = read.end;
      continue;
    }
    // A currency sign before its amount ("$5", "€12") reads as after it: 5 $, 12 €.
    if (CURRENCY_SIGN.test(c) && startsNumber(text, i + 1)) {
      const read = scanNumber(text, i + 1, decimal, say);
      if (read) {
        tokens.push({
          kind: "number",
          value: read.value,
          start: i + 1,
          end: read.end,
          ...(read.note ? { note: read.note } : {}),
        });
        tokens.push({ kind: "word", text: c, start: i, end: i + 1 });
        i = read.end;
        continue;
      }
    }
    const superscript = superscriptAt(text, i);
    if (superscript) {
      tokens.push(superscript);
      i = superscript.end;
      continue;
    }
    const operator = OPERATORS.find(([spelling]) => text.startsWith(spelling, i));
    if (operator) {
      const [spelling, op] = operator;
      tokens.push({ kind: "op", op, start: i, end: i + spelling.length });
      i += spelling.length;
      continue;
    }
    if (WORD_START.test(c)) {
      const end = wordEnd(text, i);
      tokens.push({ kind: "word", text: text.slice(i, end), start: i, end });
      i = end;
      continue;
    }
    return { kind: "error", reason: { code: "no-meaning", text: c } };
  }
  if (tokens.length > MAX_TOKENS) {
    return { kind: "error", reason: { code: "too-long-parts", limit: MAX_TOKENS } };
  }
  return { kind: "tokens", tokens };
}

function superscriptAt(text: string, i: number): Token | undefined {
  let j = text[i] === "⁻" ? i + 1 : i;
  let digits = "";
  for (let d = SUPERSCRIPT_DIGITS.indexOf(text[j] ?? "_"); d >= 0; ) {
    digits += d;
    j++;
    d = SUPERSCRIPT_DIGITS.indexOf(text[j] ?? "_");
  }
  if (digits === "") return undefined;
  const power = Number(digits) * (text[i] === "⁻" ? -1 : 1);
  return { kind: "sup", power, start: i, end: j };
}
