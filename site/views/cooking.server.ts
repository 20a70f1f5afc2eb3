import { convertCooking, kitchenAmount, kitchenMeasure, US_CUP_ML } from "../../engine/cooking.ts";
import { KITCHEN_ENGLISH } from "../../engine/kitchen-english.ts";
import type { ToolPage } from "../catalog/page.ts";
import { ingredientOf, sourceText } from "../cooking/ingredient-of.ts";
import { INGREDIENT_SOURCES } from "../cooking/ingredient-sources.ts";
import { INGREDIENTS } from "../cooking/ingredients.ts";
import { COOKING_WORDS, kitchenWordsOf } from "../i18n/cooking/index.ts";
import { COOKING_TEXT, type CookingText, sourceIn } from "../i18n/cooking/text.ts";
import type { Language } from "../i18n/languages.ts";

/** The tables' headings in English (a language's are its CookingText's). */
const ENGLISH_HEADINGS: CookingText["table"] = {
  title: "Cups to grams table",
  cups: "US cups",
  sources: "Sources",
  allSources: "Grams per cup of every ingredient, and their sources",
  ingredient: "Ingredient",
  perCup: "1 US cup",
  source: "Source",
};

/** What a cooking page shows under its converter, computed by the engine at build time. */
export interface CookingView {
  /** The tables' headings in the page's language. */
  readonly headings: CookingText["table"];
  /** Whether a source's quoted USDA record names are English inside another language's text. */
  readonly quotesInEnglish: boolean;
  /** An ingredient page's table, ¼ to 4 cups; none on the converter of every ingredient. */
  readonly table?: {
    readonly columns: readonly string[];
    readonly rows: readonly { readonly cups: string; readonly cells: readonly string[] }[];
  };
  /** The page's ingredients (all of them on /cooking-converter), each with its figure's source. */
  readonly sources: readonly {
    readonly name: string;
    readonly gramsPerCup: string;
    readonly source: string;
  }[];
}

/** ¼ to 4 cups, in the steps of a set of measuring cups. */
const CUPS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1, 1.25, 1.5, 2, 2.5, 3, 3.5, 4];

/** A variant's column heading: "All-purpose flour, sifted" beside "All-purpose flour" is "Sifted". */
function methodOf(name: string, base: string): string {
  if (!name.startsWith(`${base}, `)) return name;
  const method = name.slice(base.length + 2);
  return method.charAt(0).toUpperCase() + method.slice(1);
}

/** A cooking page's tables in a language: its ingredients' names, measures, marks and sources. */
export function cookingView(page: ToolPage, language: Language = "en"): CookingView {
  const english = language === "en";
  const words = english ? KITCHEN_ENGLISH : kitchenWordsOf(language);
  const nameOf = (i: { id: string; name: string }) =>
    english ? i.name : (COOKING_WORDS[language].names[i.id] ?? i.name);
  const ingredients = page.ingredients?.map(ingredientOf) ?? INGREDIENTS;
  const sources = ingredients.map((i) => ({
    name: nameOf(i),
    gramsPerCup: kitchenAmount(i.gramsPerCup, "g", words),
    source: english ? sourceText(INGREDIENT_SOURCES[i.id]) : sourceIn(i.id, language),
  }));
  const headings = english ? ENGLISH_HEADINGS : COOKING_TEXT[language].table;
  const frame = { headings, quotesInEnglish: !english };
  const [first] = ingredients;
  if (page.ingredients === undefined || first === undefined) return { ...frame, sources };
  const firstName = nameOf(first);
  return {
    ...frame,
    table: {
      columns: [
        `${firstName} (g)`,
        `${firstName} (oz)`,
        ...ingredients.slice(1).map((i) => `${methodOf(nameOf(i), firstName)} (g)`),
      ],
      rows: CUPS.map((cups) => ({
        cups: kitchenMeasure(cups * US_CUP_ML, "us_cup", words),
        cells: [
          kitchenAmount(convertCooking(cups, "us_cup", "g", first.gramsPerCup), "g", words),
          kitchenAmount(convertCooking(cups, "us_cup", "oz", first.gramsPerCup), "oz", words),
          ...ingredients
            .slice(1)
            .map((i) =>
              kitchenAmount(convertCooking(cups, "us_cup", "g", i.gramsPerCup), "g", words),
            ),
        ],
      })),
    },
    sources,
  };
}
