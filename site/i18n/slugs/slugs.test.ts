import { describe, expect, it } from "vitest";
import { pages } from "../../catalog/catalog.ts";
import { OTHER_LANGUAGES, type OtherLanguage } from "../languages.ts";
import { localizedPath, SLUGS } from "./index.ts";

/** Every page but the XML sitemap has an address in each language, in catalog order. */
const paths = pages.filter((p) => p.kind !== "sitemap-xml").map((p) => p.path);

/** The word between the two units of a pair, as each table's header says. */
const CONNECTORS: Readonly<Record<OtherLanguage, string>> = {
  es: "a",
  de: "in",
  fr: "en",
  pt: "para",
};

describe.each(OTHER_LANGUAGES)("the %s slugs", (language) => {
  const table = SLUGS[language];

  it("name every page of the catalog but the XML sitemap, and no other", () => {
    const keys = Object.keys(table);
    const missing = paths.filter((p) => !keys.includes(p));
    const extra = keys.filter((k) => !paths.includes(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it("are written in catalog order", () => {
    expect(Object.keys(table)).toEqual(paths);
  });

  it("are unique", () => {
    const slugs = Object.values(table);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
  });

  it("are lower-case ASCII words joined by single hyphens, home's empty", () => {
    for (const [path, slug] of Object.entries(table)) {
      if (path === "/") expect(slug).toBe("");
      else expect(slug, path).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("join the two units of a pair with the language's word, currencies by their codes", () => {
    const connector = `-${CONNECTORS[language]}-`;
    for (const page of pages) {
      const slug = table[page.path] ?? "";
      if (page.kind === "currency-pair") {
        expect(slug, page.path).toBe(page.path.slice(1).replace("-to-", connector));
      } else if (page.kind === "pair" || page.kind === "temperature-pair") {
        expect(slug, page.path).toContain(connector);
      }
    }
  });
});

describe("localizedPath", () => {
  it("puts a page's slug under its language's prefix", () => {
    expect(localizedPath("es", "/length")).toBe("/es/longitud");
    expect(localizedPath("de", "/length")).toBe("/de/laenge");
    expect(localizedPath("es", "/kg-to-lb")).toBe("/es/kg-a-lb");
    expect(localizedPath("fr", "/usd-to-eur")).toBe("/fr/usd-en-eur");
    expect(localizedPath("pt", "/c-to-f")).toBe("/pt/celsius-para-fahrenheit");
  });

  it("gives home the bare prefix, without a trailing slash as every address", () => {
    expect(localizedPath("fr", "/")).toBe("/fr");
  });

  it("has nothing for the XML sitemap, a path that is no page, or an object's own names", () => {
    expect(localizedPath("es", "/sitemap.xml")).toBeUndefined();
    expect(localizedPath("es", "/nowhere")).toBeUndefined();
    expect(localizedPath("es", "constructor")).toBeUndefined();
  });
});
