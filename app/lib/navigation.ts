import { redirectDocument } from "react-router";

/**
 * What a client navigation takes from the target page's prerendered document: the markup of its
 * static blocks (app/components/static.tsx) and its own head elements. The document is the one
 * source of a page's text: the hydration data carries none of it.
 */
export interface NavigatedDocument {
  readonly statics: Readonly<Record<string, string>>;
  /** The page's own head elements, serialised. */
  readonly head: readonly string[];
}

/** The head elements that differ from page to page (components/document-head.tsx renders them). */
export const PAGE_HEAD = [
  "title",
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(", ");

/** The parts of a document a navigation needs. */
export function navigatedDocument(html: string): NavigatedDocument {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const statics: Record<string, string> = {};
  for (const block of doc.querySelectorAll("[data-static]")) {
    statics[block.getAttribute("data-static") ?? ""] = block.innerHTML;
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
    response = await fetch(url.pathname, {
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

/** Puts the page's own head elements in place of the previous page's. */
export function applyHead(head: readonly string[]): void {
  for (const element of document.head.querySelectorAll(PAGE_HEAD)) element.remove();
  const template = document.createElement("template");
  template.innerHTML = head.join("");
  document.head.append(template.content);
}

/**
 * The in-app address a click on a link of a static block asks for, or undefined when the browser
 * should follow the link itself: a modified or non-primary click, another origin or window, a
 * download, a file (`/sitemap.xml`), or a jump within the page. Static markup holds plain `<a>`
 * elements, not React Router's <Link>s; this gives them the same client navigation.
 */
export function inAppTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !link.closest("[data-static]")) return undefined;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  if (url.pathname === window.location.pathname && url.hash) return undefined;
  return url.pathname + url.search + url.hash;
}
