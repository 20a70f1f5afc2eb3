import type { CookingQuestionWords } from "../../../engine/cooking-question.ts";
import { INGREDIENT_SOURCES } from "../../cooking/ingredient-sources.ts";
import { INGREDIENTS, type Ingredient } from "../../cooking/ingredients.ts";
import type { CookingText } from "../cooking/text.ts";
import type { CookingWords } from "../cooking/types.ts";

/**
 * The cooking questions of a language beside English (issue 25), as the box asks them:
 * `readCookingQuestion(text, q.table, q.sourceOf, q.words)`. The table is the site's ingredients
 * by their names in the language (site/i18n/cooking/<lang>.ts), so a question finds "harina" and
 * the answer says "harina de trigo común"; a figure's source is the one the language's cooking
 * page gives (site/i18n/cooking/<lang>-text.ts), USDA's record names quoted in English.
 */
export interface CookingQuestion {
  readonly words: CookingQuestionWords;
  readonly table: readonly Ingredient[];
  readonly sourceOf: (ingredient: Ingredient) => string;
}

/** A language's words, with its bare names and more typed words by ingredient id. */
interface CookingQuestionSpec extends Omit<CookingQuestionWords, "usual"> {
  /** What a cook means by a bare name ("harina"), by ingredient id ("flour"). */
  readonly usual: Readonly<Record<string, string>>;
  /** More words each ingredient is typed by in the language ("maicena"), by ingredient id. */
  readonly more: Readonly<Record<string, string>>;
}

/** An ingredient's name in a language; a name missing stops the build. */
function nameIn(cooking: CookingWords, id: string): string {
  const name = cooking.names[id];
  if (name === undefined) throw new Error(`No name for ingredient ${id} (site/i18n/cooking/)`);
  return name;
}

/** A language's cooking questions from its words and its cooking page's names and sources. */
export function cookingQuestion(
  cooking: CookingWords,
  text: CookingText,
  { usual, more, ...words }: CookingQuestionSpec,
): CookingQuestion {
  for (const id of Object.keys(more)) nameIn(cooking, id);
  const table = INGREDIENTS.map((i) => ({
    ...i,
    name: nameIn(cooking, i.id),
    words: more[i.id] ?? "",
  }));
  const meant = Object.entries(usual).map(([bare, id]) => [bare, nameIn(cooking, id)] as const);
  return {
    words: { ...words, usual: Object.fromEntries(meant) },
    table,
    sourceOf: (ingredient) => {
      const source = INGREDIENT_SOURCES[ingredient.id];
      if (!source) throw new Error(`${ingredient.id} has no source`);
      return text.source(source);
    },
  };
}

/** Sentence case inside a sentence, as the cooking pages write a name: "Harina" → "harina". */
export const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
