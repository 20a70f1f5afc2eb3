/**
 * Hydration starts after the first paint (docs/decisions/013-hydrate-after-paint.md). Applied by
 * `npm run build` to every prerendered page (scripts/hydrate-after-paint.ts), and by the server to
 * each shared address it renders (address-pages.ts), so that both paint the same way.
 *
 * React Router's <Scripts> names the page's modules twice: as `<link rel="modulepreload">` in the
 * head, which the browser fetches as soon as it reads them, and in an inline module script whose
 * static imports load the route modules and which then imports the client entry. This pass takes
 * the preload links out of the HTML and rewrites that script so that it first waits for the first
 * frame, then adds the same preload links and imports the same modules. The page paints from its
 * HTML and inline stylesheet alone; the modules neither share the network with the document nor,
 * arriving early on a fast network, run and hydrate before the browser has painted.
 *
 * The script element stays where React Router rendered it, so hydration finds the markup it
 * expects (React does not compare an inline script's text), and the server hashes the rewritten
 * text into the page's CSP as it does for every inline script. React adopts the added preload
 * links as its own when it hydrates the head.
 *
 * What would make it unnecessary: React Router starting its entry after the first paint itself
 * (no option of v8's `<Scripts>` does), or Lighthouse no longer counting modules that finish
 * before the observed paint into its simulated LCP (decision 013, "Re-measured on React Router 8").
 *
 * How it fails loudly: it rewrites React Router's output by three patterns. When a page names
 * module preloads but no module script, when the script no longer imports route modules and then
 * the entry, or when a page has the script but no preload, it throws, and with it `npm run build`
 * and the address page (hydrate-after-paint.test.ts, "fails the build when React Router's output
 * is not the form it rewrites"). tests/e2e/first-paint.spec.ts ("modules are requested after the first frame, and the page
 * hydrates") checks built pages end to end.
 */
const PRELOAD_LINK = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";\n/gm;
/**
 * The first statement of a rewritten script: it resolves once the first frame is out (a timeout
 * run from the frame's animation callback), or after at most a second when no frame comes, as in
 * a background tab, where animation frames wait for the tab to be shown.
 */
const AFTER_FIRST_FRAME =
  "await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 1000); });";

/** The page with its hydration deferred to after the first paint; other HTML unchanged. */
export function hydrateAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  const hrefs = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1] as string);
  if (!script) {
    if (hrefs.length > 0) throw new Error("module preloads without React Router's module script");
    return html; // not a React Router page (the offline page)
  }
  const [whole, open = "", code = "", close = ""] = script;
  if (code.includes(AFTER_FIRST_FRAME)) return html;
  const routes = [...code.matchAll(ROUTE_IMPORT)].map((m) => ({ name: m[1], url: m[2] }));
  if (routes.length === 0 || !code.includes("import(")) {
    throw new Error("React Router's module script no longer has the form this pass rewrites");
  }
  // Without them the page would still hydrate, but nothing would preload its modules any more.
  if (hrefs.length === 0) {
    throw new Error("React Router's page names no module preloads: their form has changed");
  }
  const rewritten = [
    AFTER_FIRST_FRAME,
    `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${routes.map((r) => r.name).join(", ")}] = await Promise.all([${routes.map((r) => `import(${JSON.stringify(r.url)})`).join(", ")}]);`,
    code.replace(ROUTE_IMPORT, ""),
  ].join("\n");
  return html.replace(PRELOAD_LINK, "").replace(whole, () => open + rewritten + close);
}
