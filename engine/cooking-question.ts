import { COOKING_UNITS, type CookingUnit, convertCooking, kitchenAmount } from "./cooking.ts";
import { KITCHEN_ENGLISH } from "./kitchen-english.ts";
import { readNumber } from "./quantity/number.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * An ingredient's amount asked in words (issue 24): "1 cup flour in grams", "2/3 cup sugar to g",
 * "200 g butter in cups", "1 stick butter in grams", "how many grams in a cup of honey". A
 * question names a kitchen unit and an ingredient of the table it is given; the arithmetic and
 * the kitchen's rounding are engine/cooking.ts's.
 */

/** An ingredient as the reader needs it: its names and its grams per US cup. */
export interface KitchenIngredient {
  readonly name: string;
  /** More words it is typed by, space-separated. */
  readonly words: string;
  readonly gramsPerCup: number;
}

const UNIT_WORDS: Readonly<Record<CookingUnit, string>> = {
  us_cup: "cups?|c|us cups?",
  legal_cup: "legal cups?|us legal cups?",
  metric_cup: "metric cups?",
  imperial_cup: "imperial cups?|uk cups?",
  tbsp: "tablespoons?|tbsps?|tbs|tbl",
  tsp: "teaspoons?|tsps?",
  fl_oz: "fl\\.? ?oz|fluid ounces?",
  ml: "ml|millilit(?:er|re)s?",
  l: "l|lit(?:er|re)s?",
  g: "g|grams?|gr",
  kg: "kg|kilograms?|kilos?",
  oz: "oz|ounces?",
  lb: "lbs?|pounds?",
  stick: "sticks?",
};

/** The unit a word names: the longest spelling first, so "fl oz" is not an ounce. */
function unitOf(word: string): CookingUnit | undefined {
  const w = word.trim().toLowerCase();
  return COOKING_UNITS.find(({ id }) => new RegExp(`^(?:${UNIT_WORDS[id]})$`).test(w))?.id;
}

const UNIT = Object.values(UNIT_WORDS).join("|");
const AMOUNT = String.raw`a|an|one|\d+(?:[.,]\d+)?(?:\s+\d+\/\d+)?|\d+\/\d+|[¼½¾⅓⅔⅛⅜⅝⅞]|\d+\s*[¼½¾⅓⅔⅛⅜⅝⅞]`;
const FORWARD = new RegExp(
  String.raw`^(?<amount>${AMOUNT})\s*(?<unit>${UNIT})\s+(?:of\s+)?(?<ingredient>[a-z%' -]+?)(?:\s+(?:in|to|into|as|=)\s+(?<target>${UNIT}))?\s*\??$`,
  "i",
);
const HOW_MANY = new RegExp(
  String.raw`^how many\s+(?<target>${UNIT})\s+(?:are\s+|is\s+)?(?:in|per)\s+(?<amount>${AMOUNT})?\s*(?<unit>${UNIT})\s+(?:of\s+)?(?<ingredient>[a-z%' -]+?)\s*\??$`,
  "i",
);

/** The words of a text, lower case, without commas or brackets. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[,()]/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "");
/** A word without its plural ending: "oats" is "oat", "tomatoes" "tomato". */
const singular = (word: string) => word.replace(/(?<=[a-z]{3})(?:es|s)$/, "");

/**
 * The ingredient a text names: every word typed is one of its name's or its other words (in the
 * singular or plural). Of those, the one with the most words typed exactly as written ("oats":
 * rolled oats, not oat flour), then whose name (before a comma) has the fewest words not typed,
 * then the first in the table, which lists the usual form first (all-purpose flour before bread
 * flour).
 */
export function ingredientNamed<T extends KitchenIngredient>(
  text: string,
  table: readonly T[],
): T | undefined {
  const typed = words(text);
  if (typed.length === 0) return undefined;
  const stemsTyped = typed.map(singular);
  let best: { readonly ingredient: T; readonly exact: number; readonly extra: number } | undefined;
  for (const ingredient of table) {
    const known = words(`${ingredient.name} ${ingredient.words}`);
    const stems = new Set(known.map(singular));
    if (!stemsTyped.every((w) => stems.has(w))) continue;
    const head = words(ingredient.name.split(",")[0] ?? "").map(singular);
    const exact = typed.filter((w) => known.includes(w)).length;
    const extra = head.filter((w) => !stemsTyped.includes(w)).length;
    const better = !best || exact > best.exact || (exact === best.exact && extra < best.extra);
    if (better) best = { ingredient, exact, extra };
  }
  return best?.ingredient;
}

function amountOf(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (t === "a" || t === "an" || t === "one") return 1;
  const value = readNumber(t)?.value;
  return value !== undefined && value > 0 ? value : undefined;
}

/**
 * The answer to a question about an ingredient's amount, or undefined when the text is none;
 * `sourceOf` says where an ingredient's figure comes from.
 */
export function readCookingQuestion<T extends KitchenIngredient>(
  text: string,
  table: readonly T[],
  sourceOf: (ingredient: T) => string,
): ToolReading | undefined {
  const t = text.trim().replace(/\s+/g, " ");
  const groups = (FORWARD.exec(t) ?? HOW_MANY.exec(t))?.groups;
  if (!groups) return undefined;
  const from = unitOf(groups.unit ?? "");
  const ingredient = ingredientNamed(groups.ingredient ?? "", table);
  const amount = amountOf(groups.amount ?? "1");
  if (!from || !ingredient || amount === undefined) return undefined;
  const fromKind = COOKING_UNITS.find((u) => u.id === from)?.kind;
  const to = groups.target ? unitOf(groups.target) : fromKind === "volume" ? "g" : "us_cup";
  if (!to) return undefined;
  const name = ingredient.name.toLowerCase();
  // The amount as typed ("2/3 cup", "113.4 g", "a cup" as "1 cup"), not rounded.
  const typedAmount = /^(a|an|one)$/i.test(groups.amount ?? "a") ? "1" : (groups.amount ?? "");
  const reading = `${typedAmount} ${(groups.unit ?? "").toLowerCase()} of ${name}`;
  const result = convertCooking(amount, from, to, ingredient.gramsPerCup);
  const typed = (groups.ingredient ?? "").trim().toLowerCase();
  const read = typed === name ? "" : `Read “${typed}” as ${name}. `;
  return {
    reading,
    display: `${reading} = ${kitchenAmount(result, to, KITCHEN_ENGLISH)}`,
    basis: `${read}${ingredient.name}: ${ingredient.gramsPerCup} g per US cup (236.59 mL), from ${sourceOf(ingredient)}. Grams are rounded to the gram, cups to the kitchen's measures.`,
  };
}
