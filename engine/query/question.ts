import { convert } from "../convert.ts";
import { calculate } from "../expression/expression.ts";
import type { MoneyRates } from "../expression/money.ts";
import { formatNumber } from "../format.ts";
import { formatCompound, inchCompoundFraction, splitCompound } from "../quantity/compound.ts";
import { inchFraction } from "../quantity/inch-fraction.ts";
import type { DecimalMark } from "../quantity/number.ts";
import type { Lexicon } from "./lexicon.ts";
import { readQuantity } from "./read-quantity.ts";
import { type Resolved, resolveUnits } from "./resolve.ts";
import { readTargets, type Target } from "./target.ts";
import { ENGLISH, type Wording } from "./wording.ts";

/**
 * Reads a free-text question ("5 ft 3 in to cm", "1,5 km in mi", "how many ounces in a pound",
 * "12°30'15\" to rad", "160 cm to ft in") and answers it with the catalogue. Pure, never throws;
 * what it cannot read it says so.
 */

export interface Answer {
  /** The quantity in the `from` unit: "5 ft 3 in" is 5.25 ft. */
  readonly value: number;
  readonly from: Resolved;
  /** The target unit; the first of a compound target ("ft" of "ft in"). */
  readonly to: Resolved;
  /** The quantity in `to`, unrounded. */
  readonly result: number;
  /** The quantity as read: "5 ft 3 in", "12° 30′ 15″". */
  readonly quantityText: string;
  /** The result as shown: "160.02 cm", "5 ft 2.992 in", "1 h 30 min". */
  readonly resultText: string;
  /** Inches as a fraction: "≈ 1 37/64 in (−0.0028 in)", "= 5 3/16 in". */
  readonly fraction?: string;
  /** How ambiguous numbers and symbols were read. */
  readonly notes: readonly string[];
}

export type Outcome =
  | { readonly kind: "answer"; readonly answer: Answer }
  /** A quantity with nowhere to go: "3 psi". */
  | {
      readonly kind: "quantity";
      readonly value: number;
      readonly unit: Resolved;
      readonly text: string;
      readonly notes: readonly string[];
    }
  /** Units named without a number: "psi", "newton meter". */
  | { readonly kind: "units"; readonly units: readonly Resolved[] }
  /** A calculation ("15 km/h * 30 min"): how it was read, and its result as shown (issue 23). */
  | {
      readonly kind: "calculation";
      /** "(15 km/h) × (30 min)" */
      readonly reading: string;
      /** "7.5 km" */
      readonly display: string;
      /** The number shown, unrounded, in `symbol`. */
      readonly amount: number;
      /** What `amount` is in, as written ("km", "in" for "5 ft 8.9 in", "%"); "" for a number. */
      readonly symbol: string;
      /** The catalog unit of the result, when it is one. */
      readonly unit?: Resolved;
      readonly notes: readonly string[];
      /** The currencies it was computed with, at the rates given. */
      readonly currencies: readonly string[];
    }
  /**
   * Something was read, but has no answer; the message says why. `needsRates`: a calculation in
   * money that had no rate; asked again with rates, it may have one.
   */
  | { readonly kind: "refused"; readonly message: string; readonly needsRates?: true }
  | { readonly kind: "none" };

export interface QuestionOptions {
  /** How an ambiguous `1,234` is read: the reader's decimal mark. */
  readonly decimal: DecimalMark;
  /** Live rates, for money in a calculation ("100 USD + 50 EUR in GBP"). */
  readonly money?: MoneyRates | undefined;
  /**
   * mg/dL of glucose per mmol/L (engine/glucose.ts, MGDL_PER_MMOLL), passed in rather than
   * imported so that the box's code shares none with the blood-sugar page; without it, mg/dL and
   * mmol/L are not bridged.
   */
  readonly glucose?: number;
  /** The sentences said about units, in the reader's language; English unless given. */
  readonly wording?: Wording;
}

const LEAD = /^\s*(?:please\s+)?(?:convert|what\s+is|what's|whats|how\s+much\s+is|calculate)\s+/i;
const HOW_MANY = /^\s*how\s+(?:many|much)\s+/i;
const SEPARATORS = new Set(["to", "in", "into", "as", "=", "->", "→", "=>", "equals"]);
const HOW_MANY_SEPARATORS = new Set(["in", "is", "are", "make", "makes", "=", "per"]);
/** "a pound", "one foot": the quantity is one. */
const ONE = /^(?:an?|one)\s+(?=\D)/i;

/** The next smaller unit of a compound quantity typed without its last unit ("5'3"). */
const NEXT_SMALLER: Readonly<Record<string, string>> = {
  "length:ft": "in",
  "length:yd": "ft",
  "weight:st": "lb",
  "weight:lb": "oz",
  "time:h": "min",
  "time:min": "s",
  "angle:deg": "arcmin",
  "angle:arcmin": "arcsec",
};

/** Symbols written against their number: 12°, 30′, 15″. */
const CLOSE_SYMBOLS = new Set(["°", "′", "″", "'", '"']);

function shown(value: number, resolved: Resolved): string {
  const number = formatNumber(value, resolved.category.display ? { display: "temperature" } : {});
  const symbol = resolved.unit.symbol;
  return CLOSE_SYMBOLS.has(symbol) ? `${number}${symbol}` : `${number} ${symbol}`;
}

const INCH = (r: Resolved) => r.category.id === "length" && r.unit.code === "in";

function words(text: string): string[] {
  return text
    .replace(/(=>|->|→|=)/g, " $1 ")
    .split(/\s+/)
    .filter((w) => w !== "");
}

interface Typed {
  readonly parts: readonly { readonly value: number; readonly unit: string }[];
  readonly notes: readonly string[];
}

function quantityOf(text: string, options: QuestionOptions): Typed | undefined {
  const typed = readQuantity(
    text.replace(ONE, "1 "),
    options.decimal,
    (options.wording ?? ENGLISH).numberNote,
  );
  if (!typed) return undefined;
  const [first] = typed.parts;
  // A number needs its unit; only the last part of a compound may leave it implied.
  if (!first || first.unit === "") return undefined;
  if (typed.parts.slice(0, -1).some((p) => p.unit === "")) return undefined;
  return typed;
}

/** Resolves the quantity's units (and the target's, when given) in one dimension. */
function resolve(
  lexicon: Lexicon,
  typed: Typed,
  target: Target | undefined,
  wording: Wording,
): { parts: Resolved[]; targets: Resolved[]; notes: readonly string[] } | string | undefined {
  const named = typed.parts.filter((p) => p.unit !== "").map((p) => p.unit);
  const resolution = resolveUnits(lexicon, [...named, ...(target?.units ?? [])], wording);
  if (resolution.kind === "unknown") return undefined;
  if (resolution.kind === "mismatch") return wording.mismatch(resolution.first, resolution.second);
  const parts = resolution.units.slice(0, named.length);
  const targets = resolution.units.slice(named.length);
  if (parts.length < typed.parts.length) {
    const last = parts[parts.length - 1];
    const code = last && NEXT_SMALLER[`${last.category.id}:${last.unit.code}`];
    const unit = code && last.category.units.find((u) => u.code === code);
    if (!last || !unit) return undefined;
    parts.push({ category: last.category, unit });
  }
  // Offset scales do not add up: "10 °C 5 °F" means nothing.
  if (parts.length > 1 && parts.some((p) => p.unit.relation === "affine")) return undefined;
  return { parts, targets, notes: resolution.notes };
}

/** The parts of a compound quantity added up in its first unit: "5 ft 3 in" is 5.25 ft. */
function totalOf(typed: Typed, parts: readonly Resolved[]): number {
  const first = parts[0];
  if (!first) return Number.NaN;
  return typed.parts.reduce((sum, p, i) => {
    const unit = parts[i]?.unit ?? first.unit;
    return sum + (i === 0 ? p.value : convert(p.value, unit, first.unit));
  }, 0);
}

function quantityTextOf(typed: Typed, parts: readonly Resolved[]): string {
  return typed.parts
    .map((p, i) => {
      const unit = parts[i];
      return unit ? shown(p.value, unit) : "";
    })
    .join(" ");
}

/**
 * A compound target's units largest first, as the split reads them, in whichever order they were
 * typed ("170 cm to in ft" is feet and inches); undefined when one is the size of another
 * ("to ft ft"), which has no answer. A single target is itself.
 */
function largestFirst(targets: readonly Resolved[]): readonly Resolved[] | undefined {
  const first = targets[0];
  if (!first || targets.length === 1) return targets;
  const size = (t: Resolved) => convert(1, t.unit, first.unit);
  const ordered = [...targets].sort((a, b) => size(b) - size(a));
  return ordered.every((t, i) => i === 0 || size(t) < size(ordered[i - 1] as Resolved))
    ? ordered
    : undefined;
}

function answer(
  lexicon: Lexicon,
  typed: Typed,
  target: Target,
  options: QuestionOptions,
): Answer | { message: string } | undefined {
  const resolved = resolve(lexicon, typed, target, options.wording ?? ENGLISH);
  if (resolved === undefined) return undefined;
  if (typeof resolved === "string") {
    const wording = options.wording ?? ENGLISH;
    return glucoseAnswer(lexicon, typed, target, options.glucose, wording) ?? { message: resolved };
  }
  const { parts, notes } = resolved;
  const targets = largestFirst(resolved.targets);
  if (!targets) return undefined;
  const from = parts[0];
  const to = targets[0];
  if (!from || !to) return undefined;
  const value = totalOf(typed, parts);
  const result = convert(value, from.unit, to.unit);
  if (!Number.isFinite(result)) return undefined;
  let resultText = shown(result, to);
  if (targets.length > 1) {
    if (targets.some((t) => t.unit.relation !== undefined)) return undefined;
    const split = splitCompound(
      value,
      from.unit,
      targets.map((t) => t.unit),
    );
    resultText = formatCompound(
      split,
      targets.every((t) => t.category.id === "angle") ? "marks" : "symbols",
    );
  }
  const last = targets[targets.length - 1];
  const fraction =
    targets.length === 1 && INCH(to)
      ? inchFraction(result, to.unit.symbol, target.denominator ?? 64)
      : targets.length > 1 && last && INCH(last)
        ? inchCompoundFraction(
            value,
            from.unit,
            targets.map((t) => t.unit),
            target.denominator ?? 16,
          )
        : undefined;
  return {
    value,
    from,
    to,
    result,
    quantityText: quantityTextOf(typed, parts),
    resultText,
    ...(fraction ? { fraction } : {}),
    notes: [...typed.notes, ...notes],
  };
}

/** The two units of a blood-sugar reading, by category and code. */
const GLUCOSE = { mass: "density:mg_dl", molar: "concentration-molar:mmol_l" } as const;

/** `text` as one of the blood-sugar units, when it names one. */
function glucoseUnit(lexicon: Lexicon, text: string): Resolved | undefined {
  const found = lexicon
    .lookup(text)
    .find((c) =>
      [GLUCOSE.mass, GLUCOSE.molar].includes(`${c.category.id}:${c.unit.code}` as never),
    );
  return found && { category: found.category, unit: found.unit };
}

/**
 * mg/dL and mmol/L measure different things (a mass and a molar concentration), but one asked in
 * the other is a blood-sugar reading (issue 23): converted by glucose's molar mass, as the
 * blood-sugar converter does (engine/glucose.ts, passed in as `QuestionOptions.glucose`), and said so.
 */
function glucoseAnswer(
  lexicon: Lexicon,
  typed: Typed,
  target: Target,
  factor: number | undefined,
  wording: Wording,
): Answer | undefined {
  const [part] = typed.parts;
  const [wanted] = target.units;
  if (!factor || typed.parts.length !== 1 || target.units.length !== 1 || !part || !wanted) {
    return undefined;
  }
  const from = glucoseUnit(lexicon, part.unit);
  const to = glucoseUnit(lexicon, wanted);
  if (!from || !to || from.category === to.category) return undefined;
  const toMolar = from.category.id === "density";
  const result = toMolar ? part.value / factor : part.value * factor;
  if (!Number.isFinite(result)) return undefined;
  return {
    value: part.value,
    from,
    to,
    result,
    quantityText: shown(part.value, from),
    resultText: shown(result, to),
    notes: [...typed.notes, wording.glucose(factor)],
  };
}

/** Candidate splits of "quantity <separator> target", the last separator first. */
function splits(text: string): { quantity: string; target: string }[] {
  const how = HOW_MANY.exec(text);
  const list = words(how ? text.slice(how[0].length) : text);
  const found: { quantity: string; target: string }[] = [];
  const separators = how ? HOW_MANY_SEPARATORS : SEPARATORS;
  for (let i = list.length - 2; i >= 1; i--) {
    if (!separators.has(list[i]?.toLowerCase() ?? "")) continue;
    const left = list.slice(0, i).join(" ");
    const right = list.slice(i + 1).join(" ");
    found.push(how ? { quantity: right, target: left } : { quantity: left, target: right });
  }
  return how ? found.reverse() : found;
}

/**
 * Arithmetic, a function, a percentage or a number word: what only the calculator reads
 * ("15 km/h * 30 min", "sqrt(16 m^2)", "20% of 80 kg", "half a mile to m"). A hyphen or a slash
 * inside a unit's name ("ft-lb", "km/h") is not one.
 */
const CALCULATION =
  /[+*×·⋅÷^%()]|\s[-−–/]\s|\b(?:sqrt|cbrt|abs|round|of|half|quarter|dozen|hundred|thousand|million|billion|pi)\b|π/i;

/**
 * A plus or a minus between spaced terms ("2 ft - 3 in to cm"): a sum, which the conversion
 * reader would take for a compound quantity ("2 ft 3 in") or a sign.
 */
const SUM = /\S\s+[-−–+]\s+\S/;

/**
 * Answers a question: a conversion as the box has always read it, else, when the question is a
 * calculation that reader cannot read, the calculator's answer (engine/expression) or its reason.
 * A sum goes to the calculator first.
 */
export function readQuestion(text: string, lexicon: Lexicon, options: QuestionOptions): Outcome {
  const question = text
    .replace(LEAD, "")
    .replace(/[?!]+\s*$/, "")
    .trim();
  if (SUM.test(question)) return calculated(question, lexicon, options);
  const outcome = readConversion(text, lexicon, options);
  if (outcome.kind !== "none" && outcome.kind !== "refused") return outcome;
  return CALCULATION.test(question) ? calculated(question, lexicon, options) : outcome;
}

function calculated(question: string, lexicon: Lexicon, options: QuestionOptions): Outcome {
  const calculation = calculate(question, lexicon, options);
  if (calculation.kind === "error") {
    const { message, needsRates } = calculation;
    return { kind: "refused", message, ...(needsRates ? { needsRates } : {}) };
  }
  const { reading, display, amount, symbol, unit, notes, currencies } = calculation;
  return {
    kind: "calculation",
    reading,
    display,
    amount,
    symbol,
    ...(unit ? { unit } : {}),
    notes,
    currencies,
  };
}

function readConversion(text: string, lexicon: Lexicon, options: QuestionOptions): Outcome {
  const question = text
    .replace(LEAD, "")
    .replace(/[?!]+\s*$/, "")
    .trim();
  if (question === "") return { kind: "none" };
  let refusal: string | undefined;
  for (const { quantity, target } of splits(question)) {
    const typed = quantityOf(quantity, options);
    if (!typed) continue;
    for (const wanted of readTargets(target, lexicon)) {
      const found = answer(lexicon, typed, wanted, options);
      if (found && "message" in found) refusal ??= found.message;
      else if (found) return { kind: "answer", answer: found };
    }
  }
  if (refusal) return { kind: "refused", message: refusal };

  const typed = quantityOf(question, options);
  if (typed) {
    const resolved = resolve(lexicon, typed, undefined, options.wording ?? ENGLISH);
    if (typeof resolved === "string") return { kind: "refused", message: resolved };
    const from = resolved?.parts[0];
    if (resolved && from) {
      const text = quantityTextOf(typed, resolved.parts);
      return {
        kind: "quantity",
        value: totalOf(typed, resolved.parts),
        unit: from,
        text,
        notes: [...typed.notes, ...resolved.notes],
      };
    }
  }
  const units = lexicon.lookup(question);
  if (units.length > 0) {
    return { kind: "units", units: units.map(({ category, unit }) => ({ category, unit })) };
  }
  return { kind: "none" };
}
