import { describe, expect, it } from "vitest";
import { categoryById } from "./catalog/index.ts";
import { findPageUnit, pageUnits } from "./page-units.ts";
import { converterPage, converterPages } from "./pages/index.ts";
import type { Category, ConverterPage } from "./types.ts";

function pageAndCategory(slug: string): [ConverterPage, Category] {
  const page = converterPage(slug);
  const category = page && categoryById(page.category);
  if (!page || !category) throw new Error(`no page ${slug}`);
  return [page, category];
}

const unitOn = (slug: string, code: string) => findPageUnit(...pageAndCategory(slug), code)?.unit;

describe("units of a page", () => {
  it.each(converterPages.map((p) => [p.slug, p] as const))(
    "/%s offers distinct units of its category, its defaults among them",
    (_slug, page) => {
      const category = categoryById(page.category);
      expect(category, page.category).toBeDefined();
      const offered = pageUnits(page, category as Category);
      expect(new Set(offered.map((o) => o.unit)).size).toBe(page.units.length);
      expect(findPageUnit(page, category as Category, page.from)).toBeDefined();
      expect(findPageUnit(page, category as Category, page.to)).toBeDefined();
    },
  );

  it("reads a code as the page spells it: pc is the pica on /typography, the parsec on /length", () => {
    expect(unitOn("typography", "pc")?.label).toMatch(/pica/i);
    expect(unitOn("length", "pc")?.label).toMatch(/parsec/i);
  });

  it.each([["typography"], ["length"]])(
    "finds no unit on /%s for the names of Object's own properties",
    (slug) => {
      for (const code of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
        expect(unitOn(slug, code)).toBeUndefined();
      }
    },
  );

  it("refuses a unit of the category that the page does not offer", () => {
    expect(unitOn("mm-to-in", "ly")).toBeUndefined();
    expect(unitOn("length", "ly")).toBeDefined();
  });

  it("accepts aliases and the spellings decisions.md makes equal", () => {
    expect(unitOn("ac-to-sqft", "sqft")).toBe(unitOn("area", "ft2"));
    expect(unitOn("ml-to-cup", "fl-oz")).toBe(unitOn("ml-to-cup", "fl_oz"));
    expect(unitOn("length", "\u03bcm")).toBe(unitOn("length", "\u00b5m"));
  });
});
