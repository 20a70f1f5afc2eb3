/**
 * Cooking by ingredient (issue 24): volumes and masses, converted through an ingredient's grams
 * per US cup, and written the way a kitchen measures (docs/decisions/035-cooking.md).
 * Volumes are exact: the US cup is half a US pint (236.5882365 mL), the US legal cup of nutrition
 * labels 240 mL, the metric cup 250 mL, the imperial cup half an imperial pint (284.130625 mL); a
 * US tablespoon is 1/16 cup, a teaspoon 1/48, a fluid ounce 1/8. Masses: the avoirdupois pound is
 * 453.59237 g, a stick of butter a quarter of it.
 */

import type { NumberMarks } from "./number-marks.ts";

export type CookingUnit =
  | "us_cup"
  | "legal_cup"
  | "metric_cup"
  | "imperial_cup"
  | "tbsp"
  | "tsp"
  | "fl_oz"
  | "ml"
  | "l"
  | "g"
  | "kg"
  | "oz"
  | "lb"
  | "stick";

export interface CookingUnitInfo {
  readonly id: CookingUnit;
  /** "US cup" */
  readonly label: string;
  readonly kind: "volume" | "mass";
  /** Millilitres or grams in one. */
  readonly size: number;
}

export const US_CUP_ML = 236.5882365;
const POUND_G = 453.59237;

export const COOKING_UNITS: readonly CookingUnitInfo[] = [
  { id: "us_cup", label: "US cup", kind: "volume", size: US_CUP_ML },
  { id: "tbsp", label: "US tablespoon", kind: "volume", size: US_CUP_ML / 16 },
  { id: "tsp", label: "US teaspoon", kind: "volume", size: US_CUP_ML / 48 },
  { id: "fl_oz", label: "US fluid ounce", kind: "volume", size: US_CUP_ML / 8 },
  { id: "legal_cup", label: "US legal cup (240 mL)", kind: "volume", size: 240 },
  { id: "metric_cup", label: "Metric cup (250 mL)", kind: "volume", size: 250 },
  { id: "imperial_cup", label: "Imperial cup (284 mL)", kind: "volume", size: 284.130625 },
  { id: "ml", label: "Millilitre", kind: "volume", size: 1 },
  { id: "l", label: "Litre", kind: "volume", size: 1000 },
  { id: "g", label: "Gram", kind: "mass", size: 1 },
  { id: "kg", label: "Kilogram", kind: "mass", size: 1000 },
  { id: "oz", label: "Ounce", kind: "mass", size: POUND_G / 16 },
  { id: "lb", label: "Pound", kind: "mass", size: POUND_G },
  { id: "stick", label: "Stick of butter (¼ lb)", kind: "mass", size: POUND_G / 4 },
];

const UNIT = new Map(COOKING_UNITS.map((u) => [u.id, u]));

/** An amount of an ingredient in another unit, through its grams per US cup. */
export function convertCooking(
  amount: number,
  from: CookingUnit,
  to: CookingUnit,
  gramsPerCup: number,
): number {
  const a = UNIT.get(from) as CookingUnitInfo;
  const b = UNIT.get(to) as CookingUnitInfo;
  const gramsPerMl = gramsPerCup / US_CUP_ML;
  const base = amount * a.size;
  const converted =
    a.kind === b.kind ? base : a.kind === "volume" ? base * gramsPerMl : base / gramsPerMl;
  return converted / b.size;
}

const EIGHTHS = ["", "⅛", "¼", "⅜", "½", "⅝", "¾", "⅞"];
/** The cup measures of a kitchen, in teaspoons (48 to the cup): ⅛ ¼ ⅓ ⅜ ½ ⅝ ⅔ ¾ ⅞. */
const CUP_PARTS: readonly (readonly [tsp: number, text: string])[] = [
  [42, "⅞"],
  [36, "¾"],
  [32, "⅔"],
  [30, "⅝"],
  [24, "½"],
  [18, "⅜"],
  [16, "⅓"],
  [12, "¼"],
  [6, "⅛"],
];

/** "2 ½", "⅜", "3": a count to the nearest eighth as a cook writes it. */
function eighths(n: number): string {
  const whole = Math.floor(n / 8);
  const part = EIGHTHS[n % 8] ?? "";
  if (whole === 0) return part;
  return part === "" ? String(whole) : `${whole} ${part}`;
}

/**
 * How a language writes an amount of each unit after its number: singular, plural ("cup",
 * "cups"); what it says of a volume under an eighth of a teaspoon ("less than {amount}"); and the
 * marks of its numbers (none: the engine's point).
 */
export interface KitchenWords {
  readonly amounts: Readonly<Record<CookingUnit, readonly [one: string, many: string]>>;
  readonly less: string;
  readonly marks?: NumberMarks;
}

/** A number the engine wrote ("1234.5") in a language's marks ("1.234,5"). */
function marked(text: string, marks: NumberMarks | undefined): string {
  if (!marks) return text;
  const [whole = "", fraction] = text.split(".");
  const grouped =
    whole.length >= marks.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, marks.group) : whole;
  return fraction === undefined ? grouped : `${grouped}${marks.decimal}${fraction}`;
}

/** "2 ½ tsp": an amount and its unit's name, singular up to one. */
function named(amount: string, many: boolean, unit: CookingUnit, words: KitchenWords): string {
  const [one, more] = words.amounts[unit];
  return `${amount} ${many ? more : one}`;
}

/**
 * A US volume as a kitchen measures it: whole and part cups (⅛ ¼ ⅓ ⅜ ½ ⅝ ⅔ ¾ ⅞), then
 * tablespoons, then teaspoons to the eighth: "⅔ cup + 1 tbsp", "2 cups + 1 ½ tsp". `from` says
 * the largest measure to use ("tbsp": "5 tbsp + 1 tsp"). Under an eighth of a teaspoon, it says so.
 * `words` names the measures in a language ("⅔ taza + 1 cucharada").
 */
export function kitchenMeasure(
  ml: number,
  from: "us_cup" | "tbsp" | "tsp",
  words: KitchenWords,
): string {
  const tspMl = US_CUP_ML / 48;
  const total = Math.round((ml / tspMl) * 8);
  if (total === 0) {
    return ml > 0
      ? words.less.replace("{amount}", named("⅛", false, "tsp", words))
      : named("0", true, "tsp", words);
  }
  const parts: string[] = [];
  let rest = total;
  if (from === "us_cup") {
    const cups = Math.floor(rest / (48 * 8));
    rest -= cups * 48 * 8;
    const part = CUP_PARTS.find(([tsp]) => tsp * 8 <= rest);
    if (part) rest -= part[0] * 8;
    if (cups > 0 || part) {
      const amount = [cups > 0 ? String(cups) : "", part?.[1] ?? ""].filter(Boolean).join(" ");
      parts.push(named(amount, cups > 1 || (cups === 1 && part !== undefined), "us_cup", words));
    }
  }
  if (from !== "tsp") {
    const tbsp = Math.floor(rest / 24);
    rest -= tbsp * 24;
    if (tbsp > 0) parts.push(named(String(tbsp), tbsp > 1, "tbsp", words));
  }
  if (rest > 0) parts.push(named(eighths(rest), rest > 8, "tsp", words));
  return parts.join(" + ");
}

/** A decimal with `places` decimals, its trailing zeros dropped. */
function fixed(value: number, places: number): string {
  return String(Number(value.toFixed(places)));
}

/**
 * A positive number to the precision a kitchen uses, never 0 when it is not: 3 significant
 * digits below 1, then fewer decimals as it grows.
 */
function decimal(value: number): string {
  if (value === 0) return "0";
  if (value >= 100) return fixed(value, 0);
  if (value >= 10) return fixed(value, 1);
  if (value >= 1) return fixed(value, 2);
  return String(Number(value.toPrecision(2)));
}

/**
 * An amount in a unit, written as a kitchen measures it: US cups, tablespoons and teaspoons in
 * measures (kitchenMeasure), grams whole from 10 g (to 0.1 g below, where a scale still reads
 * them), other units as decimals. Never "0" for an amount that is not zero.
 */
export function kitchenAmount(value: number, unit: CookingUnit, words: KitchenWords): string {
  const info = UNIT.get(unit) as CookingUnitInfo;
  if (unit === "us_cup" || unit === "tbsp" || unit === "tsp") {
    return kitchenMeasure(value * info.size, unit, words);
  }
  let text: string;
  if (unit === "g")
    text = value >= 9.5 ? fixed(value, 0) : value >= 0.1 ? fixed(value, 1) : decimal(value);
  else if (unit === "ml") text = value >= 9.5 ? fixed(value, 0) : decimal(value);
  else text = decimal(value);
  return named(marked(text, words.marks), text !== "1", unit, words);
}
