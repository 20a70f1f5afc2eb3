import type { OtherLanguage } from "../languages.ts";
import { SLUGS as de } from "./de.ts";
import { SLUGS as es } from "./es.ts";
import { SLUGS as fr } from "./fr.ts";
import { SLUGS as pt } from "./pt.ts";
import type { SlugTable } from "./types.ts";

export type { SlugTable } from "./types.ts";

/** Each language's slug of every page, by the page's English path (types.ts). */
export const SLUGS: Readonly<Record<OtherLanguage, SlugTable>> = { es, de, fr, pt };

/**
 * A page's address in a language: `localizedPath("es", "/length")` is "/es/longitud", home's is
 * "/es". Undefined for a path without a slug there (the XML sitemap, or no page at all).
 */
export function localizedPath(language: OtherLanguage, englishPath: string): string | undefined {
  const table = SLUGS[language];
  // Own keys only: "constructor" is not a page.
  if (!Object.hasOwn(table, englishPath)) return undefined;
  const slug = table[englishPath];
  // One address per page, without a trailing slash (server/app.ts): home is "/es".
  return slug === "" ? `/${language}` : `/${language}/${slug}`;
}
