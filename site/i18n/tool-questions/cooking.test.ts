import { describe, expect, it } from "vitest";
import { ingredientNamed, readCookingQuestion } from "../../../engine/cooking-question.ts";
import { COOKING_QUESTION_ENGLISH } from "../../../engine/cooking-question-english.ts";
import { LANGUAGE_CORPUS } from "../../../tests/fixtures/query-corpus-languages.ts";
import type { OtherLanguage } from "../languages.ts";
import type { CookingQuestion } from "./cooking-language.ts";
import { COOKING_QUESTION as de } from "./de/cooking.ts";
import { COOKING_QUESTION as es } from "./es/cooking.ts";
import { COOKING_QUESTION as fr } from "./fr/cooking.ts";
import { COOKING_QUESTION as pt } from "./pt/cooking.ts";

const LANGUAGES: Readonly<Record<OtherLanguage, CookingQuestion>> = { es, de, fr, pt };

function ask(language: OtherLanguage, text: string) {
  const { table, sourceOf, words } = LANGUAGES[language];
  return readCookingQuestion(text, table, sourceOf, words);
}

/** The answer as the box shows it: the display, or the problem. */
function answered(language: OtherLanguage, text: string): string | undefined {
  const reading = ask(language, text);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
}

/** Each language's questions, as people type them, and the answer written out. */
const ASKED: Readonly<Record<OtherLanguage, readonly (readonly [string, string])[]>> = {
  es: [
    ["1 taza de harina en gramos", "1 taza de harina de trigo común = 125 g"],
    ["¿cuántos gramos hay en una taza de azúcar?", "1 taza de azúcar blanco granulado = 202 g"],
    ["cuantos gramos tiene una taza de harina", "1 taza de harina de trigo común = 125 g"],
    ["cuántas tazas son 200 g de mantequilla", "200 g de mantequilla = ⅞ taza + ¼ cucharadita"],
    ["cuánto pesa una cucharada de miel", "1 cucharada de miel = 21 g"],
    ["2 TAZAS DE AZUCAR A GRAMOS", "2 tazas de azúcar blanco granulado = 403 g"],
    ["1,5 tazas de arroz en gramos", "1,5 tazas de arroz blanco de grano largo, crudo = 278 g"],
    ["1.5 tazas de arroz en gramos", "1,5 tazas de arroz blanco de grano largo, crudo = 278 g"],
    ["media taza de aceite en ml", "½ taza de aceite de oliva = 118 ml"],
    ["cuántos gramos de harina hay en una taza", "1 taza de harina de trigo común = 125 g"],
    ["3 cdas de cacao a gramos", "3 cucharadas de cacao en polvo sin azúcar = 16 g"],
    ["un cuarto de taza de leche en gramos", "¼ taza de leche entera = 61 g"],
    ["2 tazas de nueces a gramos", "2 tazas de nueces picadas = 234 g"],
    ["1 taza de harinas en gramos", "1 taza de harina de trigo común = 125 g"],
    ["2 cucharaditas de sal en gramos", "2 cucharaditas de sal de mesa = 12 g"],
    ["1/3 de taza de aceite en ml", "1/3 taza de aceite de oliva = 79 ml"],
    ["1 taza de harina a onzas", "1 taza de harina de trigo común = 4,41 oz"],
  ],
  de: [
    ["1 Tasse Mehl in Gramm", "1 Tasse Weizenmehl = 125 g"],
    ["wie viel Gramm sind 1 Tasse Zucker", "1 Tasse weißer Kristallzucker = 202 g"],
    ["wie viel Gramm Mehl passen in eine Tasse", "1 Tasse Weizenmehl = 125 g"],
    ["200 g Butter in Tassen", "200 g Butter, gesalzen = ⅞ Tasse + ¼ TL"],
    ["wieviel gramm hat ein EL Honig", "1 EL Honig = 21 g"],
    ["1 Cup Mehl in Gramm", "1 Tasse Weizenmehl = 125 g"],
    ["wie viele Gramm sind in einer Tasse Haferflocken", "1 Tasse Haferflocken = 81 g"],
    ["2 Essloeffel Zucker in g", "2 EL weißer Kristallzucker = 25 g"],
    ["eine halbe Tasse brauner Zucker in Gramm", "½ Tasse brauner Zucker, festgedrückt = 110 g"],
    ["1,5 Tassen Reis in Gramm", "1,5 Tassen weißer Langkornreis, roh = 278 g"],
    ["was wiegt eine Tasse Kakao", "1 Tasse Kakaopulver, ungesüßt = 86 g"],
    ["wie viele Tassen sind 500 g Mehl", "500 g Weizenmehl = 4 Tassen"],
    ["1 Tasse Kuerbiskerne in Gramm", "1 Tasse Kürbiskerne = 129 g"],
    ["1 Tasse Mehl wie viel Gramm", "1 Tasse Weizenmehl = 125 g"],
    ["3 TL Salz in Gramm", "3 TL Speisesalz = 18 g"],
    [
      "1 Tasse dunkler brauner Zucker in Gramm",
      "1 Tasse dunkler brauner Zucker, festgedrückt = 239 g",
    ],
    ["1 Liter Milch in Gramm", "1 l Vollmilch = 1.031 g"],
  ],
  fr: [
    ["1 tasse de farine en grammes", "1 tasse de farine de blé tout usage = 125 g"],
    ["combien de grammes dans une tasse de sucre", "1 tasse de sucre blanc en poudre = 202 g"],
    ["combien pèse une c. à soupe de miel", "1 c. à soupe de miel = 21 g"],
    ["200 g de beurre en tasses", "200 g de beurre demi-sel = ⅞ tasse + ¼ c. à café"],
    [
      "combien de grammes y a-t-il dans une tasse de farine ?",
      "1 tasse de farine de blé tout usage = 125 g",
    ],
    [
      "une tasse de farine, c'est combien de grammes",
      "1 tasse de farine de blé tout usage = 125 g",
    ],
    ["1 tasse d'huile d'olive en ml", "1 tasse d’huile d’olive = 237 ml"],
    ["combien de grammes de farine dans une tasse", "1 tasse de farine de blé tout usage = 125 g"],
    ["une demi-tasse de sucre en grammes", "½ tasse de sucre blanc en poudre = 101 g"],
    ["1,5 tasse de riz en grammes", "1,5 tasses de riz blanc à grain long, cru = 278 g"],
    ["2 cuilleres a cafe de sel en grammes", "2 c. à café de sel de table = 12 g"],
    ["1 c. à s. de cacao en g", "1 c. à soupe de cacao en poudre non sucré = 5,4 g"],
    ["combien de tasses pour 250 g de farine", "250 g de farine de blé tout usage = 2 tasses"],
    ["1 tasse de flocons d’avoine en grammes", "1 tasse de flocons d’avoine = 81 g"],
    ["1 tasse de haricots noirs en grammes", "1 tasse de haricots noirs secs = 194 g"],
    ["1/4 de tasse de sucre en grammes", "1/4 tasse de sucre blanc en poudre = 50 g"],
    ["1 tasse de sucre glace tamisé en grammes", "1 tasse de sucre glace, tamisé = 100 g"],
  ],
  pt: [
    ["1 xícara de farinha em gramas", "1 xícara de farinha de trigo comum = 125 g"],
    ["quantos gramas tem uma xícara de açúcar", "1 xícara de açúcar refinado = 202 g"],
    ["1 xícara (chá) de farinha em gramas", "1 xícara de farinha de trigo comum = 125 g"],
    ["quanto pesa uma colher de sopa de mel", "1 colher de sopa de mel = 21 g"],
    ["200 g de manteiga em xícaras", "200 g de manteiga com sal = ⅞ xícara + ¼ colher de chá"],
    [
      "quantas xícaras são 200 g de farinha de trigo",
      "200 g de farinha de trigo comum = 1 ½ xícaras + 1 colher de sopa + 1 ¾ colheres de chá",
    ],
    ["quantos gramas de farinha tem uma xícara", "1 xícara de farinha de trigo comum = 125 g"],
    ["meia xícara de óleo em ml", "½ xícara de óleo vegetal (de soja) = 118 ml"],
    ["1,5 xícara de arroz em gramas", "1,5 xícaras de arroz branco agulhinha, cru = 278 g"],
    ["2 colheres de chá de sal em gramas", "2 colheres de chá de sal refinado = 12 g"],
    ["1 XICARA DE ACUCAR PARA GRAMAS", "1 xícara de açúcar refinado = 202 g"],
    ["quantas gramas tem 1 xícara de aveia", "1 xícara de aveia em flocos = 81 g"],
    ["1 xícara de farinha são quantos gramas", "1 xícara de farinha de trigo comum = 125 g"],
    ["quantos gramas há em uma xícara de leite?", "1 xícara de leite integral = 244 g"],
    ["1 xícara de nozes em gramas", "1 xícara de nozes picadas = 117 g"],
    ["1/2 xícara de manteiga em gramas", "1/2 xícara de manteiga com sal = 114 g"],
  ],
};

/** A volume weighed of what no table holds, and the language's answer to it. */
const UNKNOWN: Readonly<Record<OtherLanguage, readonly [string, string]>> = {
  es: [
    "1 taza de harina de almendra en gramos",
    "problem: Ningún ingrediente del conversor de cocina (son 160) corresponde a «harina de almendra», y sin el peso de una taza del ingrediente no se puede pasar de volumen a peso.",
  ],
  de: [
    "1 Tasse Benzin in Gramm",
    "problem: Keine der 160 Zutaten des Küchenrechners passt zu „Benzin“; ohne das Gewicht einer Tasse der Zutat lässt sich ein Volumen nicht in ein Gewicht umrechnen.",
  ],
  fr: [
    "1 tasse de sable en grammes",
    "problem: Aucun des 160 ingrédients du convertisseur de cuisine ne correspond à «\u00a0sable\u00a0»\u202f; sans le poids d’une tasse de l’ingrédient, on ne peut pas passer d’un volume à un poids.",
  ],
  pt: [
    "1 xícara de areia em gramas",
    "problem: Nenhum dos 160 ingredientes do conversor de culinária corresponde a “areia”; sem o peso de uma xícara do ingrediente, não é possível converter volume em peso.",
  ],
};

/** What each answer says of the figure for "1 cup of flour": its source, in the language. */
const FLOUR: Readonly<Record<OtherLanguage, readonly [string, string]>> = {
  es: [
    "1 taza de harina en gramos",
    "Se ha leído «harina» como harina de trigo común. Harina de trigo común: 125 g por taza de EE. UU. (236,59 ml). Fuente: USDA SR28 (SR Legacy), NDB 20081 “Wheat flour, white, all-purpose, enriched, bleached”: 125 g por “1 cup”. Los gramos se redondean al gramo, y las tazas, a las medidas de cocina (taza, cucharada y cucharadita).",
  ],
  de: [
    "1 Tasse Mehl in Gramm",
    "„Mehl“ als Weizenmehl gelesen. Weizenmehl: 125 g pro US-Tasse (236,59 ml). Quelle: USDA SR28 (SR Legacy), NDB 20081 “Wheat flour, white, all-purpose, enriched, bleached”: 125 g pro “1 cup”. Gramm werden auf ganze Gramm gerundet, Tassen auf die Küchenmaße (Tasse, EL, TL).",
  ],
  fr: [
    "1 tasse de farine en grammes",
    "«\u00a0farine\u00a0» a été compris comme farine de blé tout usage. Farine de blé tout usage\u00a0: 125 g par tasse américaine (236,59 ml). Source\u00a0: USDA SR28 (SR Legacy), NDB 20081 “Wheat flour, white, all-purpose, enriched, bleached”\u00a0: 125 g par “1 cup”. Les grammes sont arrondis au gramme, les tasses aux mesures de cuisine (tasse, c. à soupe, c. à café).",
  ],
  pt: [
    "1 xícara de farinha em gramas",
    "“farinha” foi lido como farinha de trigo comum. Farinha de trigo comum: 125 g por xícara americana (236,59 ml). Fonte: USDA SR28 (SR Legacy), NDB 20081 “Wheat flour, white, all-purpose, enriched, bleached”: 125 g por “1 cup”. Os gramas são arredondados ao grama, e as xícaras, às medidas de cozinha (xícara, colher de sopa e colher de chá).",
  ],
};

/** A figure from The Cake Bible: "flour, sifted" in each language, and its source's words. */
const SIFTED: Readonly<Record<OtherLanguage, readonly [string, RegExp]>> = {
  es: [
    "1 taza de harina tamizada en gramos",
    /Harina de trigo común, tamizada: 113,398 g por taza de EE\. UU\. \(236,59 ml\)\. Fuente: The Cake Bible \(Rose Levy Beranbaum\), tal como la recoge GNU units: flour_sifted = 4 oz\/uscup\./,
  ],
  de: [
    "1 Tasse Weizenmehl gesiebt in Gramm",
    /Weizenmehl, gesiebt: 113,398 g pro US-Tasse \(236,59 ml\)\. Quelle: The Cake Bible \(Rose Levy Beranbaum\), wie GNU units sie führt: flour_sifted/,
  ],
  fr: [
    "1 tasse de farine de blé tamisée en grammes",
    /Farine de blé tout usage, tamisée\u00a0: 113,398 g par tasse américaine \(236,59 ml\)\. Source\u00a0: The Cake Bible \(Rose Levy Beranbaum\), telle que GNU units la reprend/,
  ],
  pt: [
    "1 xícara de farinha de trigo peneirada em gramas",
    /Farinha de trigo comum, peneirada: 113,398 g por xícara americana \(236,59 ml\)\. Fonte: The Cake Bible \(Rose Levy Beranbaum\), como o GNU units a traz/,
  ],
};

/** The English words of English answers: none belongs in another language's answer. */
const ENGLISH =
  /\b(?:of|cups?|read|per|from|grams?|rounded|less than|tbsp|tsp|sticks?|kitchen's|measures)\b/i;
/** An answer without the USDA record names it quotes in English, as the page does (“Butter, salted”). */
const unquoted = (text: string) => text.replace(/“[^”]*”/g, "“”");

describe("cooking questions in Spanish, German, French and Portuguese (issue 25)", () => {
  for (const [language, asked] of Object.entries(ASKED) as [OtherLanguage, typeof ASKED.es][]) {
    describe(language, () => {
      it("answers each phrasing in the language's kitchen words and number marks", () => {
        for (const [question, display] of asked) {
          expect(answered(language, question), question).toBe(display);
        }
      });

      it("names the figure's source in the language, USDA's record quoted as the page does", () => {
        const [question, basis] = FLOUR[language];
        expect(ask(language, question)).toMatchObject({ basis });
        const [sifted, cakeBible] = SIFTED[language];
        expect(ask(language, sifted)).toMatchObject({ basis: expect.stringMatching(cakeBible) });
      });

      it("says in the language that an ingredient is none of the table's", () => {
        const [question, problem] = UNKNOWN[language];
        expect(answered(language, question)).toBe(problem);
      });

      it("leaves every unit question of the language to the units", () => {
        for (const { q } of LANGUAGE_CORPUS[language]) {
          expect(ask(language, q), q).toBeUndefined();
        }
      });

      it("answers in the language only", () => {
        const questions = [...asked.map(([q]) => q), UNKNOWN[language][0], SIFTED[language][0]];
        for (const question of questions) {
          const reading = ask(language, question);
          expect(reading, question).toBeDefined();
          for (const said of Object.values(reading ?? {})) {
            expect(unquoted(String(said)), question).not.toMatch(ENGLISH);
          }
        }
      });

      it("finds each ingredient by its own name in the language", () => {
        const { table, words } = LANGUAGES[language];
        for (const ingredient of table) {
          expect(ingredientNamed(ingredient.name, table, words)?.name).toBe(ingredient.name);
        }
      });

      it("does not read an English question", () => {
        for (const question of ["1 cup flour in grams", "how many grams in a cup of sugar"]) {
          expect(ask(language, question), question).toBeUndefined();
        }
      });
    });
  }

  it("gives every language the words English has", () => {
    const keys = Object.keys(COOKING_QUESTION_ENGLISH).sort();
    for (const { words } of Object.values(LANGUAGES)) {
      expect(Object.keys(words).sort()).toEqual(keys);
    }
  });
});
