import { redirects } from "../catalog/catalog.ts";
import type { Page, PageKind } from "../catalog/page.ts";
import { type PageHead, pageHead } from "../head.ts";
import { addressAt } from "../i18n/addresses.ts";
import type { Language } from "../i18n/languages.ts";
import { pageWords } from "../i18n/page-words.ts";

/** The page path of a URL: without a trailing slash, "/" for the root. */
export function pathOf(url: URL): string {
  const path = url.pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/**
 * The catalog entry of the requested page and the language it is asked in, if it is of one of the
 * kinds the route draws. A route exists only for a page's addresses, so anything else is a 404.
 */
export function addressOf<K extends PageKind>(
  url: URL,
  ...kinds: K[]
): { readonly page: Extract<Page, { kind: K }>; readonly language: Language } {
  const address = addressAt(pathOf(url));
  if (!address || !(kinds as PageKind[]).includes(address.page.kind)) {
    throw new Response("Not Found", { status: 404 });
  }
  return { page: address.page as Extract<Page, { kind: K }>, language: address.language };
}

/** What every page shows around its own screen: its head, its breadcrumb, its heading. */
export interface PageFrame {
  /** The page's address in its language: `/length`, `/es/longitud`. */
  readonly path: string;
  readonly language: Language;
  readonly title: string;
  readonly description: string;
  readonly head: PageHead;
  readonly crumb: string;
}

export function frameOf(page: Page, language: Language = "en"): PageFrame {
  const words = pageWords(page, language);
  const head = pageHead(page, language);
  return {
    path: head.path,
    language,
    title: words.title,
    description: words.description,
    head,
    crumb: words.label,
  };
}

/**
 * A view builder that builds each page's view once per language: pages are constants, and both the
 * loader (for what hydrates) and the server render (for what does not) ask for it.
 */
export function perPage<P extends object, V>(
  build: (page: P, language: Language) => V,
): (page: P, language?: Language) => V {
  const built = new Map<Language, WeakMap<P, V>>();
  return (page, language = "en") => {
    let views = built.get(language);
    if (!views) {
      views = new WeakMap();
      built.set(language, views);
    }
    let view = views.get(page);
    if (view === undefined) {
      view = build(page, language);
      views.set(page, view);
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
