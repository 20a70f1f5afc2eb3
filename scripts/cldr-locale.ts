/**
 * The CLDR locale whose data a language of the site reads. CLDR keeps a "default content" locale's
 * data in its parent (cldr-core's defaultContent.json): Brazilian Portuguese, our `pt-BR`, is in
 * `pt` (European Portuguese is `pt-PT`).
 */
import { createRequire } from "node:module";
import { LANGUAGE_TAGS, type Language } from "../site/i18n/languages.ts";

const require = createRequire(import.meta.url);

const { defaultContent } = require("cldr-core/defaultContent.json") as {
  defaultContent: readonly string[];
};

export function cldrLocale(language: Language): string {
  const tag = LANGUAGE_TAGS[language];
  return defaultContent.includes(tag) ? tag.slice(0, tag.lastIndexOf("-")) : tag;
}
