/**
 * Number-base conversion for /number-base (docs/spec/decisions.md "Routes"): any base from 2 to 36,
 * integers of any length (BigInt), negative numbers, and fractional input when its value has a
 * finite form in the target base (0.1 in base 2 is 0.5 in base 10; 0.1 in base 10 repeats
 * forever in base 2, so it is refused with a message rather than cut short).
 *
 * Digits are read case-insensitively and written upper-case (`FF`). Spaces and underscores between
 * digits are ignored (`1111 0000`, `1_000_000`); a prefix matching the base (`0x` in base 16,
 * `0o` in 8, `0b` in 2) is accepted.
 */

/**
 * Why a text is not converted, for a page to say in its language: the English `error` of a
 * BaseResult says the same.
 */
export type BaseProblem =
  | { readonly kind: "base"; readonly base: number }
  | { readonly kind: "empty" }
  | { readonly kind: "points" }
  | { readonly kind: "no-digit" }
  | { readonly kind: "digit"; readonly digit: string; readonly base: number }
  | {
      readonly kind: "repeats";
      readonly number: string;
      readonly from: number;
      readonly to: number;
    };

export type BaseResult =
  | { ok: true; value: string }
  | { ok: false; error: string; problem: BaseProblem };

export interface NamedBase {
  readonly code: string;
  readonly label: string;
  readonly base: number;
}

export const namedBases: readonly NamedBase[] = [
  { code: "bin", label: "Binary", base: 2 },
  { code: "oct", label: "Octal", base: 8 },
  { code: "dec", label: "Decimal", base: 10 },
  { code: "hex", label: "Hexadecimal", base: 16 },
];

export const MIN_BASE = 2;
export const MAX_BASE = 36;

const PREFIXES: Readonly<Record<number, string>> = { 2: "0b", 8: "0o", 16: "0x" };
const LONG_NAMES: Readonly<Record<string, number>> = {
  binary: 2,
  octal: 8,
  decimal: 10,
  hexadecimal: 16,
};

/**
 * The base a code names, for the API's `from`/`to`: `bin`, `oct`, `dec`, `hex` (or `binary` …
 * `hexadecimal`), `2` … `36`, `base16`, `base-16`, `base_16`; case-insensitive. Undefined otherwise.
 */
export function baseFromCode(code: string): number | undefined {
  const key = code.trim().toLowerCase();
  // Own names only: `constructor` or `__proto__` must not find Object's.
  const named =
    namedBases.find((b) => b.code === key)?.base ??
    (Object.hasOwn(LONG_NAMES, key) ? LONG_NAMES[key] : undefined);
  if (named !== undefined) return named;
  const match = /^(?:base[-_]?)?(\d{1,2})$/.exec(key);
  const base = match ? Number(match[1]) : Number.NaN;
  return base >= MIN_BASE && base <= MAX_BASE ? base : undefined;
}

function isBase(base: number): boolean {
  return Number.isInteger(base) && base >= MIN_BASE && base <= MAX_BASE;
}

/** Value of one digit character (ASCII 0-9, a-z, A-Z), or -1 when it is none. */
function digitValue(ch: string): number {
  const c = ch.charCodeAt(0);
  if (ch.length !== 1) return -1;
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 122) return c - 87;
  if (c >= 65 && c <= 90) return c - 55;
  return -1;
}

/** Digits → BigInt, in chunks small enough for exact Number arithmetic (fast on long input). */
function readDigits(digits: string, base: number): bigint {
  const chunk = Math.floor(Math.log(2 ** 53) / Math.log(base)) - 1;
  const big = BigInt(base);
  let value = 0n;
  for (let i = 0; i < digits.length; i += chunk) {
    const part = digits.slice(i, i + chunk);
    value = value * big ** BigInt(part.length) + BigInt(Number.parseInt(part, base));
  }
  return value;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The first character of `text` that is not a digit in `base`, or undefined. */
function badDigit(text: string, base: number): string | undefined {
  for (const ch of text) {
    const v = digitValue(ch);
    if (v < 0 || v >= base) return ch;
  }
  return undefined;
}

/** `input`, written in base `from`, written in base `to`. */
export function convertBase(input: string, from: number, to: number): BaseResult {
  for (const base of [from, to]) {
    if (!isBase(base)) {
      return {
        ok: false,
        error: `${base} is not a base from ${MIN_BASE} to ${MAX_BASE}.`,
        problem: { kind: "base", base },
      };
    }
  }
  // Separators only between two digits; anywhere else they are reported as bad digits.
  let text = input.trim().replace(/(?<=[0-9a-z])[\s_]+(?=[0-9a-z])/giu, "");
  if (text === "") {
    return { ok: false, error: "Enter a number to convert.", problem: { kind: "empty" } };
  }
  const negative = text.startsWith("-");
  if (negative || text.startsWith("+")) text = text.slice(1);
  const prefix = PREFIXES[from];
  if (prefix && text.toLowerCase().startsWith(prefix) && text.length > 2) text = text.slice(2);

  const [whole = "", fraction = "", ...rest] = text.split(".");
  if (rest.length > 0) {
    return { ok: false, error: "A number has at most one point.", problem: { kind: "points" } };
  }
  if (whole === "" && fraction === "") {
    return { ok: false, error: "Enter at least one digit.", problem: { kind: "no-digit" } };
  }
  const bad = badDigit(whole + fraction, from);
  if (bad !== undefined) {
    return {
      ok: false,
      error: `'${bad}' is not a digit in base ${from}.`,
      problem: { kind: "digit", digit: bad, base: from },
    };
  }

  const integer = whole === "" ? 0n : readDigits(whole, from);
  let written = integer.toString(to).toUpperCase();
  if (/[1-9a-z]/i.test(fraction)) {
    const fractionText = writeFraction(
      readDigits(fraction, from),
      BigInt(from) ** BigInt(fraction.length),
      to,
    );
    if (fractionText === undefined) {
      return {
        ok: false,
        error: `${input.trim()} in base ${from} has no finite form in base ${to}: its digits repeat forever. Only exact results are given.`,
        problem: { kind: "repeats", number: input.trim(), from, to },
      };
    }
    written = `${written}.${fractionText}`;
  }
  const isZero = written === "0";
  return { ok: true, value: negative && !isZero ? `-${written}` : written };
}

/**
 * Digits in base `to` of numerator/denominator (< 1), or undefined when they never end: that is
 * when the reduced denominator has a prime factor that `to` lacks.
 */
function writeFraction(numerator: bigint, denominator: bigint, to: number): string | undefined {
  const g = gcd(numerator, denominator);
  const p = numerator / g;
  const q = denominator / g;
  const base = BigInt(to);
  let rest = q;
  for (let f = gcd(rest, base); f > 1n; f = gcd(rest, base)) rest /= f;
  if (rest !== 1n) return undefined;
  // Smallest m with q | to^m: the fraction has exactly m digits in base `to`.
  let m = 0;
  let power = 1n;
  while (power % q !== 0n) {
    power *= base;
    m += 1;
  }
  return (p * (power / q)).toString(to).padStart(m, "0").toUpperCase();
}
