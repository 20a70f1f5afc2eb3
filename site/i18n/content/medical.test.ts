import { describe, expect, it } from "vitest";
import { pageAt, pages } from "../../catalog/catalog.ts";
import { bloodSugarText } from "../../content/medical/blood-sugar.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { pageWords } from "../page-words.ts";
import { isPhrase, numbers, strings } from "./compare-words.ts";
import { medicalTranslationOf, medicalWordsOf } from "./medical.ts";

const english = strings(medicalWordsOf(bloodSugarText));
const path = bloodSugarText.page.path;

describe.each(OTHER_LANGUAGES)("the blood-sugar page in %s", (language) => {
  const translated = strings(medicalTranslationOf(path, language));

  it("has every part of the English text, in its shape, and nothing else", () => {
    expect(translated.map(([at]) => at)).toEqual(english.map(([at]) => at));
    expect(translated.filter(([, text]) => text.trim() === "").map(([at]) => at)).toEqual([]);
  });

  it("keeps every number of the English text, in the language's marks", () => {
    const byPlace = new Map(translated);
    const changed = english.filter(
      ([at, text]) => numbers(byPlace.get(at) ?? "") !== numbers(text),
    );
    expect(changed.map(([at]) => at)).toEqual([]);
    // Decimals are written with the language's comma, never with the English point.
    const points = translated.filter(([, text]) => /\d\.\d/.test(text)).map(([at]) => at);
    expect(points).toEqual([]);
  });

  it("leaves no sentence in English", () => {
    const byPlace = new Map(translated);
    const left = english.filter(([at, text]) => isPhrase(text) && byPlace.get(at) === text);
    expect(left.map(([at]) => at)).toEqual([]);
  });

  it("sends the reader to a healthcare provider where the English text does", () => {
    const byPlace = new Map(translated);
    const provider: Record<(typeof OTHER_LANGUAGES)[number], RegExp> = {
      es: /profesional de la salud/,
      de: /Ärztin (oder|bzw\.) Ihr(em|en)? Arzt/,
      fr: /médecin|professionnel de santé/,
      pt: /médico|profissional de saúde/,
    };
    const missing = english
      .filter(([, text]) => /healthcare provider/.test(text))
      .filter(([at]) => !provider[language].test(byPlace.get(at) ?? ""));
    expect(missing.map(([at]) => at)).toEqual([]);
  });

  it("names the page and its twins with the page's written words", () => {
    const medical = pages.filter((p) => p.kind === "medical");
    expect(medical.map((p) => p.path)).toEqual([path, "/blood-sugar", "/glucose-converter"]);
    const page = pageAt(path);
    if (!page) throw new Error(path);
    const words = pageWords(page, language);
    for (const twin of medical) expect(pageWords(twin, language)).toEqual(words);
  });
});
