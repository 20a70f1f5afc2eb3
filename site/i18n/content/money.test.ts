import { describe, expect, it } from "vitest";
import { pageAt } from "../../catalog/catalog.ts";
import { texts as cryptoTexts } from "../../content/money/crypto.ts";
import { texts as fiatTexts } from "../../content/money/fiat.ts";
import { textOf } from "../../content/text-of.server.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { isPhrase, numbers, strings } from "./compare-words.ts";
import { MONEY_TEXTS, type MoneyTranslation } from "./money.ts";

/** The parts of an English money text that a translation carries. */
function wordsOf(path: string): MoneyTranslation {
  const page = pageAt(path);
  if (page?.kind !== "currency" && page?.kind !== "currency-pair" && page?.kind !== "crypto") {
    throw new Error(`${path} is no money page`);
  }
  const { about, useCases, guides, tips, faqs } = textOf(page);
  return {
    about,
    ...(useCases && { useCases }),
    ...(guides && { guides }),
    ...(tips && { tips }),
    faqs,
  };
}

describe.each(OTHER_LANGUAGES)("the money pages' texts in %s", (language) => {
  const texts = MONEY_TEXTS[language];

  it("translate every money page written by hand, by its English path, and nothing else", () => {
    const written = [...fiatTexts, ...cryptoTexts].map((t) => t.page.path);
    expect(Object.keys(texts).sort()).toEqual(written.sort());
  });

  describe.each(Object.keys(texts))("%s", (path) => {
    const english = strings(wordsOf(path));
    const translated = strings(texts[path]);
    const byPlace = new Map(translated);

    it("has every part of the English text, in its shape, and nothing else", () => {
      expect(translated.map(([at]) => at)).toEqual(english.map(([at]) => at));
      expect(translated.filter(([, text]) => text.trim() === "").map(([at]) => at)).toEqual([]);
    });

    it("keeps every number of the English text", () => {
      const changed = english.filter(
        ([at, text]) => numbers(byPlace.get(at) ?? "") !== numbers(text),
      );
      expect(changed.map(([at]) => at)).toEqual([]);
    });

    it("leaves no sentence in English", () => {
      const left = english.filter(([at, text]) => isPhrase(text) && byPlace.get(at) === text);
      expect(left.map(([at]) => at)).toEqual([]);
    });
  });
});
