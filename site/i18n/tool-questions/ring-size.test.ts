import { describe, expect, it } from "vitest";
import {
  type RingSizeQuestionWords,
  readRingSizeQuestion,
} from "../../../engine/ring-size-question.ts";
import { LANGUAGE_CORPUS } from "../../../tests/fixtures/query-corpus-languages.ts";
import { de as deText } from "../text/de.ts";
import { es as esText } from "../text/es.ts";
import { fr as frText } from "../text/fr.ts";
import { pt as ptText } from "../text/pt.ts";
import { RING_SIZE_QUESTION as de } from "./de/ring-size.ts";
import { RING_SIZE_QUESTION as es } from "./es/ring-size.ts";
import { RING_SIZE_QUESTION as fr } from "./fr/ring-size.ts";
import { RING_SIZE_QUESTION as pt } from "./pt/ring-size.ts";

/** Each language's words, as the box will pass them (issue 25). */
const WORDS = { es, de, fr, pt } as const;

/** The answer as shown, or the problem. */
function answered(text: string, words: RingSizeQuestionWords): string | undefined {
  const reading = readRingSizeQuestion(text, words);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
}

/** Words only the English answers use (engine/ring-size-question-english.ts, engine/ring-size.ts). */
const ENGLISH =
  /\b(?:ring size|across|around|inside|smaller|nearest|read as|without|each result|sold|switzerland|uk & australia|us & canada|inner|letters from|is not)\b/i;

/** Each language's questions and their answers as shown: the forms people type. */
const ANSWERS: Readonly<Record<keyof typeof WORDS, readonly (readonly [string, string])[]>> = {
  es: [
    // A decimal point, as some type it.
    [
      "talla de anillo 6.5 en talla japonesa",
      "talla de anillo EE. UU. y Canadá 6,5 = Japón y China 13",
    ],
    [
      "talla de anillo 7 en mm",
      "talla de anillo EE. UU. y Canadá 7 = 17,3 mm de diámetro y 54,2 mm de circunferencia interior",
    ],
    ["medida de anillo 54 a EE. UU.", "talla de anillo ISO 8653 (Europa) 54 = EE. UU. y Canadá 7"],
    [
      "¿qué talla de anillo es 17 mm?",
      "un anillo de 17 mm de diámetro interior = EE. UU. y Canadá 6¾ · Reino Unido y Australia M½ · ISO 8653 (Europa) 53,5 · Suiza 13,5 · Japón y China 13 · 17 mm de diámetro y 53,4 mm de circunferencia interior",
    ],
    [
      "Talla de anillo 7,5 a Reino Unido",
      "talla de anillo EE. UU. y Canadá 7,5 = Reino Unido y Australia O½",
    ],
    [
      "TALLA DE ANILLO N 1/2 A EE UU",
      "talla de anillo Reino Unido y Australia N½ = EE. UU. y Canadá 7",
    ],
    [
      "talla de anillo de EE. UU. 7 a talla japonesa",
      "talla de anillo EE. UU. y Canadá 7 = Japón y China 14",
    ],
    [
      "tamaño de anillo 7 en pulgadas",
      "talla de anillo EE. UU. y Canadá 7 = 0,679 in de diámetro interior",
    ],
    [
      "equivalencia talla de anillo 14 española en mm",
      "talla española 14 = 17,2 mm de diámetro y 54 mm de circunferencia interior",
    ],
    [
      "54 mm de contorno a talla de anillo de EE. UU.",
      "un anillo de 54 mm de circunferencia interior = EE. UU. y Canadá 7",
    ],
    [
      "talla de anillo 7",
      "talla de anillo EE. UU. y Canadá 7 = Reino Unido y Australia N½ · ISO 8653 (Europa) 54 · Suiza 14 · Japón y China 14 · 17,3 mm de diámetro y 54,2 mm de circunferencia interior",
    ],
  ],
  de: [
    // A decimal point, as some type it.
    ["Ringgröße 52.5 in UK", "Ringgröße ISO 8653 (Europa) 52,5 = UK & Australien M"],
    [
      "Ringgröße 7 in mm",
      "Ringgröße USA & Kanada 7 = 17,3 mm Innendurchmesser, 54,2 mm Innenumfang",
    ],
    ["US-Ringgröße 7 nach UK", "Ringgröße USA & Kanada 7 = UK & Australien N½"],
    ["Ringgroesse 54 in US umrechnen", "Ringgröße ISO 8653 (Europa) 54 = USA & Kanada 7"],
    [
      "welche Ringgröße hat 17 mm?",
      "ein Ring mit 17 mm Innendurchmesser = USA & Kanada 6¾ · UK & Australien M½ · ISO 8653 (Europa) 53,5 · Schweiz 13,5 · Japan & China 13 · 17 mm Innendurchmesser, 53,4 mm Innenumfang",
    ],
    ["Ringgröße N½ in US-Größe", "Ringgröße UK & Australien N½ = USA & Kanada 7"],
    [
      "amerikanische Ringgröße 6,5 zu deutscher Größe",
      "Ringgröße USA & Kanada 6,5 = ISO 8653 (Europa) 53",
    ],
    ["Ringgröße US 7 in Zoll", "Ringgröße USA & Kanada 7 = 0,679 in Innendurchmesser"],
    ["ringgrösse 7 in innenumfang", "Ringgröße USA & Kanada 7 = 54,2 mm"],
    ["54 mm Innenumfang in US-Ringgröße", "ein Ring mit 54 mm Innenumfang = USA & Kanada 7"],
  ],
  fr: [
    // A decimal point, as some type it.
    ["TAILLE DE BAGUE 6.5 US EN SUISSE", "taille de bague États-Unis et Canada 6,5 = Suisse 13"],
    ["taille de bague 54 en US", "taille de bague ISO 8653 (Europe) 54 = États-Unis et Canada 7"],
    [
      "Taille de bague US 7 en mm",
      "taille de bague États-Unis et Canada 7 = 17,3 mm de diamètre, 54,2 mm de tour intérieur",
    ],
    [
      "tour de doigt 54 en taille UK",
      "taille de bague ISO 8653 (Europe) 54 = Royaume-Uni et Australie N",
    ],
    [
      "quelle taille de bague pour 17 mm ?",
      "une bague de 17 mm de diamètre intérieur = États-Unis et Canada 6¾ · Royaume-Uni et Australie M½ · ISO 8653 (Europe) 53,5 · Suisse 13,5 · Japon et Chine 13 · 17 mm de diamètre, 53,4 mm de tour intérieur",
    ],
    [
      "taille de bague 7,5 americaine vers taille francaise",
      "taille de bague États-Unis et Canada 7,5 = ISO 8653 (Europe) 55,5",
    ],
    [
      "convertir une taille de bague N en US",
      "taille de bague Royaume-Uni et Australie N = États-Unis et Canada 6¾",
    ],
    [
      "quelle taille de bague US pour un tour de doigt de 54 mm",
      "une bague de 54 mm de tour intérieur = États-Unis et Canada 7",
    ],
    [
      "taille de bague 7 en pouces",
      "taille de bague États-Unis et Canada 7 = 0,679 in de diamètre intérieur",
    ],
  ],
  pt: [
    // A decimal point, as some type it.
    ["aro 12.5 em mm", "aro 12,5 = 16,7 mm de diâmetro, 52,5 mm de circunferência interna"],
    ["aro 16 em mm", "aro 16 = 17,8 mm de diâmetro, 56 mm de circunferência interna"],
    [
      "tamanho de anel 7 em mm",
      "tamanho de anel EUA e Canadá 7 = 17,3 mm de diâmetro, 54,2 mm de circunferência interna",
    ],
    ["tamanho de anel 54 para EUA", "tamanho de anel ISO 8653 (Europa) 54 = EUA e Canadá 7"],
    ["qual aro tem 17 mm?", "um anel de 17 mm de diâmetro interno = aro 13,5"],
    ["Aro 16 para EUA", "aro 16 = EUA e Canadá 7¾"],
    ["tamanho de anel dos EUA 7 em aro", "tamanho de anel EUA e Canadá 7 = aro 14"],
    [
      "Tamanho de anel 7,5 para Reino Unido",
      "tamanho de anel EUA e Canadá 7,5 = Reino Unido e Austrália O½",
    ],
    [
      "qual o tamanho de anel dos EUA para 54 mm de circunferência?",
      "um anel de 54 mm de circunferência interna = EUA e Canadá 7",
    ],
    ["numeração de anel 6,5 para aro", "tamanho de anel EUA e Canadá 6,5 = aro 13"],
  ],
};

/** Each language's other questions its tests ask: problems, sizes beyond a system. */
const OTHERS: Readonly<Record<keyof typeof WORDS, readonly string[]>> = {
  es: ["talla de anillo 54 suiza"],
  de: ["Ringgröße 54 schweizer"],
  fr: ["quelle taille de bague pour 12 mm", "taille de bague 99"],
  pt: ["aro 99"],
};

function expectAnswers(language: keyof typeof WORDS) {
  for (const [question, display] of ANSWERS[language]) {
    expect(answered(question, WORDS[language]), question).toBe(display);
  }
}

describe("ring sizes asked in Spanish", () => {
  it("answers the forms people type, with Spain's marks", () => {
    expectAnswers("es");
  });

  it("says what it assumed and by which standard", () => {
    expect(readRingSizeQuestion("talla de anillo 7 a reino unido", es)).toEqual({
      reading: "talla de anillo EE. UU. y Canadá 7",
      display: "talla de anillo EE. UU. y Canadá 7 = Reino Unido y Australia N½",
      basis:
        "Una talla sin sistema se lee como de EE. UU. y Canadá. EE. UU. y Canadá: (1,4216 + 0,1018 × talla) in de circunferencia interior; Reino Unido y Australia: letras desde A = 37,5 mm de circunferencia interior, 1,25 mm por letra (BS 6820). Cada resultado es la talla más cercana en que se vende un anillo.",
    });
    expect(readRingSizeQuestion("talla de anillo 54", es)).toMatchObject({
      basis: expect.stringMatching(
        /^Una talla sin sistema de 40 o más se lee como ISO 8653: ningún otro sistema llega tan alto\. ISO 8653 \(Europa\): /,
      ),
    });
  });

  it("names a size its system does not have", () => {
    expect(answered("talla de anillo 54 suiza", es)).toBe(
      "problem: No es una talla de Suiza: «54».",
    );
  });
});

describe("ring sizes asked in German", () => {
  it("answers the forms people type, with Germany's marks", () => {
    expectAnswers("de");
  });

  it("says what it assumed and by which standard", () => {
    expect(readRingSizeQuestion("Ringgröße 7 in mm", de)).toMatchObject({
      basis:
        "Eine Größe ohne System wird als US-Größe gelesen. USA & Kanada: (1,4216 + 0,1018 × Größe) in Innenumfang. Jedes Ergebnis ist die nächstgelegene Größe, in der Ringe verkauft werden.",
    });
  });

  it("names a size its system does not have", () => {
    expect(answered("Ringgröße 54 schweizer", de)).toBe(
      "problem: Keine Größe im System Schweiz: „54“.",
    );
  });
});

describe("ring sizes asked in French", () => {
  it("answers the forms people type, with France's marks", () => {
    expectAnswers("fr");
  });

  it("says what it assumed and by which standard, spaced as French is", () => {
    expect(readRingSizeQuestion("taille de bague 54 en UK", fr)).toMatchObject({
      basis:
        "Une taille sans système de 40 ou plus est lue selon l’ISO 8653\u00a0: aucun autre système ne compte aussi loin. ISO 8653 (Europe)\u00a0: le tour intérieur en millimètres\u202f; Royaume-Uni et Australie\u00a0: des lettres à partir de A = 37,5 mm de tour intérieur, 1,25 mm par lettre (BS 6820). Chaque résultat est la taille la plus proche dans laquelle une bague est vendue.",
    });
  });

  it("says a ring is below a system's smallest size, spaced as French is", () => {
    expect(answered("quelle taille de bague pour 12 mm", fr)).toBe(
      "une bague de 12 mm de diamètre intérieur = États-Unis et Canada ½ · Royaume-Uni et Australie A · ISO 8653 (Europe) 37,5 · Suisse -2,5 · Japon et Chine\u00a0: plus petite que la plus petite taille · 12 mm de diamètre, 37,7 mm de tour intérieur",
    );
  });

  it("names a size its system does not have", () => {
    expect(answered("taille de bague 99", fr)).toBe(
      "problem: Ce n’est pas une taille du système ISO 8653 (Europe)\u00a0: «\u00a099\u00a0».",
    );
  });
});

describe("ring sizes asked in Portuguese (Brazil)", () => {
  it("answers the forms people type, with Brazil's marks and its aro", () => {
    expectAnswers("pt");
  });

  it("says what it assumed for a size without a system", () => {
    expect(readRingSizeQuestion("tamanho de anel 7 em mm", pt)).toMatchObject({
      basis:
        "Um tamanho sem sistema é lido como dos EUA e do Canadá. EUA e Canadá: (1,4216 + 0,1018 × tamanho) in de circunferência interna. Cada resultado é o tamanho mais próximo em que um anel é vendido.",
    });
  });

  it("says how it reads the aro, and by which standard", () => {
    expect(readRingSizeQuestion("aro 16 para EUA", pt)).toMatchObject({
      basis:
        "O aro brasileiro não tem norma única: aqui é lido pela numeração suíça, da qual as tabelas de aro diferem em até 1 mm. Suíça: a circunferência interna em milímetros menos 40; EUA e Canadá: (1,4216 + 0,1018 × tamanho) in de circunferência interna. Cada resultado é o tamanho mais próximo em que um anel é vendido.",
    });
  });

  it("names a size its system does not have", () => {
    expect(answered("aro 99", pt)).toBe("problem: Não é um tamanho de aro brasileiro: “99”.");
  });
});

describe("ring sizes in every language", () => {
  it("leave the units' questions to the units", () => {
    const lengths = {
      es: ["7 pulgadas en mm", "talla 7 en mm", "anillo de 5 cm en pulgadas"],
      de: ["5 Fuß in cm", "Größe 7 in mm", "7 Zoll in mm"],
      fr: ["3 pieds en cm", "taille 7 en mm", "7 pouces en mm"],
      pt: ["7 polegadas em mm", "tamanho 7 em mm", "aro de bicicleta 26 em cm"],
    } as const;
    for (const [language, words] of Object.entries(WORDS)) {
      const questions = [
        ...LANGUAGE_CORPUS[language as keyof typeof WORDS].map((p) => p.q),
        ...lengths[language as keyof typeof WORDS],
      ];
      for (const question of questions) {
        expect(readRingSizeQuestion(question, words), `${language}: ${question}`).toBeUndefined();
      }
    }
  });

  it("answer in the language, not in English", () => {
    for (const [language, words] of Object.entries(WORDS)) {
      const questions = [
        ...ANSWERS[language as keyof typeof WORDS].map(([question]) => question),
        ...OTHERS[language as keyof typeof WORDS],
      ];
      expect(questions.length, language).toBeGreaterThanOrEqual(8);
      for (const question of questions) {
        const reading = readRingSizeQuestion(question, words);
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
      expect(plain(words.ruleOf), language).toBe(plain(text["ring.rule-of"]));
      for (const system of ["us", "uk", "iso", "ch", "jp"] as const) {
        expect(plain(words.rules[system]), `${language} ${system}`).toBe(
          plain(text[`ring.rule.${system}`]),
        );
      }
    }
  });
});
