import { de as cooking } from "../../cooking/de.ts";
import { de as text } from "../../cooking/de-text.ts";
import { marksOf } from "../../intl-marks.ts";
import { cookingQuestion } from "../cooking-language.ts";

/** "wie viel", "wieviel", "wie viele". */
const HOW_MANY = "wie ?viele?";
/** What a measure "is" of another: "sind", "hat", "wiegt", "passen (in)". */
const VERB = "sind|ist|hat|haben|wiegt|wiegen|ergeben|ergibt|entspricht|entsprechen|passen|gehen";

/**
 * A name inside a sentence: German keeps its nouns' capitals, but an adjective that begins a
 * name is written small, and so is one after it ("1 Tasse weißer Kristallzucker", "dunkler brauner
 * Zucker"); "Bitterschokolade ohne Zucker" keeps its capital.
 */
function inSentence(name: string): string {
  return /^\p{Lu}\p{Ll}*(?:e|er|es|en) (?:\p{Ll}+(?:er|es|en) )?\p{Lu}/u.test(name)
    ? name.charAt(0).toLowerCase() + name.slice(1)
    : name;
}

/**
 * Cooking questions in German (engine/cooking-question.ts; the spellings are folded: lower case,
 * "ü" as "u", and "ue" spelt out where people type it): "1 Tasse Mehl in Gramm", "wie viel Gramm
 * sind 1 Tasse Zucker", "wie viel Gramm Mehl passen in eine Tasse", "200 g Butter in Tassen". The
 * answer writes its amounts as the German cooking page does ("⅔ Tasse + 1 EL").
 */
export const COOKING_QUESTION = cookingQuestion(cooking, text, {
  kitchen: { amounts: cooking.amounts, less: cooking.less, marks: marksOf("de") },
  units: {
    // German recipes say "Cup" as often as "Tasse".
    us_cup: "tassen?|cups?|us-tassen?|us-cups?|amerikanische[n]? tassen?",
    legal_cup: "us-legal-cups?|legal cups?",
    metric_cup: "metrische[n]? tassen?",
    imperial_cup: "britische[n]? tassen?|imperiale[n]? tassen?",
    tbsp: "e(?:ss|ß)l(?:o|oe)ffeln?|essl\\.|el\\.?",
    tsp: "teel(?:o|oe)ffeln?|teel\\.|tl\\.?",
    fl_oz: "fl\\.? ?oz|fl(?:u|ue)ssigunzen?",
    ml: "ml|milliliter[n]?",
    l: "l|liter[n]?",
    g: "g|gr|gramm",
    kg: "kg|kilo|kilogramm",
    oz: "oz|unzen?",
    // The page's "Pfund (US)"; a question of a recipe's pounds means the American one.
    lb: "lbs?|pfund",
    // Not "Stück Butter": a German one is 250 g, not the US quarter pound.
    stick: "sticks?",
  },
  numbers: {
    ein: "1",
    eine: "1",
    einer: "1",
    einem: "1",
    einen: "1",
    "eine halbe": "½",
    "einer halben": "½",
    "einen halben": "½",
    "einem halben": "½",
    "ein halber": "½",
    halbe: "½",
    "ein viertel": "¼",
    "eine viertel": "¼",
    "drei viertel": "¾",
    dreiviertel: "¾",
    "ein drittel": "⅓",
    "zwei drittel": "⅔",
    zwei: "2",
    drei: "3",
    vier: "4",
    funf: "5",
    sechs: "6",
    acht: "8",
    zehn: "10",
  },
  questions: [
    // "1 Tasse Mehl in Gramm", "1 Tasse Mehl sind wie viel Gramm", "was wiegt eine Tasse Mehl".
    `(?:(?:umrechnen|umrechnung|(?:${HOW_MANY}|was) (?:wiegt|wiegen|ist|sind)) )?(?:{amount} ?)?{unit} {ingredient}(?: (?:in|zu|nach|=|(?:(?:sind|ist|entspricht|entsprechen|hat|haben|ergibt|ergeben|in|=) )?${HOW_MANY}) {target})?(?: (?:umrechnen|${VERB}))?`,
    // "wie viel Gramm sind 1 Tasse Zucker", "wie viele Gramm sind in einer Tasse Mehl".
    `${HOW_MANY} {target} (?:(?:${VERB}) )?(?:(?:in|auf) )?(?:{amount} ?)?{unit} {ingredient}`,
    // "wie viel Gramm Mehl passen in eine Tasse", "wie viele Tassen Mehl sind 200 g".
    `${HOW_MANY} {target} {ingredient} (?:${VERB})(?: in| auf)? (?:{amount} ?)?{unit}`,
  ],
  // Umlauts spelt out and "ß" folded the same way as the names; then one ending at a time,
  // to the stem both numbers share: "Mandeln" and "Mandel" → "mand", "Nüsse" and "Nuss" → "nuss".
  singular: (word) => {
    let w = word.replace(/ß/g, "ss").replace(/(?<=[aou])e/g, "");
    for (
      let shorter = w.replace(/(?:en|er|es|em|e|n|s)$/, "");
      shorter !== w && shorter.length >= 3;
    ) {
      w = shorter;
      shorter = w.replace(/(?:en|er|es|em|e|n|s)$/, "");
    }
    return w;
  },
  skip: ["der", "die", "das", "des", "dem", "den", "und", "oder", "mit", "von", "aus"],
  usual: {
    mehl: "flour",
    weizenmehl: "flour",
    vollkornmehl: "whole-wheat-flour",
    zucker: "sugar",
    "weisser zucker": "sugar",
    reis: "rice",
    milch: "milk",
    hafer: "oats",
    kakao: "cocoa",
    ol: "vegetable-oil",
    salz: "salt",
    sahne: "heavy-cream",
    hefe: "yeast",
    starke: "cornstarch",
  },
  more: {
    cornstarch: "speisestarke maizena mondamin",
    "powdered-sugar": "staubzucker",
    "powdered-sugar-sifted": "staubzucker",
    "turbinado-sugar": "rohrzucker",
    yeast: "hefe",
    "heavy-cream": "sahne",
    "baking-soda": "backsoda",
    "self-rising-flour": "backmehl",
    "peanut-butter": "erdnusscreme",
  },
  reading: ({ amount, many, unit, name }) =>
    `${amount} ${cooking.amounts[unit][many ? 1 : 0]} ${inSentence(name)}`,
  read: (typed, name) => `„${typed}“ als ${inSentence(name)} gelesen. `,
  basis: (name, grams, source) =>
    `${name}: ${grams} g pro US-Tasse (236,59 ml). Quelle: ${source}. Gramm werden auf ganze Gramm gerundet, Tassen auf die Küchenmaße (Tasse, EL, TL).`,
  unknown: (typed, count) =>
    `Keine der ${count} Zutaten des Küchenrechners passt zu „${typed}“; ohne das Gewicht einer Tasse der Zutat lässt sich ein Volumen nicht in ein Gewicht umrechnen.`,
});
