import { describe, expect, it } from "vitest";
import { pageAt, pages } from "../../catalog/catalog.ts";
import { info } from "../../content/info/index.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { pageWords } from "../page-words.ts";
import { isPhrase, numbers, strings } from "./compare-words.ts";
import { INFO } from "./info.ts";

/** What a translation keeps of an English string: its links, emphasis and placeholders. */
const marks = (text: string) =>
  [
    ...[...text.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]).sort(),
    `*${(text.match(/\*[^*]+\*/g) ?? []).length}`,
    `{site}${(text.match(/\{site\}/g) ?? []).length}`,
  ].join(" ");

const english = strings(info);

describe.each(OTHER_LANGUAGES)("the site's own pages in %s", (language) => {
  const translated = strings(INFO[language]);

  it("have every part of the English text, in its shape, and nothing else", () => {
    expect(translated.map(([at]) => at)).toEqual(english.map(([at]) => at));
    expect(translated.filter(([, text]) => text.trim() === "").map(([at]) => at)).toEqual([]);
  });

  it("keep every link, emphasis, placeholder and number of the English text", () => {
    const byPlace = new Map(translated);
    const changed = english.filter(([at, text]) => {
      const other = byPlace.get(at) ?? "";
      return marks(other) !== marks(text) || numbers(other) !== numbers(text);
    });
    expect(changed.map(([at]) => at)).toEqual([]);
  });

  it("leave no sentence in English", () => {
    const byPlace = new Map(translated);
    const left = english.filter(([at, text]) => isPhrase(text) && byPlace.get(at) === text);
    expect(left.map(([at]) => at)).toEqual([]);
  });

  it("name every page, and write the words of the home page, the site's own pages, the blood-sugar page and the tools", () => {
    for (const page of pages) {
      if (page.kind === "sitemap-xml") continue;
      expect(pageWords(page, language).navLabel, page.path).not.toBe("");
    }
    const written = [
      "/",
      "/about",
      "/contact",
      "/terms",
      "/privacy",
      "/sitemap",
      "/guides",
      "/blood-sugar-converter",
      // Its twins, which take its words.
      "/blood-sugar",
      "/glucose-converter",
    ];
    const tools = pages.filter((p) => p.kind === "tool").map((p) => p.path);
    for (const path of [...written, ...tools]) {
      const page = pageAt(path);
      if (!page) throw new Error(path);
      const words = pageWords(page, language);
      // A title may be the English word ("Sitemap" in German); the description is written anew.
      expect(words.title, path).not.toBe("");
      expect(words.description, path).not.toBe(page.description);
      expect(words.description.length, path).toBeLessThanOrEqual(160);
      expect(words.keywords, path).not.toBe("");
    }
  });
});
