import {
  COOKING_UNITS,
  type CookingUnit,
  convertCooking,
  type KitchenWords,
  kitchenAmount,
} from "./cooking.ts";
import { withMarks } from "./number-marks.ts";
import { readNumber } from "./quantity/number.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * An ingredient's amount asked in words (issue 24): "1 cup flour in grams", "2/3 cup sugar to g",
 * "200 g butter in cups", "1 stick butter in grams", "how many grams in a cup of honey"; in
 * another language with its words (issue 25): "1 taza de harina en gramos", "wie viel Gramm sind
 * 1 Tasse Zucker". A question names a kitchen unit and an ingredient of the table it is given; the
 * arithmetic and the kitchen's rounding are engine/cooking.ts's.
 */

/** An ingredient as the reader needs it: its names and its grams per US cup. */
export interface KitchenIngredient {
  readonly name: string;
  /** More words it is typed by, space-separated. */
  readonly words: string;
  readonly gramsPerCup: number;
}

/**
 * How a language asks and answers (English's are engine/cooking-question-english.ts). Every
 * spelling is matched against the question folded: lower case, without accents ("cucharadita",
 * "essloffel", "xicara"), typographic apostrophes as "'".
 */
export interface CookingQuestionWords {
  /** How the answer writes an amount of each unit, and the language's number marks. */
  readonly kitchen: KitchenWords;
  /** Each unit's spellings in a question, as a regular expression's alternatives. */
  readonly units: Readonly<Record<CookingUnit, string>>;
  /** Amounts in words, folded, and how the reading writes them: "una" → "1", "media" → "½". */
  readonly numbers: Readonly<Record<string, string>>;
  /**
   * The questions, as regular expressions over the folded question (its spaces single, without a
   * leading "¿" or a closing "?") with slots: {amount}, {unit} and {ingredient}, and an optional
   * {target}, the unit asked for. Tried in order; the first that names an ingredient answers.
   */
  readonly questions: readonly string[];
  /** A folded word without its plural ending ("harinas" → "harina"), on both sides of a match. */
  readonly singular: (word: string) => string;
  /** Words that do not tell ingredients apart ("de", "der", "d'"), left out of a match. */
  readonly skip: readonly string[];
  /**
   * What a cook means by a bare name, folded, by the ingredient's name in the table: "harina" is
   * all-purpose flour, not the first of the flours with fewest other words.
   */
  readonly usual: Readonly<Record<string, string>>;
  /** How the question was read: "1 taza de harina de trigo común", "1 cups of flour". */
  readonly reading: (asked: {
    /** The amount as typed, in the language's marks ("2/3", "1,5", "1" for "una"). */
    readonly amount: string;
    /** More than one of the unit (the kitchen's plural). */
    readonly many: boolean;
    readonly unit: CookingUnit;
    /** The unit as typed, folded. */
    readonly typed: string;
    /** The ingredient's name in the table (as typed, when the table has none). */
    readonly name: string;
  }) => string;
  /** The note that the ingredient as typed ("Oats") was read as one of the table ("Rolled oats"). */
  readonly read: (typed: string, name: string) => string;
  /** The answer's basis: the figure, its source, the rounding ("113.4" in the language's marks). */
  readonly basis: (name: string, gramsPerCup: string, source: string) => string;
  /**
   * Why a question that weighs a volume, or measures a weight, names no ingredient of the table
   * (the ingredient as typed, the table's size); undefined to leave such a question unanswered.
   */
  readonly unknown: ((typed: string, count: number) => string) | undefined;
}

/** A text as the words are matched against: lower case and without accents, letter for letter. */
function folded(text: string): string {
  let out = "";
  for (const c of text) {
    const f = c.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/[’‘]/, "'");
    // A letter that folds to more than one (none of the site's languages has one) stays as it is,
    // so that a folded text's slots are the typed text's.
    out += f.length === c.length ? f : c;
  }
  return out;
}

/** A regular expression's alternatives at its top level: "a(?:b|c)|d" is "a(?:b|c)" and "d". */
function topLevel(pattern: string): string[] {
  const parts = [""];
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? "";
    if (c === "\\") {
      parts[parts.length - 1] += pattern.slice(i, i + 2);
      i++;
      continue;
    }
    if (c === "(") depth++;
    if (c === ")") depth--;
    if (c === "|" && depth === 0) parts.push("");
    else parts[parts.length - 1] += c;
  }
  return parts;
}

/** The units' spellings, longest first, so "taza métrica" is tried before "taza". */
function alternatives(spellings: readonly string[]): string {
  return spellings
    .flatMap(topLevel)
    .sort((a, b) => b.length - a.length)
    .join("|");
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+|[¼½¾⅓⅔⅛⅜⅝⅞]|\d+\s*[¼½¾⅓⅔⅛⅜⅝⅞]`;
/** An ingredient as typed, folded: letters (ß, œ, æ too), spaces, hyphens, apostrophes, a percent sign. */
const INGREDIENT = "[a-zßœæ%' -]+?";

/** A language's questions, made once per words. */
const compiled = new WeakMap<CookingQuestionWords, readonly RegExp[]>();

function questionsOf(words: CookingQuestionWords): readonly RegExp[] {
  const known = compiled.get(words);
  if (known) return known;
  const unit = alternatives(Object.values(words.units));
  const amount = [
    ...Object.keys(words.numbers)
      .sort((a, b) => b.length - a.length)
      .map(literal),
    NUMBER,
  ].join("|");
  const made = words.questions.map(
    (q) =>
      new RegExp(
        `^(?:${q
          .replace("{amount}", `(?<amount>${amount})`)
          .replace("{unit}", `(?<unit>${unit})`)
          .replace("{target}", `(?<target>${unit})`)
          .replace("{ingredient}", `(?<ingredient>${INGREDIENT})`)}) ?\\??$`,
        "d",
      ),
  );
  compiled.set(words, made);
  return made;
}

/** The unit a word names: the longest spelling first, so "fl oz" is not an ounce. */
function unitOf(word: string, words: CookingQuestionWords): CookingUnit | undefined {
  const w = word.trim();
  return COOKING_UNITS.find(({ id }) => new RegExp(`^(?:${words.units[id]})$`).test(w))?.id;
}

/** The words of a folded text, without commas or brackets, nor the words that tell nothing. */
const wordsOf = (text: string, skip: readonly string[]) =>
  text
    .replace(/[,()]/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "" && !skip.includes(w));

/** Whether a rank is above another: the first number that differs decides. */
function above(rank: readonly number[], other: readonly number[]): boolean {
  const i = rank.findIndex((n, k) => n !== other[k]);
  return i >= 0 && (rank[i] ?? 0) > (other[i] ?? 0);
}

/**
 * The ingredient a text names: the one a cook means by it (`usual`), or else one whose name's or
 * other words hold every word typed (in the singular or plural). Of those, the one with the most
 * words typed exactly as written ("oats": rolled oats, not oat flour); then of the family of a
 * usual name typed ("harina tamizada": the sifted all-purpose flour, as "harina" is all-purpose
 * flour); then whose name (before a comma) has the fewest words not typed; then the first in
 * the table, which lists the usual form first (all-purpose flour before bread flour).
 */
export function ingredientNamed<T extends KitchenIngredient>(
  text: string,
  table: readonly T[],
  words: CookingQuestionWords,
): T | undefined {
  const { singular, skip } = words;
  const stemsOf = (name: string) => wordsOf(folded(name), skip).map(singular);
  const typed = wordsOf(folded(text), skip);
  if (typed.length === 0) return undefined;
  const stemsTyped = typed.map(singular);
  const headOf = (ingredient: T) => stemsOf(ingredient.name.split(",")[0] ?? "").join(" ");
  // The usual ingredient of the longest bare name typed.
  const [meant] = Object.entries(words.usual)
    .map(([bare, name]) => ({ bare: stemsOf(bare), usual: table.find((i) => i.name === name) }))
    .filter(({ bare }) => bare.every((w) => stemsTyped.includes(w)))
    .sort((a, b) => b.bare.length - a.bare.length);
  if (meant?.usual && meant.bare.join(" ") === stemsTyped.join(" ")) return meant.usual;
  const family = meant?.usual ? headOf(meant.usual) : undefined;
  let best: { readonly ingredient: T; readonly rank: readonly number[] } | undefined;
  for (const ingredient of table) {
    const known = wordsOf(folded(`${ingredient.name} ${ingredient.words}`), skip);
    const stems = new Set(known.map(singular));
    if (!stemsTyped.every((w) => stems.has(w))) continue;
    const head = headOf(ingredient);
    const rank = [
      typed.filter((w) => known.includes(w)).length,
      head === family ? 1 : 0,
      -head.split(" ").filter((w) => !stemsTyped.includes(w)).length,
    ];
    if (!best || above(rank, best.rank)) best = { ingredient, rank };
  }
  return best?.ingredient;
}

/** An amount typed, as a number and as the reading writes it ("1,5" in Spanish for "1.5"). */
function amountOf(
  typed: string,
  words: CookingQuestionWords,
): { readonly value: number; readonly text: string } | undefined {
  const text = words.numbers[typed] ?? typed;
  const marks = words.kitchen.marks;
  const value = readNumber(text, marks?.decimal)?.value;
  if (value === undefined || value <= 0) return undefined;
  // A decimal is written in the language's marks; a fraction or a whole number as it was typed.
  const decimal = marks !== undefined && /^\d+[.,]\d+$/.test(text);
  return { value, text: decimal ? withMarks(String(value), marks) : text };
}

/** A question's slots read: its units, ingredient and amount, or undefined if one is missing. */
function slotsOf<T extends KitchenIngredient>(
  question: RegExpExecArray,
  text: string,
  table: readonly T[],
  words: CookingQuestionWords,
) {
  const groups = question.groups ?? {};
  const from = unitOf(groups.unit ?? "", words);
  const amount = amountOf(groups.amount ?? "1", words);
  const target = groups.target === undefined ? undefined : unitOf(groups.target, words);
  const [start, end] = question.indices?.groups?.ingredient ?? [0, 0];
  const typed = text.slice(start, end).trim();
  if (!from || amount === undefined || (groups.target !== undefined && !target)) return undefined;
  const ingredient = ingredientNamed(groups.ingredient ?? "", table, words);
  return { from, amount, target, typed, ingredient, unit: (groups.unit ?? "").toLowerCase() };
}

const kindOf = (unit: CookingUnit) => COOKING_UNITS.find((u) => u.id === unit)?.kind;

/**
 * The answer to a question about an ingredient's amount, or undefined when the text is none;
 * `sourceOf` says where an ingredient's figure comes from, `words` how the language asks.
 */
export function readCookingQuestion<T extends KitchenIngredient>(
  text: string,
  table: readonly T[],
  sourceOf: (ingredient: T) => string,
  words: CookingQuestionWords,
): ToolReading | undefined {
  const t = text
    .trim()
    .replace(/\s+/g, " ")
    .replace(/^[¿¡] ?/, "");
  const f = folded(t);
  for (const question of questionsOf(words)) {
    const match = question.exec(f);
    const slots = match ? slotsOf(match, t, table, words) : undefined;
    if (!slots) continue;
    const { from, amount, ingredient, typed } = slots;
    const fromKind = kindOf(from);
    const to = slots.target ?? (fromKind === "volume" ? "g" : "us_cup");
    const asked = { amount: amount.text, many: amount.value > 1, unit: from, typed: slots.unit };
    if (!ingredient) {
      // A volume weighed, or a weight measured, of something the table does not hold.
      if (words.unknown === undefined || slots.target === undefined) continue;
      if (kindOf(slots.target) === fromKind) continue;
      return {
        reading: words.reading({ ...asked, name: typed }),
        problem: words.unknown(typed, table.length),
      };
    }
    const reading = words.reading({ ...asked, name: ingredient.name });
    const result = convertCooking(amount.value, from, to, ingredient.gramsPerCup);
    const marks = words.kitchen.marks;
    const grams = String(ingredient.gramsPerCup);
    const same = folded(typed) === folded(ingredient.name);
    return {
      reading,
      display: `${reading} = ${kitchenAmount(result, to, words.kitchen)}`,
      basis: `${same ? "" : words.read(typed, ingredient.name)}${words.basis(
        ingredient.name,
        marks ? withMarks(grams, marks) : grams,
        sourceOf(ingredient),
      )}`,
    };
  }
  return undefined;
}
