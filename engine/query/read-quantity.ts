import { type DecimalMark, type SayNumberNote, scanNumber } from "../quantity/number.ts";

/**
 * A quantity as typed, before its units are known: numbers, each with the text of its unit.
 * "5 ft 3 in" → 5 "ft", 3 "in"; "5'3\"" → 5 "'", 3 "\""; "12°30'15\"" → 12 "°", 30 "'", 15 "\"";
 * "$5" and "USD 5" → 5 "$", 5 "USD"; "1,5km" → 1.5 "km"; "5'3" → 5 "'", 3 "" (the caller decides
 * what a bare last number means).
 */
interface TypedPart {
  readonly value: number;
  readonly unit: string;
}

export interface TypedQuantity {
  readonly parts: readonly TypedPart[];
  /** How ambiguous numbers were read ("Read 1,234 as 1234"). */
  readonly notes: readonly string[];
}

/** Marks after which a digit starts the next number at once: 5'3", 12°30'. */
const ENDS_UNIT = new Set(["'", '"', "′", "″", "°", "’", "”"]);
const WHITESPACE = /\s/;

function isSpace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.test(char);
}

/** A currency sign: "$5", "€1.000,50". */
const CURRENCY_SIGN = /\p{Sc}/u;

/**
 * Where the unit text that starts at `start` ends: before a number that follows a space, a mark
 * or a currency sign. Digits that follow a letter belong to the unit: "m2", "inH2O", "ft3/min".
 */
function unitEnd(text: string, start: number, decimal: DecimalMark): number {
  if (scanNumber(text, start, decimal)) return start;
  for (let i = start + 1; i < text.length; i++) {
    const previous = text[i - 1] ?? "";
    const boundary = isSpace(previous) || ENDS_UNIT.has(previous) || CURRENCY_SIGN.test(previous);
    if (boundary && scanNumber(text, i, decimal)) return i;
  }
  return text.length;
}

function skipSpaces(text: string, at: number): number {
  let i = at;
  while (isSpace(text[i])) i++;
  return i;
}

/** Reads `text` as numbers and unit texts, or undefined when it is not one. Never throws. */
export function readQuantity(
  text: string,
  decimal: DecimalMark,
  say?: SayNumberNote,
): TypedQuantity | undefined {
  const source = text.trim();
  const parts: { value: number; unit: string }[] = [];
  const notes: string[] = [];
  let prefix: string | undefined;
  let at = 0;
  // A unit written before its number: "$5", "€ 1.000,50", "USD 100".
  if (source !== "" && !scanNumber(source, 0, decimal)) {
    const end = unitEnd(source, 0, decimal);
    if (end >= source.length) return undefined;
    prefix = source.slice(0, end).trim();
    at = end;
  }
  while (at < source.length) {
    at = skipSpaces(source, at);
    const number = scanNumber(source, at, decimal, say);
    if (!number) return undefined;
    if (number.note) notes.push(number.note);
    const unitStart = skipSpaces(source, number.end);
    const end = unitEnd(source, unitStart, decimal);
    parts.push({ value: number.value, unit: source.slice(unitStart, end).trim() });
    at = end;
  }
  if (parts.length === 0) return undefined;
  if (prefix !== undefined) {
    // A prefixed unit names one number only: "$5", not "$5 3".
    const [only] = parts;
    if (parts.length > 1 || !only || only.unit !== "") return undefined;
    return { parts: [{ value: only.value, unit: prefix }], notes };
  }
  return { parts, notes };
}
