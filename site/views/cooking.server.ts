import { convertCooking, kitchenAmount, kitchenMeasure, US_CUP_ML } from "../../engine/cooking.ts";
import type { ToolPage } from "../catalog/page.ts";
import { ingredientOf, sourceText } from "../cooking/ingredient-of.ts";
import { INGREDIENT_SOURCES } from "../cooking/ingredient-sources.ts";
import { INGREDIENTS } from "../cooking/ingredients.ts";

/** What a cooking page shows under its converter, computed by the engine at build time. */
export interface CookingView {
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

export function cookingView(page: ToolPage): CookingView {
  const ingredients = page.ingredients?.map(ingredientOf) ?? INGREDIENTS;
  const sources = ingredients.map((i) => ({
    name: i.name,
    gramsPerCup: kitchenAmount(i.gramsPerCup, "g"),
    source: sourceText(INGREDIENT_SOURCES[i.id]),
  }));
  const [first] = ingredients;
  if (page.ingredients === undefined || first === undefined) return { sources };
  return {
    table: {
      columns: [
        `${first.name} (g)`,
        `${first.name} (oz)`,
        ...ingredients.slice(1).map((i) => `${methodOf(i.name, first.name)} (g)`),
      ],
      rows: CUPS.map((cups) => ({
        cups: kitchenMeasure(cups * US_CUP_ML),
        cells: [
          kitchenAmount(convertCooking(cups, "us_cup", "g", first.gramsPerCup), "g"),
          kitchenAmount(convertCooking(cups, "us_cup", "oz", first.gramsPerCup), "oz"),
          ...ingredients
            .slice(1)
            .map((i) => kitchenAmount(convertCooking(cups, "us_cup", "g", i.gramsPerCup), "g")),
        ],
      })),
    },
    sources,
  };
}
