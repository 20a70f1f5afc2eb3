import { describe, expect, it } from "vitest";
import { pageAt, pages } from "../catalog/catalog.ts";
import { addressAt, isLocalized, localizedAddresses, pathIn, versionsOf } from "./addresses.ts";
import { homePath, LANGUAGE_TAGS, OTHER_LANGUAGES } from "./languages.ts";

describe("addresses", () => {
  it("give every unit page, home, the site's own pages, the blood-sugar pages and the localized tools one address in each language, and no address twice", () => {
    const localized = pages.filter(isLocalized);
    // 110 unit pages, home, about, contact, terms, privacy, sitemap and guides, the blood-sugar
    // converter with its two twins, case and number base; the cooking converter and its 10
    // ingredient pages (+ 11).
    expect(localized).toHaveLength(122 + 11);
    expect(localizedAddresses).toHaveLength((122 + 11) * OTHER_LANGUAGES.length);
    const all = [...pages.map((p) => p.path), ...localizedAddresses.map((a) => a.path)];
    expect(new Set(all).size).toBe(all.length);
  });

  it("lead back from an address to its page and language", () => {
    const length = pageAt("/length");
    expect(addressAt("/es/longitud")).toEqual({
      page: length,
      language: "es",
      path: "/es/longitud",
    });
    expect(addressAt("/length")).toEqual({ page: length, language: "en", path: "/length" });
    expect(addressAt("/es/length")).toBeUndefined();
    for (const a of localizedAddresses) expect(addressAt(a.path)).toEqual(a);
  });

  it("put each language's home at its bare prefix, where the header's logo leads", () => {
    const home = pageAt("/");
    if (!home) throw new Error("no home page");
    for (const language of OTHER_LANGUAGES) {
      expect(pathIn(home, language)).toBe(`/${language}`);
      expect(homePath(LANGUAGE_TAGS[language])).toBe(`/${language}`);
    }
    expect(homePath("en")).toBe("/");
  });

  it("give the blood-sugar page's twins their own address in each language", () => {
    for (const [path, de] of [
      ["/blood-sugar-converter", "/de/blutzucker-umrechner"],
      ["/blood-sugar", "/de/blutzucker"],
      ["/glucose-converter", "/de/glukose-umrechner"],
    ] as const) {
      const page = pageAt(path);
      if (!page) throw new Error(`no ${path}`);
      expect(pathIn(page, "de")).toBe(de);
      expect(addressAt(de)).toEqual({ page, language: "de", path: de });
    }
  });

  it("leave the pages not yet written in a language at their English address only", () => {
    const currency = pageAt("/currency-converter");
    if (!currency) throw new Error("no /currency-converter");
    expect(pathIn(currency, "es")).toBeUndefined();
    expect(pathIn(currency, "en")).toBe("/currency-converter");
    expect(versionsOf(currency).map((v) => v.path)).toEqual(["/currency-converter"]);
  });
});
