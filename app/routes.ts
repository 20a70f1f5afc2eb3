import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages, redirects } from "../site/catalog/catalog.ts";
import type { Page } from "../site/catalog/page.ts";
import { localizedAddresses } from "../site/i18n/addresses.ts";
import { LANGUAGES, OTHER_LANGUAGES } from "../site/i18n/languages.ts";
import { QUERY_INDEX_PATH, queryWordsPath } from "../site/query/query-index.ts";
import { SEARCH_PATHS } from "../site/query/search-path.ts";
import { manifestPath } from "../site/web-manifest.ts";

/** The route module that draws a page: one per kind of page (a static page's screen is its own). */
export function moduleOf(page: Page): string {
  switch (page.kind) {
    case "home":
      return "routes/home.tsx";
    case "static":
      return `routes/${page.screen}.tsx`;
    case "sitemap-xml":
      return "routes/sitemap-xml.ts";
    case "category":
    case "pair":
    case "temperature-pair":
      return "routes/converter.tsx";
    case "tool":
      return `routes/${page.tool}.tsx`;
    case "currency":
    case "currency-pair":
    case "crypto":
      return "routes/money.tsx";
    case "medical":
      return "routes/blood-sugar.tsx";
  }
}

/**
 * Every route, derived from the page catalog: its pages, their addresses in other languages
 * (site/i18n/addresses.ts), its aliases, and the not-found page.
 */
export default [
  ...pages.map((p) =>
    p.path === "/"
      ? index(moduleOf(p), { id: "page:/" })
      : route(p.path, moduleOf(p), { id: `page:${p.path}` }),
  ),
  ...localizedAddresses.map((a) => route(a.path, moduleOf(a.page), { id: `page:${a.path}` })),
  route("/robots.txt", "routes/robots-txt.ts"),
  ...LANGUAGES.map((l) => route(manifestPath(l), "routes/manifest.ts", { id: `manifest:${l}` })),
  route(QUERY_INDEX_PATH, "routes/query-index.ts"),
  ...OTHER_LANGUAGES.map((l) =>
    route(queryWordsPath(l), "routes/query-words.ts", { id: `query-words:${l}` }),
  ),
  // The answer page in each language: rendered by the server for each question, never prerendered.
  ...LANGUAGES.map((l) => route(SEARCH_PATHS[l], "routes/search.tsx", { id: `search:${l}` })),
  ...[...redirects.keys()].map((alias) =>
    route(alias, "routes/alias.tsx", { id: `alias:${alias}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
