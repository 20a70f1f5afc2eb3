/**
 * Lazy chunks loaded by URL: the one `import()` of a module that a `?chunk-url` import names.
 *
 * Why: Vite wraps every `import("./module")` of the browser build in its preload helper, whose
 * code (0.7 KB gzip) then travels in the importing chunk: on pages with no other lazy import, more
 * than the first-view budget of issue 15 allows (docs/decisions/022-search-box.md, "No preload
 * helper"). So `import url from "./module?chunk-url"` (scripts/chunk-url.ts, the Vite plugin) gives
 * the module's chunk URL instead, and this loads it. Every lazy module of the app loads this way:
 * the search popup and its answerer, the select filter, the full number reader, the rate history
 * and the currency options that follow the rates.
 *
 * What would make it unnecessary: Vite leaving a dynamic `import()` unwrapped when there is
 * nothing to preload (the chunk's imports are already loaded), or an option that turns its preload
 * helper off for the client build; `build.modulePreload: false` does not (Vite 7 inserts the
 * helper whatever it says).
 *
 * How it fails loudly: the URL is relative (`"./search-popup-<hash>.js"`, shorter in the first view
 * than an absolute one), and `import()` resolves it against the module that calls it, which is
 * this module's chunk, not the chunk the URL was written in. The plugin therefore fails the build
 * when a URL would leave the directory its chunk is in (all chunks sit in assets/ today). Its output
 * (a chunk of its own, a relative URL in the importer, no preload helper) is pinned by
 * scripts/chunk-url.test.ts, which builds a two-module app with Vite; loading in the browser by the
 * end-to-end tests that wait for a lazy chunk: tests/e2e/search-box.spec.ts ("what answers loads on
 * first use, not with the page"), tests/e2e/rate-history.spec.ts ("is not in the first view: its
 * code loads when it scrolls into view, and draws a year") and tests/e2e/unit-picker.spec.ts (the
 * filter). `ChunkUrl` is what a `?chunk-url` import gives (chunk-url.d.ts): any other string is a
 * type error here.
 */

declare const chunk: unique symbol;

/** The URL of a module's chunk, as `import url from "./module?chunk-url"` gives it. */
export type ChunkUrl = string & { readonly [chunk]: true };

/**
 * The module whose chunk `url` names, typed as the caller says it is:
 * `loadChunk<typeof import("./search-popup")>(popupUrl)`. Rejects when the chunk cannot be loaded
 * (offline before the service worker had it); callers let a later use try again.
 */
export function loadChunk<Module>(url: ChunkUrl): Promise<Module> {
  return import(/* @vite-ignore */ url) as Promise<Module>;
}
