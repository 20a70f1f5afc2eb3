import { fr as cooking } from "../../cooking/fr.ts";
import { fr as text } from "../../cooking/fr-text.ts";
import { marksOf } from "../../intl-marks.ts";
import { cookingQuestion, lower } from "../cooking-language.ts";

/** "de" or "d'" between a measure and its ingredient: "1 tasse de farine", "1 tasse d'huile". */
const OF = "(?:de |d'|du )?";
/** "combien de", "combien d'". */
const HOW_MANY = "combien (?:de |d')?";
/** What a measure "is" of another: "y a-t-il (dans)", "fait", "pèse". */
const VERB = "y a-t-il|y a t il|il y a|font|fait|faut-il|faut il|pese|pesent|donne|donnent";

/** "de farine", "d’huile", "de haricots": the French "of" before a name, elided before a vowel. */
function of(name: string): string {
  return /^(?:[aeiouyàâéèêîôœ]|h(?:uile))/i.test(name) ? `d’${name}` : `de ${name}`;
}

/**
 * Cooking questions in French (engine/cooking-question.ts; the spellings are folded: lower case,
 * no accents, "’" as "'"): "1 tasse de farine en grammes", "combien de grammes dans une tasse de
 * sucre", "combien pèse une c. à soupe de miel", "200 g de beurre en tasses". The answer writes
 * its amounts as the French cooking page does ("⅔ tasse + 1 c. à soupe").
 */
export const COOKING_QUESTION = cookingQuestion(cooking, text, {
  kitchen: { amounts: cooking.amounts, less: cooking.less, marks: marksOf("fr") },
  units: {
    us_cup: "tasses?(?: americaines?| us| des etats-unis)?|cups?",
    legal_cup: "tasses? legales?(?: americaines?)?",
    metric_cup: "tasses? metriques?",
    imperial_cup: "tasses? imperiales?|tasses? britanniques?",
    // Quebec's "cuillère à table" and "à thé" are France's "à soupe" and "à café".
    tbsp: "cuill?ere(?:e)?s? a (?:soupe|table)|c\\.? ?a\\.? ?(?:s|soupe|table)\\.?|cas|cs",
    tsp: "cuill?ere(?:e)?s? a (?:cafe|the)|c\\.? ?a\\.? ?(?:c|cafe|the)\\.?|cac|cc",
    fl_oz: "onces? liquides?|oz liq\\.?|fl\\.? ?oz",
    ml: "ml|millilitres?",
    l: "l|litres?",
    g: "g|gr|grammes?",
    kg: "kg|kilos?|kilogrammes?",
    oz: "oz|onces?",
    lb: "lbs?|livres?",
    // The page's "bâtonnet"; not "plaquette", which in France is 250 g.
    stick: "batonnets?|sticks?",
  },
  numbers: {
    un: "1",
    une: "1",
    "une demi-": "½",
    "une demie": "½",
    "une demi": "½",
    "un demi-": "½",
    "demi-": "½",
    "un quart de": "¼",
    "trois quarts de": "¾",
    "un tiers de": "⅓",
    "deux tiers de": "⅔",
    deux: "2",
    trois: "3",
    quatre: "4",
    cinq: "5",
    six: "6",
    huit: "8",
    dix: "10",
  },
  questions: [
    // "1 tasse de farine en grammes", "une tasse de farine, c'est combien de grammes", "combien pèse une tasse de farine".
    `(?:(?:convertir|conversion(?: de)?|combien (?:pese|pesent|fait|font)) )?(?:{amount} ?(?:de |d')?)?{unit} ${OF}{ingredient}(?:(?: (?:en|a|=|vers) |,?(?: (?:=|c'est|ca fait|fait|font|egale?|soit))? ${HOW_MANY}){target})?`,
    // "combien de grammes dans une tasse de sucre", "combien de grammes y a-t-il dans 1 c. à s. de miel".
    `combien (?:y a-t-il |il y a )?(?:de |d'){target} (?:(?:${VERB}) )?(?:(?:dans|pour|par|en|a) )?(?:{amount} ?(?:de |d')?)?{unit} ${OF}{ingredient}`,
    // "combien de grammes de farine dans une tasse", "combien de tasses de sucre pour 200 g".
    `${HOW_MANY}{target} ${OF}{ingredient} (?:(?:${VERB}) )?(?:dans|pour|par|en|a) (?:{amount} ?(?:de |d')?)?{unit}`,
  ],
  // "farines" → "farine", "noix" → "noi" both ways; "d’avoine" → "avoine".
  singular: (word) =>
    word
      .replace(/^(?:d|l|j|qu)'/, "")
      .replace(/œ/g, "oe")
      .replace(/(?<=[a-z]{3})aux$/, "al")
      .replace(/(?<=[a-z]{3})[sx]$/, ""),
  skip: ["de", "du", "des", "la", "le", "les", "a", "au", "aux", "en", "et", "ou", "pour"],
  usual: {
    farine: "flour",
    "farine de ble": "flour",
    sucre: "sugar",
    "sucre blanc": "sugar",
    "sucre semoule": "sugar",
    "sucre en poudre": "sugar",
    "sucre roux": "brown-sugar",
    "sucre brun": "brown-sugar",
    // "Sucre glace, non tamisé" holds every word of it, and comes first.
    "sucre glace tamise": "powdered-sugar-sifted",
    riz: "rice",
    lait: "milk",
    avoine: "oats",
    cacao: "cocoa",
    "cacao en poudre": "cocoa",
    huile: "vegetable-oil",
    sel: "salt",
    creme: "heavy-cream",
    "creme liquide": "heavy-cream",
    fecule: "cornstarch",
  },
  more: {
    sugar: "semoule",
    "brown-sugar": "roux brun",
    "heavy-cream": "liquide fleurette",
    "sour-cream": "fraiche epaisse",
    cornstarch: "maizena",
    "self-rising-flour": "autolevante",
    "baking-powder": "poudre a lever",
    "peanut-butter": "arachide",
    peanuts: "arachides",
  },
  reading: ({ amount, many, unit, name }) =>
    `${amount} ${cooking.amounts[unit][many ? 1 : 0]} ${of(lower(name))}`,
  read: (typed, name) => `« ${typed} » a été compris comme ${lower(name)}. `,
  basis: (name, grams, source) =>
    `${name} : ${grams} g par tasse américaine (236,59 ml). Source : ${source}. Les grammes sont arrondis au gramme, les tasses aux mesures de cuisine (tasse, c. à soupe, c. à café).`,
  unknown: (typed, count) =>
    `Aucun des ${count} ingrédients du convertisseur de cuisine ne correspond à « ${typed} » ; sans le poids d’une tasse de l’ingrédient, on ne peut pas passer d’un volume à un poids.`,
});
