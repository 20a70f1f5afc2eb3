import type { Page } from "../../catalog/page.ts";
import type { OtherLanguage } from "../languages.ts";
import type { PageWords } from "../page-words.ts";
import { COOKING_TEXT } from "./text.ts";

/**
 * An ingredient page's words in a language, from its name there and the language's one template
 * ("Harina: de tazas a gramos"), as the English catalog makes them (`ingredientPage`); undefined
 * for any other page.
 */
export function ingredientPageWords(page: Page, language: OtherLanguage): PageWords | undefined {
  if (page.kind !== "tool" || page.tool !== "cooking" || page.ingredients === undefined) {
    return undefined;
  }
  const text = COOKING_TEXT[language];
  const name = text.pageNames[page.path];
  if (!name) throw new Error(`${page.path} has no name in '${language}' (site/i18n/cooking/)`);
  return text.page(name);
}
