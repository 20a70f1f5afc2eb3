/**
 * One language's address of every page: the English path of the page ("/length", "/cm-to-in",
 * "/" for home) → its slug in that language ("longitud", "cm-a-pulgadas"; "" for home, whose
 * address is the bare prefix, "/es"). A slug is lower-case ASCII words joined by single hyphens.
 *
 * Keyed by the catalog's path because the path is a page's identity: routes are `page:<path>`,
 * redirects and sitemaps name pages by it, and it never changes when a title is reworded. A table
 * of plain strings keeps each language's 173 addresses readable one per line for a translator,
 * and costs no import of the catalog. What a key cannot say by its type, slugs.test.ts does: it
 * fails on a page of the catalog without a slug (all but the XML sitemap) and on a key the catalog
 * does not list, so a page added, renamed or removed is noticed in every language.
 */
export type SlugTable = Readonly<Record<string, string>>;
