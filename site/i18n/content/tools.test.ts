import { describe, expect, it } from "vitest";
import { pageAt, pages } from "../../catalog/catalog.ts";
import { textOf } from "../../content/text-of.server.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { isPhrase, numbers, strings } from "./compare-words.ts";
import { TOOL_TEXTS, type ToolTranslation } from "./tools.ts";

/** The parts of an English tool text that a translation carries. */
function wordsOf(path: string): ToolTranslation {
  const page = pageAt(path);
  if (page?.kind !== "tool") throw new Error(`${path} is no tool page`);
  const { about, useCases, guides, tips, faqs } = textOf(page);
  return {
    about,
    ...(useCases && { useCases }),
    ...(guides && { guides }),
    ...(tips && { tips }),
    faqs,
  };
}

/** Every tool page, each written in every language. */
const TOOL_PATHS = pages.filter((p) => p.kind === "tool").map((p) => p.path);

describe.each(OTHER_LANGUAGES)("the tools' texts in %s", (language) => {
  const texts = TOOL_TEXTS[language];

  it("translate exactly the tools", () => {
    expect(Object.keys(texts).sort()).toEqual([...TOOL_PATHS].sort());
  });

  describe.each(TOOL_PATHS)("%s", (path) => {
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
