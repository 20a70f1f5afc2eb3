import { breadcrumbLabel } from "../breadcrumbs.ts";
import { pageAt, redirects } from "../catalog/catalog.ts";
import type { Page, PageKind } from "../catalog/page.ts";
import { type PageHead, pageHead } from "../head.ts";

/** The page path of a URL: without a trailing slash, "/" for the root. */
export function pathOf(url: URL): string {
  const path = url.pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/**
 * The catalog entry of the requested page, if it is of one of the kinds the route draws. A route
 * exists only for catalog paths, so anything else is a 404.
 */
export function pageOf<K extends PageKind>(url: URL, ...kinds: K[]): Extract<Page, { kind: K }> {
  const page = pageAt(pathOf(url));
  if (!page || !(kinds as PageKind[]).includes(page.kind)) {
    throw new Response("Not Found", { status: 404 });
  }
  return page as Extract<Page, { kind: K }>;
}

/** What every page shows around its own screen: its head, its breadcrumb, its heading. */
export interface PageFrame {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly head: PageHead;
  readonly crumb: string;
}

export function frameOf(page: Page): PageFrame {
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    head: pageHead(page),
    crumb: breadcrumbLabel(page.path),
  };
}

/**
 * A view builder that builds each page's view once: pages are constants, and both the loader (for
 * what hydrates) and the server render (for what does not) ask for it.
 */
export function perPage<P extends object, V>(build: (page: P) => V): (page: P) => V {
  const built = new WeakMap<P, V>();
  return (page) => {
    let view = built.get(page);
    if (view === undefined) {
      view = build(page);
      built.set(page, view);
    }
    return view;
  };
}

/** The page an alias path answers 301 to. */
export function aliasTarget(path: string): string {
  const target = redirects.get(path);
  if (!target) throw new Response("Not Found", { status: 404 });
  return target;
}
