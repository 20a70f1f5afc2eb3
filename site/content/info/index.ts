import { about } from "./about.ts";
import { contact } from "./contact.ts";
import { guides } from "./guides.ts";

/**
 * The words of the site's own pages in English. Every other language's are the same shape
 * (site/i18n/content/<language>/info.ts); a test compares the two (info.test.ts).
 */
export const info = { about, guides, contact };

export type InfoWords = typeof info;
