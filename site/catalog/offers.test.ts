import { describe, expect, it } from "vitest";
import { pageAt, slugOf, unitPages } from "./catalog.ts";
import { offered } from "./offers.ts";

function offerOf(slug: string) {
  const page = pageAt(`/${slug}`);
  if (!page || !("offer" in page)) throw new Error(`no unit page ${slug}`);
  return offered(page.offer);
}

const unitOn = (slug: string, code: string) => offerOf(slug).find(code)?.unit;

describe("units of a page", () => {
  it.each(unitPages.map((p) => [slugOf(p), p] as const))(
    "/%s offers distinct units of its category, its defaults among them",
    (_slug, page) => {
      const { units, from, to } = offered(page.offer);
      expect(new Set(units.map((o) => o.unit)).size).toBe(page.offer.units.length);
      expect(from.code).toBe(page.offer.from);
      expect(to.code).toBe(page.offer.to);
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

  it("accepts aliases and the spellings docs/spec/decisions.md makes equal", () => {
    expect(unitOn("ac-to-sqft", "sqft")).toBe(unitOn("area", "ft2"));
    expect(unitOn("ml-to-cup", "fl-oz")).toBe(unitOn("ml-to-cup", "fl_oz"));
    expect(unitOn("length", "\u03bcm")).toBe(unitOn("length", "\u00b5m"));
  });
});
