import type { ConstantName } from "./syntax.ts";
import type { Token } from "./tokens.ts";

/** The words an expression knows besides units, and where a quantity's target begins. */

// Maps, not objects: a typed word must never find "constructor" or "toString".
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["a", 1],
  ["an", 1],
  ["one", 1],
  ["half", 0.5],
  ["quarter", 0.25],
  ["dozen", 12],
  ["hundred", 100],
  ["thousand", 1e3],
  ["million", 1e6],
  ["billion", 1e9],
]);
export const FUNCTIONS = new Set<string>(["sqrt", "cbrt", "abs", "round"]);
export const CONSTANTS: ReadonlyMap<string, ConstantName> = new Map([
  ["pi", "pi"],
  ["π", "pi"],
  ["e", "e"],
  ["g0", "g0"],
  ["g₀", "g0"],
  ["c0", "c0"],
  ["c₀", "c0"],
]);
/** Words that are never (part of) a unit's name here. */
export const KEYWORDS = new Set(["to", "into", "as", "of", "per"]);
/** An ISO 4217 code, as a currency is written after its amount: "USD". */
const CODE = /^[A-Z]{3}$/;
/** Words that separate a quantity from its target; `in` only where it cannot be the inch. */
const SEPARATORS = new Set(["to", "into", "as"]);

/** Where the quantity ends and its target begins: "… to km/h", "1.75 m in ft in". */
export function targetSplit(tokens: readonly Token[]): number | undefined {
  let depth = 0;
  let inchOrTarget: number | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.kind === "op" && token.op === "(") depth++;
    if (token.kind === "op" && token.op === ")") depth--;
    if (depth !== 0 || i === 0 || i === tokens.length - 1) continue;
    if (token.kind === "op" && token.op === "->") return i;
    if (token.kind !== "word") continue;
    const word = token.text.toLowerCase();
    if (SEPARATORS.has(word)) return i;
    // "3 in" is three inches; "1.75 m in ft" is a target. The first such `in` separates, and
    // one before a currency's code that ends the text: "€12 * 3 in USD".
    const before = tokens[i - 1] as Token;
    const after = tokens[i + 1] as Token;
    if (
      word === "in" &&
      i === tokens.length - 2 &&
      after.kind === "word" &&
      CODE.test(after.text)
    ) {
      return i;
    }
    if (word === "in" && inchOrTarget === undefined && before.kind !== "number") {
      if (!(before.kind === "op" && before.op !== ")" && before.op !== "%")) inchOrTarget = i;
    }
  }
  return inchOrTarget;
}
