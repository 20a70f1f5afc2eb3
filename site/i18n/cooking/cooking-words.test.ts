import { describe, expect, it } from "vitest";
import { COOKING_UNITS } from "../../../engine/cooking.ts";
import { ingredientPages } from "../../catalog/pages/cooking.ts";
import { INGREDIENTS } from "../../cooking/ingredients.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { pageWords } from "../page-words.ts";
import { SLUGS } from "../slugs/index.ts";
import { COOKING_WORDS } from "./index.ts";
import { COOKING_TEXT } from "./text.ts";

/** Names written alike in English and in some of the languages (loanwords). */
const SAME = new Set(["bulgur", "mayonnaise", "paprika"]);
/** English words of the ingredients' names that none of the languages writes. */
const ENGLISH =
  /\b(flour|sugar|sifted|spooned|scooped|powder|ground|chopped|uncooked|packed|seeds?|syrup|milk|oil|rice|water|cup|tablespoon|teaspoon)\b/i;

describe.each(OTHER_LANGUAGES)("the cooking converter's words in %s", (language) => {
  const words = COOKING_WORDS[language];

  it("name every ingredient, and no other", () => {
    expect(Object.keys(words.names).sort()).toEqual(INGREDIENTS.map((i) => i.id).sort());
  });

  it("leave no ingredient's name in English", () => {
    const left = INGREDIENTS.filter((i) => {
      const name = words.names[i.id] ?? "";
      return name.trim() === "" || (name === i.name && !SAME.has(i.id)) || ENGLISH.test(name);
    });
    expect(left.map((i) => `${i.id}: ${words.names[i.id]}`)).toEqual([]);
  });

  it("write a variant as its ingredient's name, a comma and the way it is measured", () => {
    for (const base of INGREDIENTS) {
      for (const variant of INGREDIENTS) {
        if (!variant.name.startsWith(`${base.name}, `)) continue;
        expect(words.names[variant.id]?.startsWith(`${words.names[base.id]}, `), variant.id).toBe(
          true,
        );
      }
    }
  });

  it("name every unit, say a US measure is one, and write every amount", () => {
    for (const unit of COOKING_UNITS) {
      expect(words.units[unit.id], unit.id).not.toBe("");
      // Millilitre and litre are French words too.
      if (!(language === "fr" && (unit.id === "ml" || unit.id === "l"))) {
        expect(words.units[unit.id], unit.id).not.toBe(unit.label);
      }
      expect(
        words.amounts[unit.id].every((w) => w.trim() !== ""),
        unit.id,
      ).toBe(true);
    }
    for (const unit of ["us_cup", "tbsp", "tsp", "fl_oz"] as const) {
      expect(words.units[unit]).toMatch(/EE\. UU\.|US-|américaine|americana/);
    }
    expect(words.less).toContain("{amount}");
  });
});

describe.each(OTHER_LANGUAGES)("the ingredient pages in %s", (language) => {
  const text = COOKING_TEXT[language];
  const ascii = (name: string) =>
    name
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^a-z0-9]+/g, "-");

  it("each have a name, in their title and at the start of their address", () => {
    for (const page of ingredientPages) {
      const name = text.pageNames[page.path];
      expect(name, page.path).toBeTruthy();
      expect(pageWords(page, language).title).toContain(name);
      expect(SLUGS[language][page.path], page.path).toMatch(new RegExp(`^${ascii(name ?? "")}-`));
    }
    expect(Object.keys(text.pageNames).sort()).toEqual(ingredientPages.map((p) => p.path).sort());
  });
});
