import type { ToolPage } from "../../catalog/page.ts";
import type { ToolText } from "../../content/types.ts";
import { cookingTranslations } from "../cooking/text.ts";
import type { OtherLanguage } from "../languages.ts";
import { TOOLS as deTools } from "./de/tools.ts";
import { TOOLS as esTools } from "./es/tools.ts";
import { TOOLS as frTools } from "./fr/tools.ts";
import { TOOLS as ptTools } from "./pt/tools.ts";

/**
 * A tool page's text in another language: the English text's words (site/content/tools/),
 * translated part for part. A tool's text has no computed conversions, so its numbers are written
 * in the translation, in the language's marks; tools.test.ts checks they are the English ones.
 */
export type ToolTranslation = Pick<ToolText, "about" | "useCases" | "guides" | "tips" | "faqs">;

/** One language's tool texts: the English path of each tool ("/case") → its text. */
export type ToolTranslations = Readonly<Record<string, ToolTranslation>>;

/** Each language's translated tool texts, for every tool page. */
export const TOOL_TEXTS: Readonly<Record<OtherLanguage, ToolTranslations>> = {
  es: { ...esTools, ...cookingTranslations("es") },
  de: { ...deTools, ...cookingTranslations("de") },
  fr: { ...frTools, ...cookingTranslations("fr") },
  pt: { ...ptTools, ...cookingTranslations("pt") },
};

/** A tool page's words in a language beside English; a tool without them stops the build. */
export function toolTranslationOf(page: ToolPage, language: OtherLanguage): ToolTranslation {
  const words = TOOL_TEXTS[language][page.path];
  if (!words) throw new Error(`${page.path} has no text in '${language}' (site/i18n/content/)`);
  return words;
}
