import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { INDEX_GZIP_TARGET_BYTES } from "../../bench/query.ts";
import { categoryById } from "../../engine/catalog/index.ts";
import { isConverter, pages } from "../catalog/catalog.ts";
import { queryIndex } from "./query-index.ts";
import { CURRENCY, worldOf } from "./world.ts";

const index = queryIndex();
/** As the browser receives it: through JSON. */
const world = worldOf(JSON.parse(JSON.stringify(index)));

describe("the search box's index", () => {
  it("gives back every unit of every category exactly as the catalogue defines it", () => {
    let units = 0;
    for (const category of world.lexicon.categories) {
      if (category.id === CURRENCY) continue;
      const source = categoryById(category.id);
      expect(source, category.id).toBeDefined();
      expect(category.base).toBe(source?.base);
      expect(category.units.length).toBe(source?.units.length);
      category.units.forEach((unit, i) => {
        const original = source?.units[i];
        expect(unit.code, category.id).toBe(original?.code);
        expect(unit.label).toBe(original?.label);
        expect(unit.symbol).toBe(original?.symbol);
        expect(unit.factor).toBe(original?.factor);
        expect(unit.offset).toBe(original?.offset);
        expect(unit.relation).toBe(original?.relation);
        units++;
      });
    }
    expect(units).toBeGreaterThan(1400);
  });

  it("knows every converter page, and which units each offers under which code", () => {
    expect(world.pages.map((p) => p.path)).toEqual(pages.filter(isConverter).map((p) => p.path));
    expect(world.pages.map((p) => p.title)).toEqual(pages.filter(isConverter).map((p) => p.title));
    const typography = world.pages.find((p) => p.path === "/typography");
    expect(typography?.codes?.get("pica")).toBe("pc");
    expect(typography?.codes?.has("pc")).toBe(false);
    const length = world.pages.find((p) => p.path === "/length");
    expect(length?.codes?.get("ft")).toBe("ft");
    expect(length?.codes?.has("pica")).toBe(false);
    expect(world.pages.find((p) => p.path === "/cm-to-in")?.pair).toBe(true);
  });

  it("reads a currency by the last word of its name when no other currency has it", () => {
    const read = (text: string) => world.lexicon.lookup(text)[0]?.unit.code;
    expect([read("naira"), read("zloty"), read("hryvnia"), read("yen")]).toEqual([
      "NGN",
      "PLN",
      "UAH",
      "JPY",
    ]);
    expect(world.lexicon.lookup("peso").filter((c) => c.category.id === CURRENCY)).toEqual([]);
  });

  it("writes a unit made of a prefix as the prefix and its unit, and reads its other spellings", () => {
    const recipes = index.units.prefixed.split("\n").filter(Boolean);
    expect(recipes.length).toBeGreaterThan(350);
    expect(world.lexicon.lookup("uF")[0]?.unit.label).toBe("Microfarad");
  });

  it("stays within its budget (bench/query.ts), however many units and currencies there are", () => {
    const size = gzipSync(JSON.stringify(index), { level: 9 }).length;
    expect(size).toBeLessThanOrEqual(INDEX_GZIP_TARGET_BYTES);
  });
});
