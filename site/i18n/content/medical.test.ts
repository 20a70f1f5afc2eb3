import { describe, expect, it } from "vitest";
import { pageAt, pages } from "../../catalog/catalog.ts";
import { bloodSugarText } from "../../content/medical/blood-sugar.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { pageWords } from "../page-words.ts";
import { medicalTranslationOf, medicalWordsOf } from "./medical.ts";

/** Every string of a words object, by where it is ("faqs.2.answer"). */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}.${i}`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  }
  throw new Error(`${at} is neither words nor a list nor an object`);
}

/**
 * Its numbers, whatever marks group or divide them ("5.50" and "5,50"; "180.156" and "180,156"),
 * as info.test.ts compares the site's own pages: a medical figure changed in translation fails.
 */
const numbers = (text: string) =>
  (text.replace(/(\d)[.,\s\u202f\u00a0](?=\d{3}\b)/g, "$1").match(/\d+/g) ?? []).sort().join(" ");

/** Two or more words: a sentence to translate, not "mmol/L = mg/dL ÷ 18.0156". */
const isPhrase = (text: string) => (text.match(/\p{L}{3,}/gu) ?? []).length >= 2;

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
