import { tool } from "../define.ts";
import type { ToolPage } from "../page.ts";

const GROUP = "Other";

/** Cooking by ingredient (issue 24): volumes and weights of 160 ingredients. */
export const cookingConverter = tool(GROUP, {
  tool: "cooking",
  slug: "cooking-converter",
  title: "Cooking Converter",
  description:
    "Convert cups, tablespoons and teaspoons to grams and ounces for 160 baking and cooking ingredients, each with its density's source (USDA, The Cake Bible).",
  keywords:
    "cooking converter, cups to grams, grams to cups, baking conversion, ingredient weight converter",
});

/**
 * A page of one ingredient, cups to grams: the converter opens on it, and its table runs from
 * ¼ to 4 cups. `ingredients` are ids of site/cooking/ingredients.ts, the default first, then the
 * same ingredient measured other ways.
 */
function ingredientPage(name: string, ingredients: readonly string[]): ToolPage {
  const slug = `${name.toLowerCase().replaceAll(" ", "-")}-cups-to-grams`;
  return {
    ...tool(GROUP, {
      tool: "cooking",
      slug,
      title: `${name} Cups to Grams`,
      description: `How many grams in a cup of ${name.toLowerCase()}: convert cups, spoons, grams and ounces, with a printable table from ¼ to 4 cups and the source of every figure.`,
      keywords: `${name.toLowerCase()} cups to grams, cup of ${name.toLowerCase()} in grams, grams of ${name.toLowerCase()} to cups, ${name.toLowerCase()} conversion`,
    }),
    ingredients,
  };
}

/** The most searched ingredients; one more is one line. */
export const ingredientPages: readonly ToolPage[] = [
  ingredientPage("Flour", ["flour", "flour-sifted", "flour-spooned", "flour-scooped"]),
  ingredientPage("Sugar", ["sugar"]),
  ingredientPage("Butter", ["butter", "unsalted-butter"]),
  ingredientPage("Rice", ["rice", "medium-grain-rice", "short-grain-rice", "brown-rice"]),
  ingredientPage("Honey", ["honey"]),
  ingredientPage("Milk", ["milk", "reduced-fat-milk", "skim-milk"]),
  ingredientPage("Oats", ["oats"]),
  ingredientPage("Cocoa", ["cocoa", "cocoa-sifted", "cocoa-spooned", "cocoa-scooped"]),
  ingredientPage("Brown Sugar", ["brown-sugar", "dark-brown-sugar"]),
  ingredientPage("Powdered Sugar", ["powdered-sugar", "powdered-sugar-sifted"]),
];

export const cookingPages: readonly ToolPage[] = [cookingConverter, ...ingredientPages];
