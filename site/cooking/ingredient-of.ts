import type { IngredientSource } from "./ingredient-sources.ts";
import { INGREDIENTS, type Ingredient } from "./ingredients.ts";

const byId = new Map(INGREDIENTS.map((i) => [i.id, i]));

/** An ingredient by id; a page naming one the data does not hold stops the build. */
export function ingredientOf(id: string): Ingredient {
  const found = byId.get(id);
  if (!found) throw new Error(`No ingredient ${id} in site/cooking/ingredients.ts`);
  return found;
}

/** Where a figure comes from, in a sentence a reader can check. */
export function sourceText(source: IngredientSource | undefined): string {
  if (!source) throw new Error("An ingredient without a source");
  if (source.from === "gnu") {
    return `The Cake Bible (Rose Levy Beranbaum) as GNU units carries it: ${source.name} = ${source.definition}`;
  }
  return `USDA SR28 (SR Legacy), NDB ${source.ndb} “${source.food}”: ${source.grams} g per “${source.portion}”`;
}
