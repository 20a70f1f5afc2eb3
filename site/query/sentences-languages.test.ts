import { describe, expect, it } from "vitest";
import type { OtherLanguage } from "../i18n/languages.ts";
import { answerQuery } from "./answer.ts";
import { languagePack } from "./pack-data.server.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

/**
 * The sentences the engine says through its `Wording` (engine/query/wording.ts): how an ambiguous
 * number was read, why a calculation has no answer, which unit a calculation read a name as, and
 * the blood-glucose note, each in the world's language, with its numbers in the language's marks.
 */
const index = queryIndex();
const english = worldOf(index);
const worlds = new Map(
  (["es", "de", "fr", "pt"] as const).map((language) => [
    language,
    worldOf(index, languagePack(language)),
  ]),
);
const ask = (language: OtherLanguage | "en", question: string) =>
  answerQuery(question, language === "en" ? english : (worlds.get(language) ?? english), {
    decimal: ".",
  }).message;

const NB = "\u00a0";
/** One question per kind of sentence, and what each language says to it. */
const SAID: Readonly<Record<string, Readonly<Record<OtherLanguage, string>>>> = {
  "1,234 m + 1 m": {
    es: "Se ha leído 1,234 como 1234 (la coma como separador de miles)",
    de: "1,234 gelesen als 1234 (Komma als Tausendertrennzeichen)",
    fr: "1,234 lu comme 1234 (virgule comme séparateur des milliers)",
    pt: "1,234 foi lido como 1234 (vírgula como separador de milhar)",
  },
  "100 mg/dL to mmol/L": {
    es: "Leído como glucemia: 1 mmol/L equivale a 18,0156 mg/dL (glucosa, 180,156 g/mol).",
    de: "Als Blutzucker gelesen: 1 mmol/L entspricht 18,0156 mg/dL (Glukose, 180,156 g/mol).",
    fr: `Lu comme une glycémie${NB}: 1 mmol/L correspond à 18,0156 mg/dL (glucose, 180,156 g/mol).`,
    pt: "Lido como glicemia: 1 mmol/L equivale a 18,0156 mg/dL (glicose, 180,156 g/mol).",
  },
  "5 m to (": {
    es: "El cálculo termina demasiado pronto.",
    de: "Die Rechnung endet zu früh.",
    fr: "Le calcul s’arrête trop tôt.",
    pt: "O cálculo termina cedo demais.",
  },
  "100 xyz + 5 m": {
    es: "«xyz» no es una unidad.",
    de: "„xyz“ ist keine Einheit.",
    fr: `«${NB}xyz${NB}» n’est pas une unité.`,
    pt: "“xyz” não é uma unidade.",
  },
  [`${"(".repeat(40)}1 m${")".repeat(40)}`]: {
    es: "Tiene demasiados niveles anidados para calcularlo (más de 30).",
    de: "Das ist zu tief verschachtelt zum Berechnen (mehr als 30 Ebenen).",
    fr: "C’est trop imbriqué pour être calculé (plus de 30 niveaux).",
    pt: "Há níveis aninhados demais para calcular (mais de 30).",
  },
  [`${"1 m + ".repeat(60)}1 m`]: {
    es: "Es demasiado largo para calcularlo (más de 300 caracteres).",
    de: "Das ist zu lang zum Berechnen (mehr als 300 Zeichen).",
    fr: "C’est trop long à calculer (plus de 300 caractères).",
    pt: "Isso é longo demais para calcular (mais de 300 caracteres).",
  },
  "5 m / 0": {
    es: "(5 m) / 0: división por cero.",
    de: "(5 m) / 0: Division durch null.",
    fr: `(5 m) / 0${NB}: division par zéro.`,
    pt: "(5 m) / 0: divisão por zero.",
  },
  "sqrt(-4)": {
    es: "sqrt(−4): un número negativo no tiene raíz cuadrada.",
    de: "sqrt(−4): Eine negative Zahl hat keine Quadratwurzel.",
    fr: `sqrt(−4)${NB}: un nombre négatif n’a pas de racine carrée.`,
    pt: "sqrt(−4): um número negativo não tem raiz quadrada.",
  },
  "20 °C * 2": {
    es: "(20 °C) × 2: una temperatura en una escala no se puede multiplicar ni dividir; use una diferencia en K.",
    de: "(20 °C) × 2: Eine Temperatur auf einer Skala lässt sich nicht multiplizieren oder dividieren; verwenden Sie eine Differenz in K.",
    fr: `(20 °C) × 2${NB}: une température sur une échelle ne peut être ni multipliée ni divisée${NB}; utilisez un écart en K.`,
    pt: "(20 °C) × 2: uma temperatura em uma escala não pode ser multiplicada nem dividida; use uma diferença em K.",
  },
  "5 m ^ 9 * 5 m^9": {
    es: "(5 m^9) × (5 m^9): las unidades, multiplicadas, dan una potencia demasiado alta.",
    de: "(5 m^9) × (5 m^9): Die Einheiten ergeben multipliziert eine zu hohe Potenz.",
    fr: `(5 m^9) × (5 m^9)${NB}: multipliées, les unités donnent une puissance trop élevée.`,
    pt: "(5 m^9) × (5 m^9): multiplicadas, as unidades dão uma potência alta demais.",
  },
  "1e300 * 1e300": {
    es: "1e300 × 1e300 es demasiado grande para calcularlo.",
    de: "1e300 × 1e300 ist zu groß zum Berechnen.",
    fr: "1e300 × 1e300 est trop grand pour être calculé.",
    pt: "1e300 × 1e300 é grande demais para calcular.",
  },
  "20 °C to 10%": {
    es: "«10%» no es una unidad a la que convertir.",
    de: "„10%“ ist keine Einheit, in die sich umrechnen lässt.",
    fr: `«${NB}10%${NB}» n’est pas une unité dans laquelle convertir.`,
    pt: "“10%” não é uma unidade para a qual converter.",
  },
  "0.5 min + 1 L": {
    es: "«min» se ha leído como Minim (EE. UU.) (volumen).",
    de: "„min“ gelesen als Minim (US) (Volumen).",
    fr: "« min » lu comme Minim (É.-U.) (volume).",
    pt: "“min” foi lido como Mínima (EUA) (volume).",
  },
  "5 kg + 3 m": {
    es: "5 kg + 3 m: peso y longitud no se pueden sumar.",
    de: "5 kg + 3 m: Gewicht und Länge lassen sich nicht addieren.",
    fr: `5 kg + 3 m${NB}: poids et longueur ne s’additionnent pas.`,
    pt: "5 kg + 3 m: peso e comprimento não podem ser somados.",
  },
  "3 m * 2 kg to N": {
    es: "(3 m) × (2 kg) (una magnitud en m·kg) y newtons (fuerza) no se pueden convertir entre sí.",
    de: "(3 m) × (2 kg) (eine Größe in m·kg) und Newton (Kraft) lassen sich nicht ineinander umrechnen.",
    fr: "(3 m) × (2 kg) (une grandeur en m·kg) et newtons (force) ne se convertissent pas les uns en les autres.",
    pt: "(3 m) × (2 kg) (uma grandeza em m·kg) e newtons (força) não podem ser convertidos um no outro.",
  },
  "sqrt(3 m)": {
    es: "sqrt(3 m): longitud no tiene raíz cuadrada entre las unidades.",
    de: "sqrt(3 m): Länge hat unter den Einheiten keine Quadratwurzel.",
    fr: `sqrt(3 m)${NB}: longueur n’a pas de racine carrée parmi les unités.`,
    pt: "sqrt(3 m): comprimento não tem raiz quadrada entre as unidades.",
  },
  "20 °C + 10 °C": {
    es: "(20 °C) + (10 °C): las temperaturas en una escala no se pueden sumar; su diferencia sí (20 °C − 10 °C).",
    de: "(20 °C) + (10 °C): Temperaturen auf einer Skala lassen sich nicht addieren, ihre Differenz schon (20 °C − 10 °C).",
    fr: `(20 °C) + (10 °C)${NB}: des températures sur une échelle ne s’additionnent pas${NB}; leur écart, si (20 °C − 10 °C).`,
    pt: "(20 °C) + (10 °C): temperaturas em uma escala não podem ser somadas; a diferença entre elas, sim (20 °C − 10 °C).",
  },
  "2 ^ (3 m)": {
    es: "2^(3 m): un exponente es un número sin unidades, no longitud.",
    de: "2^(3 m): Ein Exponent ist eine reine Zahl, nicht Länge.",
    fr: `2^(3 m)${NB}: un exposant est un nombre sans unité, pas longueur.`,
    pt: "2^(3 m): um expoente é um número puro, não comprimento.",
  },
  "(-8) ^ 0.5": {
    es: "(−8)^0.5: un número negativo no tiene potencia real 0,5.",
    de: "(−8)^0.5: Eine negative Zahl hat keine reelle Potenz 0,5.",
    fr: `(−8)^0.5${NB}: un nombre négatif n’a pas de puissance réelle 0,5.`,
    pt: "(−8)^0.5: um número negativo não tem potência real 0,5.",
  },
  "3 m to kg*s": {
    es: "3 m (longitud) y kg × s (una magnitud en kg·s) no se pueden convertir entre sí.",
    de: "3 m (Länge) und kg × s (eine Größe in kg·s) lassen sich nicht ineinander umrechnen.",
    fr: "3 m (longueur) et kg × s (une grandeur en kg·s) ne se convertissent pas les uns en les autres.",
    pt: "3 m (comprimento) e kg × s (uma grandeza em kg·s) não podem ser convertidos um no outro.",
  },
};

describe.each(["es", "de", "fr", "pt"] as const)("the engine's sentences in %s", (language) => {
  it.each(Object.keys(SAID))("answers %j in the language", (question) => {
    expect(ask(language, question)).toBe(SAID[question]?.[language]);
  });

  it("says none of them in English", () => {
    for (const question of Object.keys(SAID)) {
      const said = ask(language, question) ?? "";
      const englishSaid = ask("en", question) ?? "";
      expect(englishSaid, question).not.toBe("");
      expect(said, question).not.toContain(englishSaid);
    }
  });
});

describe("the engine's sentences in English", () => {
  it("are as they were", () => {
    expect(ask("en", "1,234 m + 1 m")).toBe("Read 1,234 as 1234 (comma as thousands separator)");
    expect(ask("en", "5 m to (")).toBe("The calculation ends too soon.");
    expect(ask("en", "100 mg/dL to mmol/L")).toBe(
      "Read as blood glucose: 1 mmol/L is 18.0156 mg/dL (glucose, 180.156 g/mol).",
    );
    expect(ask("en", "0.5 min + 1 L")).toBe("Read “min” as Minim (US) (volume).");
    expect(ask("en", "5 m / 0")).toBe("(5 m) / 0: division by zero.");
    expect(ask("en", "5 kg + 3")).toBe("5 kg + 3: mass and a number cannot be added.");
    expect(ask("en", "3 m * 2 kg to N")).toBe(
      "(3 m) × (2 kg) measures a quantity in m·kg; newtons measure force: one cannot be converted into the other.",
    );
    expect(ask("en", "3 m to kg*s")).toBe(
      "3 m measures length; kg × s measures a quantity in kg·s: one cannot be converted into the other.",
    );
  });
});
