import { describe, expect, it } from "vitest";
import { worldPairPages } from "../../catalog/pages/money.ts";
import { texts as englishTexts } from "../../content/money/world-pairs.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { strings } from "./compare-words.ts";
import { worldPairNames, worldPairTranslation } from "./world-pairs.ts";

/** Words of the English template that no other language's text may carry. */
const ENGLISH = /(?<!\p{L})(the|of|and|to|rate|rates|currency|convert|which|where|how)(?!\p{L})/iu;

describe.each(OTHER_LANGUAGES)("the world pair pages' text in %s", (language) => {
  it("is written for all 20 world pairs", () => {
    expect(worldPairPages).toHaveLength(20);
    for (const page of worldPairPages)
      expect(() => worldPairTranslation(page, language)).not.toThrow();
  });

  describe.each(worldPairPages.map((p) => [p.path, p] as const))("%s", (_, page) => {
    const found = englishTexts.find((t) => t.page === page);
    if (!found) throw new Error(`${page.path} has no English text`);
    const { page: _page, ...words } = found;
    const english = strings(words);
    const translated = strings(worldPairTranslation(page, language));

    it("has every part of the English text, in its shape, and nothing else", () => {
      expect(translated.map(([at]) => at)).toEqual(english.map(([at]) => at));
    });

    it("leaves no English word, no slot unfilled, and names both currencies by code", () => {
      for (const [at, text] of translated) {
        expect(text, at).not.toMatch(ENGLISH);
        expect(text, at).not.toMatch(/undefined|\{|\}|\$/);
        expect(text.trim(), at).not.toBe("");
      }
      const all = translated.map(([, text]) => text).join(" ");
      expect(all).toContain(page.pair?.from);
      expect(all).toContain(page.pair?.to);
    });
  });
});

describe("the names a world pair's text is filled with", () => {
  const usdToNgn = worldPairPages.find((p) => p.path === "/usd-to-ngn");
  const eurToMad = worldPairPages.find((p) => p.path === "/eur-to-mad");
  if (!usdToNgn || !eurToMad) throw new Error("no such pages");

  it("are CLDR's names, plurals and countries in the language", () => {
    expect(worldPairNames(usdToNgn, "es")).toMatchObject({
      fromPlural: "dólares estadounidenses",
      toPlural: "nairas nigerianos",
      hundredFrom: "100 dólares estadounidenses",
      places: "Nigeria",
      manyPlaces: false,
    });
    expect(worldPairNames(usdToNgn, "de").hundredFrom).toBe("100 US-Dollar");
    expect(worldPairNames(usdToNgn, "pt").fromPlural).toBe("dólares americanos");
    expect(worldPairNames(usdToNgn, "pt").hundredFrom).toBe("100 dólares americanos");
    expect(worldPairNames(eurToMad, "pt").hundredFrom).toBe("100 euros");
    expect(worldPairNames(eurToMad, "fr")).toMatchObject({
      fromPlural: "euros",
      places: "Sahara occidental et Maroc",
      manyPlaces: true,
    });
  });

  it("elide French 'de' before a vowel", () => {
    const text = strings(worldPairTranslation(eurToMad, "fr"))
      .map(([, t]) => t)
      .join(" ");
    expect(text).toContain("moins de dirhams marocains");
    const aedToInr = worldPairPages.find((p) => p.path === "/aed-to-inr");
    if (!aedToInr) throw new Error("no such page");
    expect(
      strings(worldPairTranslation(aedToInr, "fr"))
        .map(([, t]) => t)
        .join(" "),
    ).toContain("moins de roupies indiennes");
  });
});
