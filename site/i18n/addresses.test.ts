import { describe, expect, it } from "vitest";
import { pageAt, pages } from "../catalog/catalog.ts";
import { addressAt, isLocalized, localizedAddresses, pathIn, versionsOf } from "./addresses.ts";
import { homePath, LANGUAGE_TAGS, OTHER_LANGUAGES } from "./languages.ts";

describe("addresses", () => {
  it("give every page a reader reads one address in each language, and no address twice", () => {
    // Every page but the XML sitemap, which lists the other languages' addresses itself.
    expect(pages.filter((p) => !isLocalized(p)).map((p) => p.path)).toEqual(["/sitemap.xml"]);
    expect(localizedAddresses).toHaveLength((pages.length - 1) * OTHER_LANGUAGES.length);
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

  it("give the money pages their addresses in every language", () => {
    const usdToNgn = pageAt("/usd-to-ngn");
    if (!usdToNgn) throw new Error("no /usd-to-ngn");
    expect(versionsOf(usdToNgn).map((v) => v.path)).toEqual([
      "/usd-to-ngn",
      "/es/usd-a-ngn",
      "/de/usd-in-ngn",
      "/fr/usd-en-ngn",
      "/pt/usd-para-ngn",
    ]);
    const currency = pageAt("/currency-converter");
    if (!currency) throw new Error("no /currency-converter");
    expect(pathIn(currency, "de")).toBe("/de/waehrungs-umrechner");
  });
});
