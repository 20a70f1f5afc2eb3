import type { Config } from "@react-router/dev/config";
import { pages } from "./site/catalog/catalog.ts";
import { localizedAddresses } from "./site/i18n/addresses.ts";
import { LANGUAGES, OTHER_LANGUAGES } from "./site/i18n/languages.ts";
import { QUERY_INDEX_PATH, queryWordsPath } from "./site/query/query-index.ts";
import { manifestPath } from "./site/web-manifest.ts";

export default {
  // Server rendering stays on for what is not prerendered: the 404 page and route discovery.
  ssr: true,
  // Every page of the catalog is prerendered to static HTML (and its .data for client navigation).
  prerender: [
    ...pages.map((p) => p.path),
    ...localizedAddresses.map((a) => a.path),
    "/robots.txt",
    ...LANGUAGES.map(manifestPath),
    QUERY_INDEX_PATH,
    ...OTHER_LANGUAGES.map(queryWordsPath),
  ],
} satisfies Config;
