import { breadcrumbLabel } from "./breadcrumbs.ts";
import { pageAt, redirects } from "./catalog.ts";
import { type PageHead, pageHead } from "./meta.ts";
import type { Page } from "./page-types.ts";

/** What a page's route module receives from its loader: the catalog entry and its head. */
export interface PageData {
  readonly page: Page;
  readonly head: PageHead;
  readonly crumb: string;
}

export function pathOf(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The catalog entry of the requested page; a route exists only for catalog paths. */
export function loadPage(request: Request): PageData {
  const path = pathOf(request);
  const page = pageAt(path);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { page, head: pageHead(page), crumb: breadcrumbLabel(path) };
}

export { breadcrumbLabel } from "./breadcrumbs.ts";
export { directory, homeSidePanel, htmlSitemap, shellLinks, staticSidebar } from "./links.ts";
export { robotsTxt, sitemapXml } from "./sitemap-xml.ts";

/** The page an alias path answers 301 to. */
export function aliasTarget(path: string): string {
  const target = redirects.get(path);
  if (!target) throw new Response("Not Found", { status: 404 });
  return target;
}

/** Links to catalog pages under their labels; a path the catalog lacks stops the build. */
export function pageLinks(paths: readonly string[]): { path: string; label: string }[] {
  return paths.map((path) => {
    const page = pageAt(path);
    if (!page) throw new Error(`No page ${path} to link to`);
    return { path, label: page.label };
  });
}
