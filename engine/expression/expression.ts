import type { DecimalMark } from "../quantity/number.ts";
import type { Lexicon } from "../query/lexicon.ts";
import { readTargets } from "../query/target.ts";
import { ENGLISH, type Measured, type Reason, type Wording } from "../query/wording.ts";
import type { Category, Unit } from "../types.ts";
import { type Choice, choicesFor, combinations, preference } from "./candidates.ts";
import { type Converted, result, toCompound, toExpression, toUnit } from "./conversion.ts";
import {
  type Dimension,
  dimensionOfCategory,
  MONEY,
  sameDimension,
  siSymbol,
} from "./dimension.ts";
import { shownUnit } from "./display.ts";
import { evaluate, type Failure, isFailure, type Quantity } from "./evaluate.ts";
import { MONEY_CATEGORY, type MoneyRates } from "./money.ts";
import { type Knows, parse } from "./parse.ts";
import { readingOf } from "./reading.ts";
import type { Leaf, Node } from "./syntax.ts";
import { type Token, tokenize } from "./tokens.ts";
import { targetSplit } from "./words.ts";

/**
 * Calculates what a person typed: "15 km/h * 30 min" is 7.5 km, "3 kW * 2 h" 6 kWh,
 * "2 ft + 3 in to cm" 68.58 cm, "20 °C − 15 °C" 5 K, "1.75 m to ft in" 5 ft 8.897638 in (issue 23).
 * Every answer says how it was read; what has no answer says why, in words. Pure; never throws.
 */

export type Calculation =
  | (Converted & {
      /** How ambiguous numbers and unit names were read ("Read 1,234 as 1234"). */
      readonly notes: readonly string[];
      /** The currencies the answer was computed with, at the rates given, in the order read. */
      readonly currencies: readonly string[];
    })
  | {
      readonly kind: "error";
      readonly message: string;
      /** Set when the reading is in money and a rate was missing: ask again with rates. */
      readonly needsRates?: true;
    };

export interface CalculationOptions {
  readonly decimal: DecimalMark;
  /** Live rates, for money (money.ts); without them a question in money needs them. */
  readonly money?: MoneyRates | undefined;
  /** The sentences said, in the reader's language; English unless given. */
  readonly wording?: Wording | undefined;
}

/** A match of a name as typed, case and all (lexicon.ts: symbols, aliases, codes). */
const CASE_KEPT = 2;

const bare = (text: string) => text.replace(/\s+/g, "").replace(/⋅/g, "·").toLowerCase();

/** Whether `text` is one of the unit's own names, as written ("N·m", "kW·h"). */
function namedExactly(unit: Unit, text: string): boolean {
  const names = [
    unit.symbol,
    unit.code,
    unit.label,
    ...(unit.terms ?? []),
    ...(unit.aliases ?? []),
  ];
  return names.some((name) => bare(name) === bare(text));
}

/** At most this many readings of a question's units are tried (candidates.ts bounds each target's). */
const MAX_ATTEMPTS = 48;
/** The longest compound target: "pound force feet inches". */
const MAX_TARGET_WORDS = 4;

/** What a question converts into, once its units are read. */
type Target =
  | { readonly kind: "none" }
  | { readonly kind: "units"; readonly leaves: readonly Leaf[] }
  | { readonly kind: "expression"; readonly node: Node; readonly leaves: readonly Leaf[] };

export function calculate(
  text: string,
  lexicon: Lexicon,
  options: CalculationOptions,
): Calculation {
  const wording = options.wording ?? ENGLISH;
  const say = wording.reason;
  const error = (message: string): Calculation => ({ kind: "error", message });
  const tokens = tokenize(text.trim(), options.decimal, wording.numberNote);
  if (tokens.kind === "error") return error(say(tokens.reason));
  if (tokens.tokens.length === 0) return error(say({ code: "empty" }));
  const source = text.trim();
  // Each name is looked up once: the parser tries runs of pieces, the search many readings.
  const memo = new Map<string, Choice[]>();
  const choicesOf = (name: string, position: Leaf["position"]) => {
    const key = `${position}\u0000${name}`;
    let found = memo.get(key);
    if (!found) {
      found = choicesFor(lexicon, name, position, options.money);
      memo.set(key, found);
    }
    return found;
  };
  const knows: Knows = (name, several, exactly) => {
    const choices = choicesOf(name, "target");
    if (exactly) return choices.some((c) => namedExactly(c.unit, name));
    if (several && !/\p{L}{3}/u.test(name)) return choices.some((c) => c.tier >= CASE_KEPT);
    return choices.length > 0;
  };
  const split = targetSplit(tokens.tokens);
  const quantityTokens = split === undefined ? tokens.tokens : tokens.tokens.slice(0, split);
  const parsed = parse(quantityTokens, source, knows);
  if ("error" in parsed) return error(say(parsed.error));
  const targets =
    split === undefined
      ? [{ kind: "none" } as const]
      : targetsOf(tokens.tokens.slice(split + 1), source, lexicon, knows);
  if (!Array.isArray(targets)) return error(say(targets));
  const notes = tokens.tokens.flatMap((t) => (t.kind === "number" && t.note ? [t.note] : []));
  let first: Failure | undefined;
  // The currency without a rate that the likeliest reading in money needed.
  let unpriced: string | undefined;
  // One budget of readings for the whole question, whatever its target readings.
  let budget = MAX_ATTEMPTS;
  for (const target of targets) {
    const leaves = [...parsed.leaves, ...(target.kind === "none" ? [] : target.leaves)];
    const lists = leaves.map((leaf) => choicesOf(leaf.text, leaf.position));
    const missing = lists.findIndex((list) => list.length === 0);
    if (missing >= 0) {
      const text = leaves[missing]?.text ?? "";
      first ??= { why: () => say({ code: "cannot-stand-there", text }), retry: true };
      continue;
    }
    for (const picks of combinations(lists)) {
      if (budget-- <= 0) break;
      const noRate = picks.find((p) => Number.isNaN(p.size));
      if (noRate) {
        if (!first) {
          unpriced = noRate.unit.code;
          first = {
            why: () => say({ code: "no-rate", currency: noRate.unit.code }),
            retry: true,
          };
        }
        continue;
      }
      const answer = attempt(
        parsed.node,
        parsed.leaves.length,
        target,
        picks,
        lexicon.categories,
        say,
      );
      if (!("why" in answer)) {
        const currencies = [
          ...new Set(picks.filter((p) => p.category.id === MONEY_CATEGORY).map((p) => p.unit.code)),
        ];
        const read = readings(leaves, lists, picks, wording);
        return { ...answer, notes: [...notes, ...read], currencies };
      }
      first ??= answer;
      if (!answer.retry) return error(answer.why());
    }
  }
  const message = first?.why() ?? say({ code: "cannot-calculate" });
  return unpriced ? { kind: "error", message, needsRates: true } : error(message);
}

/** The ways the text after `to` may be read: a unit, a compound ("ft in"), a unit expression. */
function targetsOf(
  tokens: readonly Token[],
  source: string,
  lexicon: Lexicon,
  knows: Knows,
): Target[] | Reason {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return { code: "convert-to-what" };
  const text = source.slice(first.start, last.end);
  // A target of units is a few words ("ft in", "h min s"); a longer text is an expression or
  // nothing, and splitting it into every run of words is work for no answer.
  const words = tokens.filter((t) => t.kind === "word").length;
  const units =
    words === tokens.length && words <= MAX_TARGET_WORDS ? readTargets(text, lexicon) : [];
  const readings: Target[] = units.map((target) => ({
    kind: "units",
    leaves: target.units.map((unit) => ({ text: unit, position: "target" as const })),
  }));
  const parsed = parse(tokens, source, knows);
  if (!("error" in parsed)) readings.push({ kind: "expression", ...parsed });
  if (readings.length === 0) return "error" in parsed ? parsed.error : { code: "not-a-unit", text };
  return readings;
}

function attempt(
  node: Node,
  count: number,
  target: Target,
  picks: readonly Choice[],
  categories: readonly Category[],
  say: (reason: Reason) => string,
): Converted | Failure {
  const quantityPicks = picks.slice(0, count);
  const nameOf = (dimension: Dimension) => dimensionName(dimension, categories);
  const round = (q: Quantity): number => {
    const shown = shownUnit(q, quantityPicks, categories);
    return shown.quantity(Math.round(shown.amount(q)));
  };
  const q = evaluate(node, { picks: quantityPicks, nameOf, round, say });
  if (isFailure(q)) return q;
  // Written once, and only for the answer or the message shown.
  let written: string | undefined;
  const reading = () => {
    written ??= readingOf(node, quantityPicks);
    return written;
  };
  const targetPicks = picks.slice(count);
  switch (target.kind) {
    case "none": {
      const shown = shownUnit(q, quantityPicks, categories);
      return result(reading, q, shown);
    }
    case "units":
      return target.leaves.length === 1
        ? toUnit(reading, q, targetPicks[0], nameOf, say)
        : toCompound(reading, q, targetPicks, nameOf, say);
    case "expression": {
      const unit = evaluate(target.node, { picks: targetPicks, nameOf, round, say });
      if (isFailure(unit)) return unit;
      const symbolOf = () => readingOf(target.node, targetPicks);
      return toExpression(reading, q, unit, symbolOf, nameOf, say);
    }
  }
}

/**
 * Says how a unit name was read when it was not read its most likely way, so that the units
 * agree: "0.5 min + 1 L" takes `min` as the minim, and says so.
 */
function readings(
  leaves: readonly Leaf[],
  lists: readonly (readonly Choice[])[],
  picks: readonly Choice[],
  wording: Wording,
): string[] {
  return picks.flatMap((pick, i) => {
    const likeliest = lists[i]?.[0];
    if (!likeliest || likeliest.unit === pick.unit || likeliest.category.id === pick.category.id) {
      return [];
    }
    return [wording.readAs(leaves[i]?.text ?? "", pick)];
  });
}

const names = new WeakMap<readonly Category[], Map<string, Category>>();

/** Mass, length, energy: what a dimension measures, by the catalog's categories. */
function dimensionName(dimension: Dimension, categories: readonly Category[]): Measured {
  if (sameDimension(dimension, MONEY)) return { kind: "money" };
  let known = names.get(categories);
  if (!known) {
    known = new Map();
    const ordered = [...categories].sort((a, b) => preference(a) - preference(b));
    for (const category of ordered) {
      const own = dimensionOfCategory(category);
      if (own && !known.has(own.join())) known.set(own.join(), category);
    }
    names.set(categories, known);
  }
  const category = known.get(dimension.join());
  return category
    ? { kind: "quantity", category }
    : { kind: "dimension", symbol: siSymbol(dimension) };
}
