import { describe, expect, it } from "vitest";
import type { Category, Unit } from "./types.ts";
import { findUnit } from "./unit-lookup.ts";

const unit = (code: string, aliases?: string[]): Unit => ({
  code,
  label: code,
  symbol: code,
  factor: 1,
  ...(aliases ? { aliases } : {}),
});

const category: Category = {
  id: "lookup-fixture",
  name: "Lookup fixture",
  base: "m",
  units: [
    unit("m"),
    unit("\u00b5m"), // micro sign
    unit("\u03bcs"), // Greek mu
    unit("fl-oz"),
    unit("fl_oz_uk"),
    unit("b"),
    unit("B"),
    unit("MB"),
    unit("mb"),
    unit("ft2", ["sqft"]),
    unit("km_h", ["kph"]),
    unit("a-b"),
    unit("a_b"),
  ],
};
const byCode = (code: string) => category.units.find((u) => u.code === code);

describe("findUnit", () => {
  it("finds a unit by its exact code", () => {
    expect(findUnit(category, "m")).toBe(byCode("m"));
    expect(findUnit(category, "fl-oz")).toBe(byCode("fl-oz"));
  });

  it("keeps case: b is the bit, B the byte, MB and mb differ", () => {
    expect(findUnit(category, "b")).toBe(byCode("b"));
    expect(findUnit(category, "B")).toBe(byCode("B"));
    expect(findUnit(category, "MB")).toBe(byCode("MB"));
    expect(findUnit(category, "mb")).toBe(byCode("mb"));
    expect(findUnit(category, "Mb")).toBeUndefined();
    expect(findUnit(category, "M")).toBeUndefined();
  });

  it("treats the micro sign and the Greek mu as the same character", () => {
    expect(findUnit(category, "\u03bcm")).toBe(byCode("\u00b5m"));
    expect(findUnit(category, "\u00b5m")).toBe(byCode("\u00b5m"));
    expect(findUnit(category, "\u00b5s")).toBe(byCode("\u03bcs"));
  });

  it("treats - and _ alike only when nothing matches exactly", () => {
    expect(findUnit(category, "fl_oz")).toBe(byCode("fl-oz"));
    expect(findUnit(category, "fl-oz-uk")).toBe(byCode("fl_oz_uk"));
    expect(findUnit(category, "fl-oz_uk")).toBe(byCode("fl_oz_uk"));
    expect(findUnit(category, "a-b")).toBe(byCode("a-b"));
    expect(findUnit(category, "a_b")).toBe(byCode("a_b"));
  });

  it("resolves aliases to their unit", () => {
    expect(findUnit(category, "sqft")).toBe(byCode("ft2"));
    expect(findUnit(category, "kph")).toBe(byCode("km_h"));
    expect(findUnit(category, "ft2")).toBe(byCode("ft2"));
  });

  it("finds nothing for unknown codes", () => {
    for (const code of ["", "meter", "M", " m", "m ", "flOz", "fl oz", "SQFT"]) {
      expect(findUnit(category, code)).toBeUndefined();
    }
  });
});

/** Every category of the catalog, as the other catalog tests discover them. */
const catalog = Object.values(
  import.meta.glob<Category>(
    ["./catalog/*.ts", "!./catalog/*.test.ts", "!./catalog/index.ts", "!./catalog/lazy.ts"],
    { eager: true, import: "category" },
  ),
);

describe("findUnit over the catalog", () => {
  it.each(catalog.map((c) => [c.id, c] as const))(
    "%s: every code and alias finds its own unit, with no two units sharing a name",
    (_id, c) => {
      const clashes: string[] = [];
      for (const u of c.units) {
        for (const name of [u.code, ...(u.aliases ?? [])]) {
          if (findUnit(c, name) !== u) clashes.push(`${name} → ${findUnit(c, name)?.code}`);
        }
      }
      expect(clashes).toEqual([]);
    },
  );
});
