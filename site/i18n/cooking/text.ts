import { convertCooking, kitchenAmount } from "../../../engine/cooking.ts";
import type { ToolPage } from "../../catalog/page.ts";
import { cookingConverter, ingredientPages } from "../../catalog/pages/cooking.ts";
import { ingredientOf } from "../../cooking/ingredient-of.ts";
import { INGREDIENT_SOURCES, type IngredientSource } from "../../cooking/ingredient-sources.ts";
import { INGREDIENTS } from "../../cooking/ingredients.ts";
import type { ToolTranslation } from "../content/tools.ts";
import type { OtherLanguage } from "../languages.ts";
import { de } from "./de-text.ts";
import { es } from "./es-text.ts";
import { fr } from "./fr-text.ts";
import { COOKING_WORDS, kitchenWordsOf } from "./index.ts";
import { pt } from "./pt-text.ts";

/** What the cooking converter's text says of all its ingredients, in a language's words. */
interface CookingFigures {
  /** How many ingredients, how many from USDA, how many from The Cake Bible. */
  readonly count: number;
  readonly usda: number;
  readonly gnu: number;
  /** An ingredient's grams per US cup, in the language's marks: "113 g". */
  readonly cup: (id: string) => string;
}

/** What an ingredient page's text says of its ingredient, in a language's words and marks. */
interface IngredientFigures {
  /** Its name in the language, as the table writes it ("Harina de trigo común"). */
  readonly name: string;
  readonly cup: string;
  /** 100 g in US cups and spoons: "¾ taza + 1 cucharada". */
  readonly hundred: string;
  readonly tbsp: string;
  /** Where the figure comes from, in a sentence of the language. */
  readonly source: string;
  readonly usda: boolean;
  /** The same ingredient measured other ways, each with its grams per cup. */
  readonly variants: readonly { readonly name: string; readonly cup: string }[];
}

/** A language's cooking texts: the converter's, one template for every ingredient page, and more. */
export interface CookingText {
  readonly converter: (figures: CookingFigures) => ToolTranslation;
  readonly ingredient: (figures: IngredientFigures) => ToolTranslation;
  /** A figure's source in a sentence the reader can check (USDA's record names stay its own). */
  readonly source: (source: IngredientSource) => string;
  /** The tables' headings under the converter. */
  readonly table: {
    readonly title: string;
    readonly cups: string;
    readonly sources: string;
    readonly allSources: string;
    readonly ingredient: string;
    readonly perCup: string;
    readonly source: string;
  };
  /** Each ingredient page's name, by English path ("/flour-cups-to-grams": "Harina"). */
  readonly pageNames: Readonly<Record<string, string>>;
  /**
   * An ingredient page's title, its name in a sentence ("About the …", its breadcrumb), menu
   * name, description and keywords, from its name.
   */
  readonly page: (name: string) => {
    readonly title: string;
    readonly label: string;
    readonly navLabel: string;
    readonly description: string;
    readonly keywords: string;
  };
}

export const COOKING_TEXT: Readonly<Record<OtherLanguage, CookingText>> = { es, de, fr, pt };

/** An ingredient's figure's source in a language; a figure without one stops the build. */
export function sourceIn(id: string, language: OtherLanguage): string {
  const source = INGREDIENT_SOURCES[id];
  if (!source) throw new Error(`${id} has no source`);
  return COOKING_TEXT[language].source(source);
}

function ingredientFigures(page: ToolPage, language: OtherLanguage): IngredientFigures {
  const [first, ...others] = (page.ingredients ?? []).map(ingredientOf);
  if (!first) throw new Error(`${page.path} names no ingredient`);
  const words = kitchenWordsOf(language);
  const names = COOKING_WORDS[language].names;
  return {
    name: names[first.id] ?? first.name,
    cup: kitchenAmount(first.gramsPerCup, "g", words),
    hundred: kitchenAmount(convertCooking(100, "g", "us_cup", first.gramsPerCup), "us_cup", words),
    tbsp: kitchenAmount(convertCooking(1, "tbsp", "g", first.gramsPerCup), "g", words),
    source: sourceIn(first.id, language),
    usda: INGREDIENT_SOURCES[first.id]?.from === "usda",
    variants: others.map((i) => ({
      name: names[i.id] ?? i.name,
      cup: kitchenAmount(i.gramsPerCup, "g", words),
    })),
  };
}

/** Every cooking page's text in a language, by English path (site/i18n/content/tools.ts). */
export function cookingTranslations(language: OtherLanguage): Record<string, ToolTranslation> {
  const text = COOKING_TEXT[language];
  const words = kitchenWordsOf(language);
  const usda = INGREDIENTS.filter((i) => INGREDIENT_SOURCES[i.id]?.from === "usda").length;
  const figures: CookingFigures = {
    count: INGREDIENTS.length,
    usda,
    gnu: INGREDIENTS.length - usda,
    cup: (id) => kitchenAmount(ingredientOf(id).gramsPerCup, "g", words),
  };
  return {
    [cookingConverter.path]: text.converter(figures),
    ...Object.fromEntries(
      ingredientPages.map((p) => [p.path, text.ingredient(ingredientFigures(p, language))]),
    ),
  };
}
