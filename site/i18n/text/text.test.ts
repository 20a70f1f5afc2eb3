import { describe, expect, it } from "vitest";
import { pages } from "../../catalog/catalog.ts";
import { isLocalized } from "../addresses.ts";
import { LANGUAGES, OTHER_LANGUAGES } from "../languages.ts";
import { pageWords } from "../page-words.ts";
import { UI } from "../ui/index.ts";
import { en, type TextKey } from "./en.ts";
import { PAGE_NAMES, TEXT, translator } from "./index.ts";

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES)("the %s words of the pages and of what hydrates", (language) => {
  it("have every key of the English ones, and no other", () => {
    expect(Object.keys(TEXT[language]).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(UI[language]).sort()).toEqual(Object.keys(UI.en).sort());
  });

  it("fill no {name} the English ones do not, and are written", () => {
    for (const key of Object.keys(en) as TextKey[]) {
      // A language may leave a name out ("Ist dieser Umrechner genau?"), never invent one.
      expect(en[key].length > 0 && slots(en[key]), key).toEqual(
        expect.arrayContaining(slots(TEXT[language][key])),
      );
      expect(TEXT[language][key].trim(), key).not.toBe("");
    }
    for (const [key, words] of Object.entries(UI[language])) {
      expect(slots(words), key).toEqual(slots(UI.en[key as keyof typeof UI.en]));
      expect(words.trim(), key).not.toBe("");
    }
  });
});

describe.each(OTHER_LANGUAGES)("pages named in %s", (language) => {
  it("name every page a menu links to, and every localized page, once", () => {
    const named = pages.filter((p) => isLocalized(p) || p.menus !== undefined);
    const titles = named.map((p) => pageWords(p, language).title);
    for (const title of titles) expect(title.trim()).not.toBe("");
    // Two pages of one title would be one page to a reader and to a search engine; a twin
    // (`/blood-sugar`) is its canonical page under another address, and says so.
    const localized = pages
      .filter((p) => isLocalized(p) && p.canonical === undefined)
      .map((p) => pageWords(p, language).title);
    expect(localized.filter((t, i) => localized.indexOf(t) !== i)).toEqual([]);
  });

  it("list names of category pages only, the ones whose quantity another page shares", () => {
    const categories = new Set(pages.filter((p) => p.kind === "category").map((p) => p.path));
    expect(Object.keys(PAGE_NAMES[language]).filter((p) => !categories.has(p))).toEqual([]);
  });
});

describe("words of a page in another language", () => {
  it("are made from its units' and quantity's names there", () => {
    const length = pages.find((p) => p.path === "/length");
    const cmToIn = pages.find((p) => p.path === "/cm-to-in");
    if (!length || !cmToIn) throw new Error("no /length or /cm-to-in");
    expect(pageWords(length, "es").title).toBe("Conversor de longitud");
    expect(pageWords(length, "de").title).toBe("Länge umrechnen");
    expect(pageWords(cmToIn, "de")).toMatchObject({
      title: "Zentimeter in Zoll",
      label: "Zentimeter in Zoll umrechnen",
    });
    expect(pageWords(cmToIn, "pt").label).toBe("Conversor de centímetros para polegadas");
    expect(pageWords(cmToIn, "fr").description).toContain("1 cm = 0,393701 in");
  });

  it("elide French 'de' before a vowel", () => {
    expect(translator("fr")("page.category-title", { name: "énergie" })).toBe(
      "Convertisseur d’énergie",
    );
    expect(translator("fr")("page.category-title", { name: "longueur" })).toBe(
      "Convertisseur de longueur",
    );
  });
});
