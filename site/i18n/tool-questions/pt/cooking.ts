import { pt as cooking } from "../../cooking/pt.ts";
import { pt as text } from "../../cooking/pt-text.ts";
import { marksOf } from "../../intl-marks.ts";
import { cookingQuestion, lower } from "../cooking-language.ts";

/** "de" between a measure and its ingredient: "1 xícara de farinha". */
const OF = "(?:de |da |do )?";
/** "quantos", "quantas" (and "quantas gramas", as people type it). */
const HOW_MANY = "quant[oa]s?";
/** What a measure "is" of another: "tem", "há (em)", "são", "pesa", "cabem (em)". */
const VERB = "tem|ha|sao|e|pesa|pesam|cabem|cabe|da|dao|vai|vao|leva|levam|equivale a|equivalem a";

/**
 * Cooking questions in Portuguese as written in Brazil (engine/cooking-question.ts; the spellings
 * are folded: lower case, no accents, "ç" as "c"): "1 xícara de farinha em gramas", "quantos
 * gramas tem uma xícara de açúcar", "1 xícara (chá) de farinha em gramas", "quanto pesa uma colher
 * de sopa de mel". The answer writes its amounts as the Portuguese cooking page does ("⅔ xícara +
 * 1 colher de sopa").
 */
export const COOKING_QUESTION = cookingQuestion(cooking, text, {
  kitchen: { amounts: cooking.amounts, less: cooking.less, marks: marksOf("pt-BR") },
  units: {
    // A Brazilian recipe's "xícara (chá)" or "xícara de chá" is the cup; Portugal says "chávena".
    us_cup: "xicaras?(?: americanas?| de cha| \\(cha\\)| \\(de cha\\))?|xic\\.|chavenas?|cups?",
    legal_cup: "xicaras? legal|xicaras? legais",
    metric_cup: "xicaras? metricas?",
    imperial_cup: "xicaras? imperial|xicaras? imperiais",
    tbsp: "colher(?:es)? (?:de sopa|\\(sopa\\)|\\(de sopa\\))|col\\.? (?:de )?sopa|c\\.s\\.|csp?",
    tsp: "colher(?:es)? (?:de cha|\\(cha\\)|\\(de cha\\))|col\\.? (?:de )?cha|c\\.c\\.|cc|cch",
    fl_oz: "oncas? (?:liquidas?|fluidas?)|fl\\.? ?oz",
    ml: "ml|mililitros?",
    l: "l|litros?",
    g: "g|gr|gramas?",
    kg: "kg|quilos?|quilogramas?|kilos?",
    oz: "oz|oncas?",
    lb: "lbs?|libras?",
    // Not "tablete": a Brazilian "tablete de manteiga" is 200 g, not the US quarter pound.
    stick: "sticks?",
  },
  numbers: {
    um: "1",
    uma: "1",
    meia: "½",
    meio: "½",
    "um quarto de": "¼",
    "tres quartos de": "¾",
    "um terco de": "⅓",
    "dois tercos de": "⅔",
    dois: "2",
    duas: "2",
    tres: "3",
    quatro: "4",
    cinco: "5",
    seis: "6",
    oito: "8",
    dez: "10",
  },
  questions: [
    // "1 xícara de farinha em gramas", "1 xícara de farinha são quantos gramas", "quanto pesa uma xícara de farinha".
    `(?:(?:converter|conversao de|quanto (?:e|sao|pesa|pesam|da|dao)) )?(?:{amount} ?(?:de )?)?{unit} ${OF}{ingredient}(?: (?:em|para|=|(?:(?:sao|e|da|dao|equivale a|equivalem a|tem|=) )?${HOW_MANY}) {target})?`,
    // "quantos gramas tem uma xícara de açúcar", "quantas xícaras são 200 g de farinha".
    `${HOW_MANY} {target} (?:(?:${VERB}) )?(?:(?:em|na|no|numa|num) )?(?:{amount} ?(?:de )?)?{unit} ${OF}{ingredient}`,
    // "quantos gramas de farinha tem uma xícara", "quantas xícaras de açúcar são 200 g".
    `${HOW_MANY} {target} ${OF}{ingredient} (?:${VERB})(?: (?:em|na|no|numa|num))? (?:{amount} ?(?:de )?)?{unit}`,
  ],
  // "limões" → "limao", "integrais" → "integral", "nozes" → "noz", "xícaras" → "xicara".
  singular: (word) =>
    word.length <= 3
      ? word
      : word
          .replace(/(?:oes|aes)$/, "ao")
          .replace(/ais$/, "al")
          .replace(/eis$/, "el")
          .replace(/ois$/, "ol")
          .replace(/ns$/, "m")
          .replace(/(?<=[rzs])es$/, "")
          .replace(/(?<=[aeiou])s$/, ""),
  skip: [
    "de",
    "da",
    "do",
    "das",
    "dos",
    "e",
    "em",
    "com",
    "o",
    "a",
    "os",
    "as",
    "para",
    "na",
    "no",
  ],
  usual: {
    farinha: "flour",
    "farinha de trigo": "flour",
    "farinha integral": "whole-wheat-flour",
    acucar: "sugar",
    "acucar cristal": "sugar",
    "acucar branco": "sugar",
    "acucar mascavo": "brown-sugar",
    "acucar de confeiteiro": "powdered-sugar",
    manteiga: "butter",
    arroz: "rice",
    leite: "milk",
    aveia: "oats",
    cacau: "cocoa",
    "cacau em po": "cocoa",
    oleo: "vegetable-oil",
    azeite: "olive-oil",
    sal: "salt",
    creme: "heavy-cream",
    "creme de leite": "heavy-cream",
    fermento: "baking-powder",
    "fermento em po": "baking-powder",
    "amido de milho": "cornstarch",
  },
  more: {
    sugar: "cristal branco",
    "powdered-sugar": "impalpavel glace",
    cornstarch: "maisena maizena",
    "self-rising-flour": "auto fermentante",
    "heavy-cream": "nata",
    "peanut-butter": "manteiga",
    "baking-soda": "soda",
  },
  reading: ({ amount, many, unit, name }) =>
    `${amount} ${cooking.amounts[unit][many ? 1 : 0]} de ${lower(name)}`,
  read: (typed, name) => `“${typed}” foi lido como ${lower(name)}. `,
  basis: (name, grams, source) =>
    `${name}: ${grams} g por xícara americana (236,59 ml). Fonte: ${source}. Os gramas são arredondados ao grama, e as xícaras, às medidas de cozinha (xícara, colher de sopa e colher de chá).`,
  unknown: (typed, count) =>
    `Nenhum dos ${count} ingredientes do conversor de culinária corresponde a “${typed}”; sem o peso de uma xícara do ingrediente, não é possível converter volume em peso.`,
});
