import { es as cooking } from "../../cooking/es.ts";
import { es as text } from "../../cooking/es-text.ts";
import { marksOf } from "../../intl-marks.ts";
import { cookingQuestion, lower } from "../cooking-language.ts";

/** "de" between a measure and its ingredient: "1 taza de harina". */
const OF = "(?:de |del )?";
/** "cuántos", "cuántas", folded. */
const HOW_MANY = "cuant[oa]s?";
/** What a measure "is" of another: "hay (en)", "tiene", "son", "pesa", "caben (en)". */
const VERB = "hay|tiene|tienen|son|es|pesa|pesan|caben|entran|lleva|contiene|equivalen? a";

/**
 * Cooking questions in Spanish (engine/cooking-question.ts; the spellings are folded: lower case,
 * no accents): "1 taza de harina en gramos", "¿cuántos gramos hay en una taza de azúcar?",
 * "cuántas tazas son 200 g de mantequilla", "cuánto pesa una cucharada de miel". The answer
 * writes its amounts as the Spanish cooking page does ("⅔ taza + 1 cucharada").
 */
export const COOKING_QUESTION = cookingQuestion(cooking, text, {
  kitchen: { amounts: cooking.amounts, less: cooking.less, marks: marksOf("es") },
  units: {
    us_cup: "tazas?(?: (?:de )?(?:ee\\.? ?uu\\.?|eeuu|usa|estadounidenses?|americanas?))?",
    legal_cup: "tazas? legal(?:es)?(?: (?:de )?(?:ee\\.? ?uu\\.?|eeuu))?",
    metric_cup: "tazas? metricas?",
    imperial_cup: "tazas? imperial(?:es)?|tazas? britanicas?",
    tbsp: "cucharadas?(?: soperas?| grandes?)?|cucharas?(?: soperas?)?|cdas?\\.?",
    tsp: "cucharaditas?|cucharillas?|cucharitas?|cdtas?\\.?|cditas?\\.?",
    fl_oz: "onzas? (?:liquidas?|fluidas?)|fl\\.? ?oz",
    ml: "ml|mililitros?",
    l: "l|litros?",
    g: "g|gr|grs|gramos?",
    kg: "kg|kilos?|kilogramos?",
    oz: "oz|onzas?",
    lb: "lbs?|libras?",
    // Not "barra": a Spanish or Mexican "barra de mantequilla" is not the US quarter pound.
    stick: "sticks?",
  },
  numbers: {
    un: "1",
    una: "1",
    uno: "1",
    media: "½",
    medio: "½",
    "un cuarto de": "¼",
    "tres cuartos de": "¾",
    "un tercio de": "⅓",
    "dos tercios de": "⅔",
    dos: "2",
    tres: "3",
    cuatro: "4",
    cinco: "5",
    seis: "6",
    ocho: "8",
    diez: "10",
  },
  questions: [
    // "1 taza de harina en gramos", "cuánto pesa una taza de harina", "2 tazas de azúcar son cuántos gramos".
    `(?:(?:convertir|pasar|equivalencia de|cuanto (?:es|son|pesa|pesan)|a cuanto equivalen?) )?(?:{amount} ?(?:de )?)?{unit} ${OF}{ingredient}(?: (?:en|a|=|(?:(?:son|es|equivalen? a|=) )?(?:a |en )?${HOW_MANY}) {target})?(?: (?:${VERB}))?`,
    // "cuántos gramos hay en una taza de azúcar", "cuántas tazas son 200 g de harina".
    `${HOW_MANY} {target} (?:(?:${VERB}) )?(?:(?:en|a) )?(?:{amount} ?(?:de )?)?{unit} ${OF}{ingredient}`,
    // "cuántos gramos de harina hay en una taza", "cuántas tazas de azúcar son 200 gramos".
    `${HOW_MANY} {target} ${OF}{ingredient} (?:${VERB})(?: en| a)? (?:{amount} ?(?:de )?)?{unit}`,
  ],
  // "nueces" → "nuez", "limones" → "limon", "harinas" → "harina".
  singular: (word) =>
    word.length <= 3
      ? word
      : word
          .replace(/ces$/, "z")
          .replace(/(?<=[aeiou])s$/, "")
          .replace(/(?<=[^aeious])es$/, ""),
  skip: ["de", "del", "la", "el", "los", "las", "y", "o", "con", "en", "para", "al", "a"],
  usual: {
    harina: "flour",
    "harina de trigo": "flour",
    "harina integral": "whole-wheat-flour",
    azucar: "sugar",
    "azucar blanca": "sugar",
    "azucar moreno": "brown-sugar",
    "azucar glass": "powdered-sugar",
    "azucar en polvo": "powdered-sugar",
    "azucar impalpable": "powdered-sugar",
    mantequilla: "butter",
    arroz: "rice",
    leche: "milk",
    avena: "oats",
    cacao: "cocoa",
    "cacao en polvo": "cocoa",
    aceite: "olive-oil",
    sal: "salt",
    nata: "heavy-cream",
    crema: "heavy-cream",
    levadura: "yeast",
    maicena: "cornstarch",
  },
  more: {
    "self-rising-flour": "leudante",
    "powdered-sugar": "glass impalpable",
    cornstarch: "maizena fecula",
    "heavy-cream": "crema",
    "sour-cream": "crema",
    peanuts: "mani",
    "peanut-butter": "mantequilla mani cacahuate",
    "black-beans": "porotos alubias judias",
    "baking-soda": "bicarbonato sodico",
  },
  reading: ({ amount, many, unit, name }) =>
    `${amount} ${cooking.amounts[unit][many ? 1 : 0]} de ${lower(name)}`,
  read: (typed, name) => `Se ha leído «${typed}» como ${lower(name)}. `,
  basis: (name, grams, source) =>
    `${name}: ${grams} g por taza de EE. UU. (236,59 ml). Fuente: ${source}. Los gramos se redondean al gramo, y las tazas, a las medidas de cocina (taza, cucharada y cucharadita).`,
  unknown: (typed, count) =>
    `Ningún ingrediente del conversor de cocina (son ${count}) corresponde a «${typed}», y sin el peso de una taza del ingrediente no se puede pasar de volumen a peso.`,
});
