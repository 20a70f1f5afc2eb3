import { describe, expect, it } from "vitest";
import { pageAt, pages } from "../../catalog/catalog.ts";
import { textOf } from "../../content/text-of.server.ts";
import { isLocalized, LOCALIZED_TOOLS } from "../addresses.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { TOOL_TEXTS, type ToolTranslation } from "./tools.ts";

/** Every string of a text, by where it is ("tips.1.content.0"). */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}.${i}`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  }
  throw new Error(`${at} is neither words nor a list nor an object`);
}

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

/** Its numbers, whatever marks group or divide them ("86 400", "86.400"; "0.1", "0,1"). */
const numbers = (text: string) =>
  (text.replace(/(\d)[.,\s\u202f\u00a0](?=\d{3}\b)/g, "$1").match(/\d+/g) ?? []).sort().join(" ");

/** Two or more words: a sentence to translate, not "camelCase (userName)". */
const isPhrase = (text: string) => (text.match(/\p{L}{3,}/gu) ?? []).length >= 2;

describe("the localized tools", () => {
  it("are tool pages, and the only ones with an address in another language", () => {
    const tools = pages.filter((p) => p.kind === "tool");
    expect(tools.filter(isLocalized).map((p) => p.path)).toEqual([...LOCALIZED_TOOLS]);
  });
});

describe.each(OTHER_LANGUAGES)("the tools' texts in %s", (language) => {
  const texts = TOOL_TEXTS[language];

  it("translate exactly the localized tools", () => {
    expect(Object.keys(texts).sort()).toEqual([...LOCALIZED_TOOLS].sort());
  });

  describe.each([...LOCALIZED_TOOLS])("%s", (path) => {
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
