import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { INGREDIENT_SOURCES } from "../site/cooking/ingredient-sources.ts";
import { INGREDIENTS } from "../site/cooking/ingredients.ts";
import { cupsOf, ingredientModules, OUTPUT, SOURCES } from "./generate-ingredients.ts";

/**
 * A sample of figures pinned to their source lines: SR28's ABBREV.txt (its last five fields,
 * GmWt_1^GmWt_Desc1^GmWt_2^GmWt_Desc2^Refuse_Pct) and GNU units' definitions.units.
 */
const FIXTURES = [
  { id: "flour", line: "~20081~…^125^~1 cup~^^~~^0", gramsPerCup: 125 },
  { id: "sugar", line: "~19335~…^2.8^~1 serving, packet~^4.2^~1 tsp~^0", gramsPerCup: 201.6 },
  {
    id: "butter",
    line: '~01001~…^5.0^~1 pat,  (1" sq, 1/3" high)~^14.2^~1 tbsp~^0',
    gramsPerCup: 227.2,
  },
  {
    id: "brown-sugar",
    line: "~19334~…^3.0^~1 tsp,  unpacked~^220^~1 cup,  packed~^0",
    gramsPerCup: 220,
  },
  {
    id: "powdered-sugar",
    line: "~19336~…^120^~1 cup, unsifted~^100^~1 cup, sifted~^0",
    gramsPerCup: 120,
  },
  {
    id: "powdered-sugar-sifted",
    line: "~19336~…^120^~1 cup, unsifted~^100^~1 cup, sifted~^0",
    gramsPerCup: 100,
  },
  { id: "honey", line: "~19296~…^339^~1 cup~^21^~1 tbsp~^0", gramsPerCup: 339 },
  { id: "milk", line: "~01077~…^244^~1 cup~^30.5^~1 fl oz~^0", gramsPerCup: 244 },
  { id: "rice", line: "~20444~…^185^~1 cup~^^~~^0", gramsPerCup: 185 },
  { id: "oats", line: "~08120~…^81^~1 cup~^27^~.333 cup~^0", gramsPerCup: 81 },
  { id: "cocoa", line: "~19165~…^86^~1 cup~^5.4^~1 tbsp~^0", gramsPerCup: 86 },
  { id: "water", line: "~14411~…^29.6^~1 fl oz~^237^~1 serving,  8 fl oz~^0", gramsPerCup: 236.8 },
  { id: "flour-sifted", line: "flour_sifted            4 oz/uscup", gramsPerCup: 113.398 },
  { id: "flour-scooped", line: "flour_scooped           5 oz/uscup", gramsPerCup: 141.748 },
  { id: "dark-brown-sugar", line: "brownsugar_dark         239 g/uscup", gramsPerCup: 239 },
  { id: "kosher-salt", line: "koshersalt              2.8 g / ustsp", gramsPerCup: 134.4 },
];

const byId = new Map(INGREDIENTS.map((i) => [i.id, i]));

describe("the ingredients generated from USDA SR28 and GNU units", () => {
  it("are what the script writes from the sources installed", async () => {
    const { ingredients, sources } = ingredientModules();
    expect(await readFile(OUTPUT, "utf8")).toBe(ingredients);
    expect(await readFile(SOURCES, "utf8")).toBe(sources);
  });

  it("number over a hundred, each once, each with its source", () => {
    const ids = INGREDIENTS.map((i) => i.id);
    expect(ids.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(INGREDIENT_SOURCES)).toEqual(ids);
    for (const i of INGREDIENTS) expect(i.gramsPerCup, i.id).toBeGreaterThan(0);
  });

  it.each(FIXTURES.map((f) => [f.id, f] as const))(
    "%s is its source line's figure",
    (id, { line, gramsPerCup }) => {
      expect(byId.get(id)?.gramsPerCup).toBe(gramsPerCup);
      const source = INGREDIENT_SOURCES[id];
      if (source?.from === "usda") {
        expect(line.startsWith(`~${source.ndb}~`)).toBe(true);
        expect(line).toContain(
          `^${source.grams < 10 ? source.grams.toFixed(1) : source.grams}^~${source.portion}~`,
        );
        expect(source.grams / (cupsOf(source.portion) as number)).toBeCloseTo(gramsPerCup, 9);
      } else {
        expect(line.startsWith(`${source?.name} `)).toBe(true);
        expect(line).toContain(source?.definition);
      }
    },
  );

  it("reads USDA's household measures as cups", () => {
    expect(cupsOf("1 cup,  packed")).toBe(1);
    expect(cupsOf(".333 cup")).toBe(1 / 3);
    expect(cupsOf("1 tbsp")).toBe(1 / 16);
    expect(cupsOf("1 tsp")).toBe(1 / 48);
    expect(cupsOf("1 fl oz")).toBe(1 / 8);
    expect(cupsOf("1 serving,  8 fl oz")).toBeUndefined();
    expect(cupsOf('1 pat,  (1" sq, 1/3" high)')).toBeUndefined();
  });
});
