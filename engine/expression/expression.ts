import { formatNumber } from "../format.ts";
import { formatCompound, splitCompound } from "../quantity/compound.ts";
import type { DecimalMark } from "../quantity/number.ts";
import type { Lexicon } from "../query/lexicon.ts";
import { pluralOf } from "../query/plural.ts";
import { quantityName, type Resolved } from "../query/resolve.ts";
import { readTargets } from "../query/target.ts";
import type { Category, Unit } from "../types.ts";
import { type Choice, choicesFor, combinations, preference } from "./candidates.ts";
import {
  type Dimension,
  dimensionOfCategory,
  inverse,
  isNumber,
  sameDimension,
  siSymbol,
} from "./dimension.ts";
import { type Shown, shownUnit } from "./display.ts";
import { evaluate, type Failure, isFailure, type Quantity } from "./evaluate.ts";
import { type Knows, parse, targetSplit } from "./parse.ts";
import { readingOf } from "./reading.ts";
import type { Leaf, Node } from "./syntax.ts";
import { type Token, tokenize } from "./tokens.ts";

/**
 * Calculates what a person typed: "15 km/h * 30 min" is 7.5 km, "3 kW * 2 h" 6 kWh,
 * "2 ft + 3 in to cm" 68.58 cm, "20 °C − 15 °C" 5 K, "1.75 m to ft in" 5 ft 8.897638 in (issue 23).
 * Every answer says how it was read; what has no answer says why, in words. Pure; never throws.
 */

export type Calculation =
  | {
      readonly kind: "value";
      /** How the expression was read: "(15 km/h) × (30 min)", "(2 ft) + (3 in) → cm". */
      readonly reading: string;
      /** The result as shown: "7.5 km", "5 ft 8.897638 in". */
      readonly display: string;
      /** The number shown, unrounded, in `unit` (a compound's total in its last unit). */
      readonly amount: number;
      /** The catalog unit `amount` is in, when it is one. */
      readonly unit?: Resolved;
      /** The result in SI: what it measures and its size. */
      readonly quantity: Quantity;
      /** How ambiguous numbers were read ("Read 1,234 as 1234"). */
      readonly notes: readonly string[];
    }
  | { readonly kind: "error"; readonly message: string };

export interface CalculationOptions {
  readonly decimal: DecimalMark;
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

/** What a question converts into, once its units are read. */
type Target =
  | { readonly kind: "none" }
  | { readonly kind: "units"; readonly leaves: readonly Leaf[] }
  | { readonly kind: "expression"; readonly node: Node; readonly leaves: readonly Leaf[] };

/** Symbols written against their number: 12°, 5′. */
const CLOSE_SYMBOLS = new Set(["°", "′", "″", "'", '"']);

function shownText(amount: number, symbol: string, category?: Category): string {
  const number = formatNumber(amount, category?.display ? { display: "temperature" } : {});
  if (symbol === "") return number;
  return CLOSE_SYMBOLS.has(symbol) ? `${number}${symbol}` : `${number} ${symbol}`;
}

function error(message: string): Calculation {
  return { kind: "error", message };
}

export function calculate(
  text: string,
  lexicon: Lexicon,
  options: CalculationOptions,
): Calculation {
  const tokens = tokenize(text.trim(), options.decimal);
  if (tokens.kind === "error") return error(tokens.message);
  if (tokens.tokens.length === 0) return error("There is nothing to calculate.");
  const source = text.trim();
  // Each name is looked up once: the parser tries runs of pieces, the search many readings.
  const memo = new Map<string, Choice[]>();
  const choicesOf = (name: string, position: Leaf["position"]) => {
    const key = `${position}\u0000${name}`;
    let found = memo.get(key);
    if (!found) {
      found = choicesFor(lexicon, name, position);
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
  if ("error" in parsed) return error(parsed.error);
  const targets =
    split === undefined
      ? [{ kind: "none" } as const]
      : targetsOf(tokens.tokens.slice(split + 1), source, lexicon, knows);
  if (typeof targets === "string") return error(targets);
  const notes = tokens.tokens.flatMap((t) => (t.kind === "number" && t.note ? [t.note] : []));
  let first: Failure | undefined;
  for (const target of targets) {
    const leaves = [...parsed.leaves, ...(target.kind === "none" ? [] : target.leaves)];
    const lists = leaves.map((leaf) => choicesOf(leaf.text, leaf.position));
    const missing = lists.findIndex((list) => list.length === 0);
    if (missing >= 0) {
      first ??= { why: () => `“${leaves[missing]?.text}” cannot stand there.`, retry: true };
      continue;
    }
    for (const picks of combinations(lists)) {
      const answer = attempt(parsed.node, parsed.leaves.length, target, picks, lexicon.categories);
      if (!("why" in answer))
        return { ...answer, notes: [...notes, ...readings(leaves, lists, picks)] };
      first ??= answer;
      if (!answer.retry) return error(answer.why());
    }
  }
  return error(first?.why() ?? "That cannot be calculated.");
}

/** The ways the text after `to` may be read: a unit, a compound ("ft in"), a unit expression. */
function targetsOf(
  tokens: readonly Token[],
  source: string,
  lexicon: Lexicon,
  knows: Knows,
): Target[] | string {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return "Convert to what?";
  const text = source.slice(first.start, last.end);
  const readings: Target[] = readTargets(text, lexicon).map((target) => ({
    kind: "units",
    leaves: target.units.map((unit) => ({ text: unit, position: "target" as const })),
  }));
  const parsed = parse(tokens, source, knows);
  if (!("error" in parsed)) readings.push({ kind: "expression", ...parsed });
  if (readings.length === 0) return "error" in parsed ? parsed.error : `“${text}” is not a unit.`;
  return readings;
}

function attempt(
  node: Node,
  count: number,
  target: Target,
  picks: readonly Choice[],
  categories: readonly Category[],
): Omit<Extract<Calculation, { kind: "value" }>, "notes"> | Failure {
  const quantityPicks = picks.slice(0, count);
  const nameOf = (dimension: Dimension) => dimensionName(dimension, categories);
  const round = (q: Quantity): number => {
    const shown = shownUnit(q, quantityPicks, categories);
    return shown.quantity(Math.round(shown.amount(q)));
  };
  const q = evaluate(node, { picks: quantityPicks, nameOf, round });
  if (isFailure(q)) return q;
  const reading = readingOf(node, quantityPicks);
  const targetPicks = picks.slice(count);
  switch (target.kind) {
    case "none": {
      const shown = shownUnit(q, quantityPicks, categories);
      return result(reading, q, shown);
    }
    case "units":
      return target.leaves.length === 1
        ? toUnit(reading, q, targetPicks[0], nameOf)
        : toCompound(reading, q, targetPicks, nameOf);
    case "expression": {
      const unit = evaluate(target.node, { picks: targetPicks, nameOf, round });
      if (isFailure(unit)) return unit;
      const symbol = readingOf(target.node, targetPicks);
      return toExpression(reading, q, unit, symbol, nameOf);
    }
  }
}

function result(
  reading: string,
  q: Quantity,
  shown: Shown,
  arrow?: string,
): Omit<Extract<Calculation, { kind: "value" }>, "notes"> {
  const amount = shown.amount(q);
  const display =
    q.percent && shown.symbol === ""
      ? `${formatNumber(amount * 100)}%`
      : shownText(amount, shown.symbol, shown.category);
  return {
    kind: "value",
    reading: arrow ? `${reading} → ${arrow}` : reading,
    display,
    amount,
    ...(shown.category && shown.unit
      ? { unit: { category: shown.category, unit: shown.unit } }
      : {}),
    quantity: q,
  };
}

function mismatch(
  reading: string,
  q: Quantity,
  target: string,
  nameOf: (d: Dimension) => string,
  dimension: Dimension,
): Failure {
  const measured = q.absolute
    ? "temperature"
    : isNumber(q.dimension)
      ? "a plain number"
      : nameOf(q.dimension);
  return {
    why: () =>
      `${reading} measures ${measured}; ${target} ${nameOf(dimension)}: one cannot be converted into the other.`,
    retry: true,
  };
}

const measure = (unit: Unit) =>
  `${pluralOf(unit.label.split(" (")[0] ?? unit.label).toLowerCase()} measure`;

function toUnit(
  reading: string,
  q: Quantity,
  pick: Choice | undefined,
  nameOf: (d: Dimension) => string,
): ReturnType<typeof attempt> {
  if (!pick) return { why: () => "Convert to what?", retry: false };
  const { category, unit } = pick;
  const shown = (s: Shown) => result(reading, q, s, unit.symbol);
  if (q.absolute || unit.relation === "affine") {
    if (!(q.absolute && category.id === "temperature")) {
      return q.absolute
        ? {
            why: () => `${reading} is a temperature; ${measure(unit)} ${nameOf(pick.dimension)}.`,
            retry: true,
          }
        : {
            why: () => `${reading} is not a temperature on a scale; ${unit.symbol} is one.`,
            retry: true,
          };
    }
    const offset = unit.offset ?? 0;
    return shown({
      symbol: unit.symbol,
      amount: (x) => x.value / unit.factor - offset,
      quantity: (amount) => (amount + offset) * unit.factor,
      category,
      unit,
    });
  }
  const linear = toExpression(
    reading,
    q,
    {
      value: pick.size,
      dimension: pick.dimension,
      absolute: false,
      percent: false,
      reciprocal: unit.relation === "reciprocal",
    },
    unit.symbol,
    nameOf,
  );
  if ("why" in linear) {
    return sameDimension(q.dimension, pick.dimension) ||
      sameDimension(q.dimension, inverse(pick.dimension))
      ? linear
      : {
          why: () =>
            `${reading} measures ${isNumber(q.dimension) ? "a plain number" : nameOf(q.dimension)}; ${measure(unit)} ${nameOf(pick.dimension)}: one cannot be converted into the other.`,
          retry: true,
        };
  }
  return { ...linear, unit: { category, unit } };
}

function toExpression(
  reading: string,
  q: Quantity,
  unit: Quantity,
  symbol: string,
  nameOf: (d: Dimension) => string,
): ReturnType<typeof attempt> {
  if (unit.absolute || unit.percent)
    return { why: () => `“${symbol}” is not a unit to convert into.`, retry: true };
  if (unit.value === 0) return { why: () => `${symbol} is zero: division by zero.`, retry: false };
  const arrow = symbol;
  if (sameDimension(q.dimension, unit.dimension)) {
    return result(
      reading,
      { ...q, percent: false },
      { symbol, amount: (x) => x.value / unit.value, quantity: (a) => a * unit.value },
      arrow,
    );
  }
  // mpg and L/100 km measure the same thing from either side: 30 mpg is 7.84 L/100 km.
  const reciprocal = q.reciprocal || unit.reciprocal;
  if (reciprocal && sameDimension(q.dimension, inverse(unit.dimension)) && !isNumber(q.dimension)) {
    if (q.value === 0)
      return { why: () => `${reading} is zero: its reciprocal is infinite.`, retry: false };
    return result(
      reading,
      q,
      { symbol, amount: (x) => 1 / x.value / unit.value, quantity: (a) => 1 / (a * unit.value) },
      arrow,
    );
  }
  return mismatch(reading, q, `${symbol} measures`, nameOf, unit.dimension);
}

const SI_BASE: Unit = { code: "", label: "", symbol: "", factor: 1 };

function toCompound(
  reading: string,
  q: Quantity,
  picks: readonly Choice[],
  nameOf: (d: Dimension) => string,
): ReturnType<typeof attempt> {
  const units = picks.map((p) => p.unit);
  const last = picks[picks.length - 1];
  if (!last) return { why: () => "Convert to what?", retry: false };
  const text = units.map((u) => u.symbol).join(" ");
  if (q.absolute || picks.some((p) => (p.unit.relation ?? "linear") !== "linear")) {
    return {
      why: () => `${reading}: ${text} cannot be a compound of temperatures or reciprocal units.`,
      retry: true,
    };
  }
  const wrong = picks.find((p) => !sameDimension(p.dimension, q.dimension));
  if (wrong) return mismatch(reading, q, `${measure(wrong.unit)}`, nameOf, wrong.dimension);
  if (picks.some((p, i) => i > 0 && !(p.size < (picks[i - 1] as Choice).size))) {
    return {
      why: () => `${text}: a compound's units go from the largest to the smallest.`,
      // Not another reading: "ft in inches" must not become feet, inches and survey inches.
      retry: false,
    };
  }
  // Sizes are in SI: the compound splits the SI value over the parts' SI sizes.
  const sized = units.map((u, i) => ({ ...u, factor: picks[i]?.size ?? u.factor }));
  const split = splitCompound(q.value, SI_BASE, sized);
  const angle = picks.every((p) => p.category.id === "angle");
  return {
    kind: "value",
    reading: `${reading} → ${text}`,
    display: formatCompound(split, angle ? "marks" : "symbols"),
    amount: q.value / last.size,
    unit: { category: last.category, unit: last.unit },
    quantity: q,
  };
}

/**
 * Says how a unit name was read when it was not read its most likely way, so that the units
 * agree: "0.5 min + 1 L" takes `min` as the minim, and says so.
 */
function readings(
  leaves: readonly Leaf[],
  lists: readonly (readonly Choice[])[],
  picks: readonly Choice[],
): string[] {
  return picks.flatMap((pick, i) => {
    const likeliest = lists[i]?.[0];
    if (!likeliest || likeliest.unit === pick.unit || likeliest.category.id === pick.category.id) {
      return [];
    }
    return [`Read “${leaves[i]?.text}” as ${pick.unit.label} (${quantityName(pick.category)}).`];
  });
}

const names = new WeakMap<readonly Category[], Map<string, string>>();

/** "mass", "length", "energy": what a dimension measures, by the catalog's names. */
function dimensionName(dimension: Dimension, categories: readonly Category[]): string {
  let known = names.get(categories);
  if (!known) {
    known = new Map();
    const ordered = [...categories].sort((a, b) => preference(a) - preference(b));
    for (const category of ordered) {
      const own = dimensionOfCategory(category);
      if (own && !known.has(own.join())) known.set(own.join(), quantityName(category));
    }
    names.set(categories, known);
  }
  return known.get(dimension.join()) ?? `a quantity in ${siSymbol(dimension)}`;
}
