import type { ConverterContent } from "./types.ts";

/**
 * Written content of every converter page, by slug. Files under category/, pairs/ and generic/
 * each export `pages`; they are discovered, so adding a page's text touches no shared list.
 */
const modules = import.meta.glob<Readonly<Record<string, ConverterContent>>>(
  ["./category/*.ts", "./pairs/*.ts", "./generic/*.ts", "!./**/*.test.ts"],
  { eager: true, import: "pages" },
);

export const contentBySlug: ReadonlyMap<string, ConverterContent> = new Map(
  Object.values(modules).flatMap((pages) => Object.entries(pages)),
);

/** Slugs written twice would silently hide one text: the content test counts them. */
export const contentEntryCount = Object.values(modules).reduce(
  (n, pages) => n + Object.keys(pages).length,
  0,
);
