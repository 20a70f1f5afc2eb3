import type { CookingUnit, KitchenWords } from "../../../engine/cooking.ts";

/**
 * The cooking converter's words in a language beside English: each ingredient's name, keyed by its
 * id in site/cooking/ingredients.ts (a variant as "<name>, <how it is measured>", as in English,
 * so a table's column says the way alone), each unit's name in the unit lists, and how an amount
 * of each is written after its number (engine/cooking.ts; the marks are the language's own).
 */
export interface CookingWords {
  readonly names: Readonly<Record<string, string>>;
  readonly units: Readonly<Record<CookingUnit, string>>;
  readonly amounts: KitchenWords["amounts"];
  /** "less than {amount}", of a volume under an eighth of a teaspoon. */
  readonly less: string;
}
