import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { pages, redirects } from "./site/catalog.ts";
import type { View } from "./site/page-types.ts";

/** The route module that draws each kind of page. */
const MODULES: Record<View, string> = {
  home: "routes/home.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
  terms: "routes/terms.tsx",
  privacy: "routes/privacy.tsx",
  guides: "routes/guides.tsx",
  sitemap: "routes/sitemap.tsx",
  "sitemap-xml": "routes/sitemap-xml.ts",
  converter: "routes/converter.tsx",
  case: "routes/case.tsx",
  "number-base": "routes/number-base.tsx",
  currency: "routes/money.tsx",
  crypto: "routes/money.tsx",
  "blood-sugar": "routes/blood-sugar.tsx",
};

/** Every route, derived from the page catalog: its pages, its aliases, and the not-found page. */
export default [
  ...pages.map((p) =>
    p.path === "/"
      ? index(MODULES[p.view], { id: "page:/" })
      : route(p.path, MODULES[p.view], { id: `page:${p.path}` }),
  ),
  route("/robots.txt", "routes/robots-txt.ts"),
  route("/manifest.webmanifest", "routes/manifest.ts"),
  ...[...redirects.keys()].map((alias) =>
    route(alias, "routes/alias.tsx", { id: `alias:${alias}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
