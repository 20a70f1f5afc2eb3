import type { CookingQuestionWords } from "./cooking-question.ts";
import { KITCHEN_ENGLISH } from "./kitchen-english.ts";

/**
 * How English asks about an ingredient's amount and how the box answers (issue 24): "1 cup flour
 * in grams", "how many grams in a cup of honey". A module of its own, as each other language's
 * words are (site/i18n/tool-questions/), so a page loads one language's.
 */
export const COOKING_QUESTION_ENGLISH: CookingQuestionWords = {
  kitchen: KITCHEN_ENGLISH,
  units: {
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
  },
  numbers: { a: "1", an: "1", one: "1" },
  questions: [
    "{amount} ?{unit} (?:of )?{ingredient}(?: (?:in|to|into|as|=) {target})?",
    "how many {target} (?:are |is )?(?:in|per) (?:{amount} ?)?{unit} (?:of )?{ingredient}",
  ],
  // "oats" is "oat", "tomatoes" "tomato".
  singular: (word) => word.replace(/(?<=[a-z]{3})(?:es|s)$/, ""),
  skip: [],
  usual: {},
  reading: ({ amount, typed, name }) => `${amount} ${typed} of ${name.toLowerCase()}`,
  read: (typed, name) => `Read “${typed.toLowerCase()}” as ${name.toLowerCase()}. `,
  basis: (name, grams, source) =>
    `${name}: ${grams} g per US cup (236.59 mL), from ${source}. Grams are rounded to the gram, cups to the kitchen's measures.`,
  unknown: undefined,
};
