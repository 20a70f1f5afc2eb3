import { site } from "../../site/config";

/**
 * docs/spec/decisions.md "Preview hosts": a preview build, wherever it is served, sends the reader
 * to the same path and query on the canonical origin. Inlined as text at the top of <head>; the
 * server's CSP allows it by its hash like every other inline script of the page.
 */
export function previewRedirectScript(canonicalOrigin: string): string {
  // JSON is a JavaScript string literal; `<` escaped so no text can close the script element.
  const origin = JSON.stringify(canonicalOrigin).replace(/</g, "\\u003c");
  return `if(location.origin!==${origin})location.replace(${origin}+location.pathname+location.search+location.hash);`;
}

/** The script of this build; the document head renders it, on the server, when `site.preview` is set. */
export const PREVIEW_REDIRECT = /* @__PURE__ */ previewRedirectScript(site.url);
