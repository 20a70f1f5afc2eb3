/**
 * The text of the site's own pages (about, guides, contact), words only, in a form every language
 * writes the same way. An inline string may hold `[words](/path)` links, to a page by its English
 * path (the page's version in the reader's language is linked where it has one), and `*words*`
 * emphasis. A translation has the English file's shape (site/i18n/content/<language>/info.ts).
 */
export type Inline = string;

/** A paragraph, or a bulleted list. */
export type Block = Inline | { readonly list: readonly Inline[] };
