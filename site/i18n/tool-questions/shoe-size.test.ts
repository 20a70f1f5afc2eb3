import { describe, expect, it } from "vitest";
import {
  readShoeSizeQuestion,
  type ShoeSizeQuestionWords,
} from "../../../engine/shoe-size-question.ts";
import { LANGUAGE_CORPUS } from "../../../tests/fixtures/query-corpus-languages.ts";
import { de as deText } from "../text/de.ts";
import { es as esText } from "../text/es.ts";
import { fr as frText } from "../text/fr.ts";
import { pt as ptText } from "../text/pt.ts";
import { SHOE_SIZE_QUESTION as de } from "./de/shoe-size.ts";
import { SHOE_SIZE_QUESTION as es } from "./es/shoe-size.ts";
import { SHOE_SIZE_QUESTION as fr } from "./fr/shoe-size.ts";
import { SHOE_SIZE_QUESTION as pt } from "./pt/shoe-size.ts";

/** Each language's words, as the box will pass them (issue 25). */
const WORDS = { es, de, fr, pt } as const;
type Language = keyof typeof WORDS;

/** The answer as shown, or the problem. */
function answered(text: string, words: ShoeSizeQuestionWords): string | undefined {
  const reading = readShoeSizeQuestion(text, words);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
}

/** Words only the English answers use (engine/shoe-size-question-english.ts, engine/shoe-size.ts). */
const ENGLISH =
  /\b(?:shoe size|men's|women's|boys'|girls'|adult|children's|a foot of|range|is not a size|read as|without|taken as|shorter|fits|brands'|charts|paris points|foot length|heel|toe|barleycorn|last of)\b/i;

/** Each language's questions and their answers as shown: the forms people type. */
const ANSWERS: Readonly<Record<Language, readonly (readonly [string, string])[]>> = {
  es: [
    // A decimal point, as some type it.
    [
      "talla de zapato 8.5 mujer a europea",
      "talla de zapato EE. UU. mujer 8,5 = EU (puntos de París) 41",
    ],
    ["talla de zapato 42 a EE. UU.", "talla de zapato EU (puntos de París) 42 = EE. UU. hombre 8½"],
    [
      "número de calzado de mujer 38 en Reino Unido",
      "talla de zapato EU (puntos de París) 38 = Reino Unido adulto 5",
    ],
    ["EU 42 a US", "talla de zapato EU (puntos de París) 42 = EE. UU. hombre 8½"],
    [
      "talla de zapato de hombre 9 de EE. UU. a europea",
      "talla de zapato EE. UU. hombre 9 = EU (puntos de París) 43",
    ],
    ["talla de zapatillas 10,5 en cm", "talla de zapato EE. UU. hombre 10,5 = un pie de 28,3 cm"],
    [
      "Talla de zapato niño 12 a europea",
      "talla de zapato EE. UU. niño 12 = EU (puntos de París) 30",
    ],
    ["talla 42 europea a EE UU", "talla de zapato EU (puntos de París) 42 = EE. UU. hombre 8½"],
    [
      "convertir talla de zapato 8 de mujer a talla europea",
      "talla de zapato EE. UU. mujer 8 = EU (puntos de París) 40½",
    ],
    [
      "talla de calzado 9",
      "talla de zapato EE. UU. hombre 9 = Reino Unido adulto 9 · EU (puntos de París) 43 · Mondopoint 270 · un pie de 27,1 cm",
    ],
  ],
  de: [
    // A decimal point, as some type it.
    ["SCHUHGROESSE 44.5 IN UK", "Schuhgröße EU (Pariser Stich) 44,5 = UK Erwachsene 10"],
    ["Schuhgröße 42 in US", "Schuhgröße EU (Pariser Stich) 42 = US Herren 8½"],
    ["Damenschuhgröße 38 in UK", "Schuhgröße EU (Pariser Stich) 38 = UK Erwachsene 5"],
    ["US Herren Schuhgröße 9 in EU umrechnen", "Schuhgröße US Herren 9 = EU (Pariser Stich) 43"],
    ["EU 42 in US", "Schuhgröße EU (Pariser Stich) 42 = US Herren 8½"],
    ["Schuhgroesse 44 in cm", "Schuhgröße EU (Pariser Stich) 44 = Fußlänge 27,8 cm"],
    ["Kinderschuhgröße 30 in US-Größe", "Schuhgröße EU (Pariser Stich) 30 = US Jungen 12"],
    [
      "schuhgröße 10,5 us damen in deutsche größe",
      "Schuhgröße US Damen 10,5 = EU (Pariser Stich) 43½",
    ],
    ["Schuhgröße 8 UK nach US", "Schuhgröße UK Erwachsene 8 = US Herren 8½"],
  ],
  fr: [
    // A decimal point, as some type it.
    [
      "pointure 9.5 americaine en europeenne",
      "pointure États-Unis homme 9,5 = EU (points de Paris) 43½",
    ],
    ["pointure 42 en US", "pointure EU (points de Paris) 42 = États-Unis homme 8½"],
    ["pointure femme 38 en UK", "pointure EU (points de Paris) 38 = Royaume-Uni adulte 5"],
    ["pointure US 9 homme en EU", "pointure États-Unis homme 9 = EU (points de Paris) 43"],
    ["EU 42 en US", "pointure EU (points de Paris) 42 = États-Unis homme 8½"],
    ["Pointure 44 en cm", "pointure EU (points de Paris) 44 = un pied de 27,8 cm"],
    [
      "taille de chaussure 8 anglaise en pointure française",
      "pointure Royaume-Uni adulte 8 = EU (points de Paris) 42",
    ],
    ["pointure enfant 30 en US ?", "pointure EU (points de Paris) 30 = États-Unis garçon 12"],
    [
      "convertir une pointure 10,5 américaine en européenne",
      "pointure États-Unis homme 10,5 = EU (points de Paris) 45",
    ],
  ],
  pt: [
    // A decimal point, as some type it.
    [
      "tamanho de tenis 9.5 americano para europeu",
      "tamanho de calçado EUA masculino 9,5 = EU (pontos de Paris) 43½",
    ],
    [
      "numeração de sapato 40 para EUA",
      "tamanho de calçado EU (pontos de Paris) 40 = EUA masculino 6½",
    ],
    [
      "tamanho de tênis feminino 38 em UK",
      "tamanho de calçado EU (pontos de Paris) 38 = Reino Unido adulto 5",
    ],
    ["EU 42 para US", "tamanho de calçado EU (pontos de Paris) 42 = EUA masculino 8½"],
    [
      "tamanho de sapato 9 dos EUA para europeu",
      "tamanho de calçado EUA masculino 9 = EU (pontos de Paris) 43",
    ],
    [
      "Tamanho de calçado infantil 30 para EUA",
      "tamanho de calçado EU (pontos de Paris) 30 = EUA meninos 12",
    ],
    [
      "numeracao de sapato 10,5 americano em cm",
      "tamanho de calçado EUA masculino 10,5 = um pé de 28,3 cm",
    ],
    [
      "calçado 8 masculino do Reino Unido para EUA",
      "tamanho de calçado Reino Unido adulto 8 = EUA masculino 8½",
    ],
  ],
};

/** Each language's other questions its tests ask: problems, sizes beyond a system. */
const OTHERS: Readonly<Record<Language, readonly string[]>> = {
  es: ["talla de zapato 99", "talla de zapato 50 a EE. UU."],
  de: ["US Schuhgröße 20 in EU"],
  fr: ["pointure 99"],
  pt: [
    "numeração 40 brasileira para EUA",
    "tamanho de sapato 9 dos EUA para numeração brasileira",
    "tamanho de sapato 99",
  ],
};

function expectAnswers(language: Language) {
  for (const [question, display] of ANSWERS[language]) {
    expect(answered(question, WORDS[language]), question).toBe(display);
  }
}

describe("shoe sizes asked in Spanish", () => {
  it("answers the forms people type, with Spain's marks", () => {
    expectAnswers("es");
  });

  it("says what it assumed and by which rules", () => {
    expect(readShoeSizeQuestion("talla de zapato 42 a EE. UU.", es)).toEqual({
      reading: "talla de zapato EU (puntos de París) 42",
      display: "talla de zapato EU (puntos de París) 42 = EE. UU. hombre 8½",
      basis:
        "Una talla sin sistema de 16 o más se lee como europea (EU): ninguna talla de EE. UU. ni del Reino Unido llega tan alto. Las tallas se leen como de hombre. EU (puntos de París): la longitud de la horma en puntos de París de ⅔ cm. EE. UU. hombre: la talla 0 es una horma de 8¼ in, ⅓ in por talla. Las tablas de cada marca pueden diferir hasta en una talla.",
    });
    expect(readShoeSizeQuestion("talla de zapatillas 10,5 en cm", es)).toMatchObject({
      basis: expect.stringContaining(
        "Se toma el pie 1,5 cm más corto que la horma que le queda bien.",
      ),
    });
  });

  it("names a size its system does not have, and a shoe beyond a system's sizes", () => {
    expect(answered("talla de zapato 99", es)).toBe(
      "problem: No es una talla de EU (puntos de París): «99».",
    );
    expect(answered("talla de zapato 50 a EE. UU.", es)).toBe(
      "talla de zapato EU (puntos de París) 50 = EE. UU. hombre: más de 14",
    );
  });
});

describe("shoe sizes asked in German", () => {
  it("answers the forms people type, with Germany's marks", () => {
    expectAnswers("de");
  });

  it("says what it assumed and by which rules", () => {
    expect(readShoeSizeQuestion("Schuhgröße 42 in US", de)).toMatchObject({
      basis:
        "Eine Größe ohne System ab 16 wird als EU-Größe gelesen: Keine US- oder UK-Größe reicht so weit. Größen werden als Herrengrößen gelesen. EU (Pariser Stich): die Leistenlänge in Pariser Stich zu ⅔ cm. US Herren: Größe 0 ist ein Leisten von 8¼ in, ⅓ in je Größe. Die Tabellen der Marken können um bis zu eine Größe abweichen.",
    });
  });

  it("names a size its system does not have", () => {
    expect(answered("US Schuhgröße 20 in EU", de)).toBe(
      "problem: Keine Größe im System US Herren: „20“.",
    );
  });
});

describe("shoe sizes asked in French", () => {
  it("answers the forms people type, with France's marks", () => {
    expectAnswers("fr");
  });

  it("says what it assumed and by which rules, spaced as French is", () => {
    expect(readShoeSizeQuestion("pointure femme 38 en UK", fr)).toMatchObject({
      basis:
        "Une pointure sans système de 16 ou plus est lue comme européenne (EU)\u00a0: aucune pointure des États-Unis ou du Royaume-Uni ne va aussi loin. EU (points de Paris)\u00a0: la longueur de la forme en points de Paris de ⅔ cm. Royaume-Uni adulte\u00a0: la pointure 1 est une forme de 8 2/3 in, un grain d’orge (⅓ in) par pointure, après le 13½ enfant. Les tableaux des marques peuvent différer jusqu’à une pointure.",
    });
    expect(readShoeSizeQuestion("pointure 8 femme en US", fr)).toMatchObject({
      basis: expect.stringContaining(
        "États-Unis femme\u00a0: la pointure 0 est une forme de 7 11/12 in, ⅓ in par pointure\u00a0: une pointure au-dessus de l’homme.",
      ),
    });
  });

  it("names a size its system does not have", () => {
    expect(answered("pointure 99", fr)).toBe(
      "problem: Ce n’est pas une pointure du système EU (points de Paris)\u00a0: «\u00a099\u00a0».",
    );
  });
});

describe("shoe sizes asked in Portuguese (Brazil)", () => {
  it("answers the forms people type, with Brazil's marks", () => {
    expectAnswers("pt");
  });

  it("says how it reads a size without a system, and Brazil's numbering", () => {
    expect(readShoeSizeQuestion("numeração de sapato 40 para EUA", pt)).toMatchObject({
      basis:
        "Um tamanho sem sistema a partir de 16 é lido como europeu (EU): nenhum tamanho dos EUA ou do Reino Unido chega tão longe. A numeração brasileira, que o conversor não tem, costuma ficar 1 a 2 números abaixo da europeia. Os tamanhos são lidos como masculinos. EU (pontos de Paris): o comprimento da forma em pontos de Paris de ⅔ cm. EUA masculino: o tamanho 0 é uma forma de 8¼ in, ⅓ in por tamanho. As tabelas de cada marca podem diferir em até um tamanho.",
    });
    expect(readShoeSizeQuestion("numeração 40 brasileira para EUA", pt)).toEqual({
      reading: "tamanho de calçado numeração brasileira 40",
      problem:
        "O conversor não tem a numeração brasileira, que costuma ficar 1 a 2 números abaixo da europeia: consulte a tabela da marca ou pergunte pelo tamanho europeu (EU).",
    });
  });

  it("says it has no Brazilian numbering to answer in", () => {
    expect(
      readShoeSizeQuestion("tamanho de sapato 9 dos EUA para numeração brasileira", pt),
    ).toEqual({
      reading: "tamanho de calçado EUA masculino 9",
      problem:
        "O conversor não tem a numeração brasileira, que costuma ficar 1 a 2 números abaixo da europeia: consulte a tabela da marca ou pergunte pelo tamanho europeu (EU).",
    });
  });

  it("names a size its system does not have", () => {
    expect(answered("tamanho de sapato 99", pt)).toBe(
      "problem: Não é um tamanho de EU (pontos de Paris): “99”.",
    );
  });
});

describe("shoe sizes in every language", () => {
  it("leave the units' questions to the units", () => {
    const lengths: Readonly<Record<Language, readonly string[]>> = {
      es: ["7 pulgadas en mm", "talla 42 en cm", "42 a cm", "5 pies en cm"],
      de: ["5 Fuß in cm", "Größe 42 in cm", "42 in cm", "12 Zoll in cm"],
      fr: ["3 pieds en cm", "taille 42 en cm", "42 en cm", "12 pouces en cm"],
      pt: ["7 polegadas em mm", "tamanho 40 em cm", "40 para cm", "5 pés em cm"],
    };
    for (const [language, words] of Object.entries(WORDS) as [Language, ShoeSizeQuestionWords][]) {
      for (const question of [...LANGUAGE_CORPUS[language].map((p) => p.q), ...lengths[language]]) {
        expect(readShoeSizeQuestion(question, words), `${language}: ${question}`).toBeUndefined();
      }
    }
  });

  it("answer in the language, not in English", () => {
    for (const [language, words] of Object.entries(WORDS) as [Language, ShoeSizeQuestionWords][]) {
      const questions = [...ANSWERS[language].map(([question]) => question), ...OTHERS[language]];
      expect(questions.length, language).toBeGreaterThanOrEqual(8);
      for (const question of questions) {
        const reading = readShoeSizeQuestion(question, words);
        expect(reading, question).toBeDefined();
        for (const said of Object.values(reading ?? {})) {
          expect(said, `${language}: ${question}`).not.toMatch(ENGLISH);
        }
      }
    }
  });

  it("say each system's rule as its page's chart does (site/i18n/text/)", () => {
    const texts = { es: esText, de: deText, fr: frText, pt: ptText };
    // The page's French spaces some colons with a plain space; the box's with a no-break one.
    const plain = (sentence: string) => sentence.replace(/[\u00a0\u202f]/g, " ");
    for (const [language, words] of Object.entries(WORDS)) {
      const text = texts[language as keyof typeof texts];
      expect(plain(words.ruleOf), language).toBe(plain(text["shoe.rule-of"]));
      for (const system of [
        "us-men",
        "us-women",
        "us-boys",
        "us-girls",
        "uk-adult",
        "uk-child",
        "eu",
        "mondopoint",
      ] as const) {
        expect(plain(words.rules[system]), `${language} ${system}`).toBe(
          plain(text[`shoe.rule.${system}`]),
        );
      }
    }
  });
});
