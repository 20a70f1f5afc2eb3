/**
 * Document navigation: a navigation in the app takes the target page's text from its prerendered
 * document, and links inside static markup navigate in the app.
 *
 * Why: static blocks (static-markup.tsx) carry no code and their text is not in the hydration
 * data, so a client navigation has nowhere else to find the next page's text and head than its
 * document (docs/decisions/016-static-markup.md, "Client navigation takes a page's text from its
 * document"). The root's `clientLoader` fetches and parses it (`fetchDocument`), `shouldRevalidate`
 * limits that to a change of path (`isOtherDocument`), the root applies the head
 * (`useNavigatedHead`), and static markup's plain `<a>` elements get React Router's client
 * navigation from one delegated click handler (`useInAppLinks`), as its `<Link>`s have.
 *
 * What would make it unnecessary: the same as for static markup: React Server Components in React
 * Router (each navigation's payload would carry the server's markup), or React hydrating server
 * markup as served. The click handler alone would go if static markup could hold React Router's
 * `<Link>`s, which needs the same.
 *
 * How it fails loudly: it relies on React Router calling the root's `clientLoader` on every
 * navigation that `shouldRevalidate` lets through, with the navigation's `Request` and its abort
 * signal, on `redirectDocument` making the browser open the address itself, on
 * `useRouteLoaderData("root")` reading what the loader returned (static-markup.tsx) and on
 * `navigate()` doing what a `<Link>` does. tests/e2e/static-markup.spec.ts pins each: "a
 * navigation in the app shows the target's text and head, as its own document has them" (the body
 * block and the head are the target document's, back goes back, the page did not reload), "a link
 * in static markup navigates in the app, and the new page converts"; tests/e2e/pwa.spec.ts, "a
 * converter page opened before reloads and converts, and in-app links still work", pins the
 * offline path (the service worker's 204 for a page never saved, then the browser opening the
 * address itself and getting the offline page).
 */
import { useEffect } from "react";
import { redirectDocument, type ShouldRevalidateFunctionArgs, useNavigate } from "react-router";
import { SEARCH_PATHS } from "../../site/query/search-path";
import { learnDocumentUi, STATIC_ATTRIBUTE, UI_TEXT_ID } from "./static-markup";

/**
 * The one page whose document depends on its query: the answer page (in each language), rendered
 * for each question. Every other page's document is its path's, whatever the query (a shared
 * address applies its query in the browser).
 */
const BY_QUERY = new Set(Object.values(SEARCH_PATHS));

/** The address of a page's document. */
const documentOf = (url: URL) =>
  BY_QUERY.has(url.pathname) ? url.pathname + url.search : url.pathname;

/**
 * What a client navigation takes from the target page's prerendered document: the markup of its
 * static blocks and its own head elements. The document is the one source of a page's text: the
 * hydration data carries none of it.
 */
export interface NavigatedDocument {
  readonly statics: Readonly<Record<string, string>>;
  /** The page's own head elements, serialised. */
  readonly head: readonly string[];
}

/** The head elements that differ from page to page (components/document-head.tsx renders them). */
const PAGE_HEAD = [
  "title",
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(", ");

/** The parts of a document a navigation needs. */
function navigatedDocument(html: string): NavigatedDocument {
  const doc = new DOMParser().parseFromString(html, "text/html");
  // Its hydrated words: the same language's, and a tool's own when it is one.
  learnDocumentUi(doc.getElementById(UI_TEXT_ID)?.textContent);
  const statics: Record<string, string> = {};
  for (const block of doc.querySelectorAll(`[${STATIC_ATTRIBUTE}]`)) {
    statics[block.getAttribute(STATIC_ATTRIBUTE) ?? ""] = block.innerHTML;
  }
  return { statics, head: [...doc.head.querySelectorAll(PAGE_HEAD)].map((e) => e.outerHTML) };
}

/**
 * Fetches the target's document (the same file a visitor opening it gets, from memory or the
 * service worker's cache). A 404 is a document too: the not-found page. When there is none, the
 * browser opens the address itself, so the reader gets the page, its saved copy or the offline
 * page: offline (the service worker then answers 204, scripts/generate-service-worker.ts), on a
 * server error, or when the network fails.
 */
export async function fetchDocument(request: Request): Promise<NavigatedDocument> {
  const url = new URL(request.url);
  const openInstead = () => redirectDocument(url.pathname + url.search);
  let response: Response;
  try {
    response = await fetch(documentOf(url), {
      headers: { Accept: "text/html" },
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal.aborted) throw error;
    throw openInstead();
  }
  if (response.status !== 200 && response.status !== 404) throw openInstead();
  return navigatedDocument(await response.text());
}

/**
 * Another page, another document; a new query string on the same page keeps its own, but for the
 * answer page's, another question.
 */
export function isOtherDocument({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return documentOf(currentUrl) !== documentOf(nextUrl);
}

/** Puts the page's own head elements in place of the previous page's. */
function applyHead(head: readonly string[]): void {
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove();
  const template = document.createElement("template");
  template.innerHTML = head.join("");
  document.head.append(template.content);
}

/** After a navigation in the app (the root's loader data: none on the first view), its head. */
export function useNavigatedHead(navigated: NavigatedDocument | null | undefined): void {
  useEffect(() => {
    if (navigated) applyHead(navigated.head);
  }, [navigated]);
}

/**
 * The in-app address a click on a link of a static block asks for, or undefined when the browser
 * should follow the link itself: a modified or non-primary click, another origin or window, a
 * download, a file (`/sitemap.xml`), a jump within the page, or a page in another language. Static markup holds plain `<a>`
 * elements, not React Router's <Link>s; this gives them the same client navigation.
 */
function inAppTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${STATIC_ATTRIBUTE}]`)) {
    return undefined;
  }
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  if (url.pathname === window.location.pathname && url.hash) return undefined;
  // Another language is another document: its words, its hydrated text, <html lang>. The server
  // marks every link to another language's page so (site/links.ts; the language switch).
  if (link.hreflang && link.hreflang !== document.documentElement.lang) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The attribute of a link that takes the address's state (`?v=…&from=…`, `#…`) along. */
export const KEEP_STATE = "data-keep-state";

/**
 * A link that keeps the address's state (the language switch: components/language-switch.tsx)
 * takes the current query and fragment along as it is followed, so that `?v=5&from=ft&to=cm` opens
 * the same conversion in another language.
 */
function keepState(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.(`a[${KEEP_STATE}]`);
  if (!(link instanceof HTMLAnchorElement)) return;
  link.search = window.location.search;
  link.hash = window.location.hash;
}

/** Links in static markup navigate in the app, as React Router's <Link>s do (one listener). */
export function useInAppLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      keepState(event);
      const to = inAppTarget(event);
      if (to === undefined) return;
      event.preventDefault();
      navigate(to);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
