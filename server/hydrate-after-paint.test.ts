import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateAfterPaint } from "./hydrate-after-paint.ts";

/** A module whose URL is its source: Node imports it without a file (and counts the imports). */
const module = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;

/**
 * What React Router 8 renders (its <Scripts>), trimmed to what the pass reads. Its modules are
 * new to each test (`tag`): Node imports a URL once.
 */
function reactRouterPage(tag: string) {
  const mod = (id: string) =>
    module(`globalThis.imported.push("${id}"); export const id = "${id}"; // ${tag}`);
  const entry = mod("entry");
  const html = `<html><head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="${entry}"/><link rel="modulepreload" fetchpriority="low" href="/assets/chunk.js"/></head><body><main>Text</main><script type="module" async="">;
import * as route0 from "${mod("root")}";
import * as route1 from "${mod("page")}";
  window.__reactRouterManifest = { "version": "1" };
  window.__reactRouterRouteModules = {"root":route0,"page:/length":route1};

import("${entry}");</script><script>window.__reactRouterContext = {};</script></body></html>`;
  return { html, entry };
}
const page = reactRouterPage("static").html;

const scriptOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("hydration after the first paint", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the preload links out and leaves everything else of the page in place", () => {
    const html = hydrateAfterPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html.replace(scriptOf(html), "")).toBe(
      page.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(scriptOf(page), ""),
    );
    expect(scriptOf(html)).not.toMatch(/^import /m);
  });

  it("runs nothing before the first frame, then preloads, imports and starts the app", async () => {
    const imported: string[] = [];
    const preloaded: { rel: string; href: string }[] = [];
    let frame: (() => void) | undefined;
    vi.stubGlobal("imported", imported);
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => {
      frame = callback;
    });
    vi.stubGlobal("document", {
      createElement: () => ({}),
      head: { append: (link: { rel: string; href: string }) => preloaded.push(link) },
    });
    const { html, entry } = reactRouterPage("frame");
    const ran = import(/* @vite-ignore */ module(scriptOf(hydrateAfterPaint(html))));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([imported, preloaded]).toEqual([[], []]);

    frame?.();
    await ran;
    await vi.waitFor(() => expect(imported).toContain("entry"));
    expect(preloaded).toEqual([
      { rel: "modulepreload", href: entry },
      { rel: "modulepreload", href: "/assets/chunk.js" },
    ]);
    const routes = (globalThis as { __reactRouterRouteModules?: Record<string, { id: string }> })
      .__reactRouterRouteModules;
    expect(routes?.root?.id).toBe("root");
    expect(routes?.["page:/length"]?.id).toBe("page");
    expect(imported.indexOf("entry")).toBeGreaterThan(imported.indexOf("page"));
  });

  it("starts anyway after a second without a frame (a tab in the background)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const imported: string[] = [];
    vi.stubGlobal("imported", imported);
    vi.stubGlobal("window", globalThis);
    vi.stubGlobal("requestAnimationFrame", () => {});
    vi.stubGlobal("document", { createElement: () => ({}), head: { append: () => {} } });
    try {
      const { html } = reactRouterPage("no frame");
      const ran = import(/* @vite-ignore */ module(scriptOf(hydrateAfterPaint(html))));
      await vi.advanceTimersByTimeAsync(999);
      expect(imported).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await ran;
      await vi.waitFor(() => expect(imported).toContain("entry"));
    } finally {
      vi.useRealTimers();
    }
  });

  it("changes a page once: a second pass leaves it as it is", () => {
    const once = hydrateAfterPaint(page);
    expect(hydrateAfterPaint(once)).toBe(once);
  });

  it("leaves a page without React Router's scripts alone (the offline page)", () => {
    const offline = "<html><body><p>Offline</p><script>1</script></body></html>";
    expect(hydrateAfterPaint(offline)).toBe(offline);
  });

  it("fails the build when React Router's output is not the form it rewrites", () => {
    expect(() => hydrateAfterPaint('<link rel="modulepreload" href="/a.js"/>')).toThrow();
    const changed = page.replace(/import \* as (route\d+) from/g, "import { default as $1 } from");
    expect(() => hydrateAfterPaint(changed)).toThrow(/no longer has the form/);
    const unpreloaded = page.replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(() => hydrateAfterPaint(unpreloaded)).toThrow(/no module preloads/);
  });
});
