/**
 * Writes the service worker and what it needs into the client build, after both Vite builds and
 * before server/precompress.ts (so these files get their .br and .gz too). Not vite-plugin-pwa:
 * its worker is generated before React Router prerenders the pages (decision 011).
 *
 *   build/client/offline.html         what a page never saved shows without a connection (and
 *                                     es/offline.html… in each language)
 *   build/client/route-manifest.json  React Router's routes, to answer /__manifest offline
 *   build/client/sw.js                workbox-build's generateSW, one file, no importScripts
 *
 * The worker precaches the app shell (hashed JS and CSS, icons, web manifest) and the document and
 * .data of every unit converter page, the home page, /case and /number-base, so they all work
 * offline after one visit; other pages are cached as they are visited. The search box's index
 * (/query-index.json) is precached too: with the lazily loaded chunks among the hashed JS, the box
 * answers offline. See docs/decisions/011-service-worker.md.
 */
import { existsSync } from "node:fs";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { generateSW, type RuntimeCaching } from "workbox-build";
import { stylesheetOf } from "../app/lib/stylesheet.ts";
import { THEME_BOOTSTRAP } from "../app/lib/theme.ts";
import { pages } from "../site/catalog/catalog.ts";
import type { PageKind } from "../site/catalog/page.ts";
import { homePath, LANGUAGE_TAGS, LANGUAGES } from "../site/i18n/languages.ts";
import { translator } from "../site/i18n/text/index.ts";
import { QUERY_INDEX_PATH } from "../site/query/query-index.ts";
import { siteConfigFromEnv } from "../site.config.ts";
import { offlinePageHtml } from "./offline-page.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT = `${ROOT}build/client`;

/** The pages that work offline from the first visit on: every converter of units, and the tools. */
const OFFLINE_KINDS = new Set<PageKind>(["home", "category", "pair", "temperature-pair", "tool"]);
const offlinePaths = pages.filter((p) => OFFLINE_KINDS.has(p.kind)).map((p) => p.path);

/** The prerendered files of a page: its document and the data client navigations fetch. */
const documentFile = (path: string) =>
  path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
// React Router 8 asks for the root's data as `/_.data` (v7: `/_root.data`).
const dataFile = (path: string) => (path === "/" ? "_.data" : `${path.slice(1)}.data`);

/** The URL a build file answers, as the server maps it: `length/index.html` is `/length`. */
function urlOf(file: string): string {
  if (file === "index.html") return "/";
  return `/${file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) : file}`;
}

const build = (await import(pathToFileURL(`${ROOT}build/server/index.js`).href)) as ServerBuild;
const site = siteConfigFromEnv(process.env);

// The stylesheet every page carries inline (root.tsx): the offline page carries the same.
const stylesheet = stylesheetOf(await readFile(`${CLIENT}/index.html`, "utf8"));
if (stylesheet === undefined) throw new Error("index.html carries no inline stylesheet");
// One per language, at its prefix (`/es/offline.html`): the worker answers a page of /es/ with it.
for (const language of LANGUAGES) {
  const t = translator(language);
  const home = homePath(LANGUAGE_TAGS[language]);
  await writeFile(
    `${CLIENT}${language === "en" ? "" : `/${language}`}/offline.html`,
    offlinePageHtml({
      name: site.name,
      stylesheet,
      themeScript: THEME_BOOTSTRAP,
      lang: LANGUAGE_TAGS[language],
      words: { title: t("offline.title"), text: t("offline.text"), home: t("offline.home") },
      home,
    }),
  );
}
// The same routes /__manifest answers from, for this build's version only.
await writeFile(
  `${CLIENT}/route-manifest.json`,
  JSON.stringify({ version: build.assets.version, routes: build.assets.routes }),
);

/** A page's route has data of its own (what hydrates) when its module has a loader. */
const hasData = (path: string) => Boolean(build.routes[`page:${path}`]?.module.loader);
const pageFiles = offlinePaths.flatMap((path) => [
  documentFile(path),
  ...(hasData(path) ? [dataFile(path)] : []),
]);
/** What the search box loads on first use besides its chunks (app/components/search/load-query.ts). */
const QUERY_INDEX = QUERY_INDEX_PATH.slice(1);
const missing = [...pageFiles, QUERY_INDEX].filter((file) => !existsSync(`${CLIENT}/${file}`));
if (missing.length > 0) throw new Error(`not built: ${missing.join(", ")}`);

/**
 * What the worker does besides serving the precache. The functions below are copied into sw.js as
 * their source text: they may use only what a service worker has (no imports, no closures), and
 * must declare no named inner function (tsx would wrap it in a helper the worker lacks).
 */
const runtimeCaching: RuntimeCaching[] = [
  {
    // Pages not precached: the network first, then the copy kept when the page was last opened,
    // then the offline page. Never the API.
    urlPattern: ({ request, url }) =>
      request.mode === "navigate" && !url.pathname.startsWith("/api/"),
    handler: "NetworkFirst",
    options: {
      cacheName: "pages",
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 50 },
      cacheableResponse: { statuses: [200] },
      // The offline page of the address's language (`/es/...` → `/es/offline.html`), or English's.
      plugins: [
        {
          handlerDidError: async ({ request }) => {
            const first = new URL(request.url).pathname.split("/")[1];
            const own = first
              ? await caches.match(`/${first}/offline.html`, { ignoreSearch: true })
              : undefined;
            return own ?? (await caches.match("/offline.html", { ignoreSearch: true }));
          },
        },
      ],
    },
  },
  {
    // The documents in-app navigations take a page's text from (app/framework/document-navigation.ts): the network
    // first, then the copy kept from an earlier visit. Offline and never saved: a 204, on which the
    // app opens the address itself, and the rule above answers that with the offline page.
    urlPattern: ({ request, url }) =>
      request.mode !== "navigate" &&
      request.headers.get("Accept") === "text/html" &&
      !url.pathname.startsWith("/api/"),
    handler: "NetworkFirst",
    options: {
      cacheName: "pages",
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 50 },
      cacheableResponse: { statuses: [200] },
      plugins: [{ handlerDidError: async () => new Response(null, { status: 204 }) }],
    },
  },
  {
    // The data of an in-app navigation (`/about.data?_routes=...`). Offline and never saved, it is
    // answered with React Router's own "reload this document" redirect, so the reader gets the
    // document (saved, or the offline page) instead of an error screen.
    urlPattern: ({ url }) => url.pathname.endsWith(".data") && !url.pathname.startsWith("/api/"),
    handler: "NetworkFirst",
    options: {
      cacheName: "page-data",
      networkTimeoutSeconds: 3,
      expiration: { maxEntries: 50 },
      cacheableResponse: { statuses: [200] },
      plugins: [
        {
          handlerDidError: async ({ request }) => {
            const url = new URL(request.url);
            url.searchParams.delete("_routes");
            const path = url.pathname === "/_.data" ? "/" : url.pathname.slice(0, -5);
            return new Response(null, {
              status: 204,
              headers: { "X-Remix-Redirect": path + url.search, "X-Remix-Reload-Document": "true" },
            });
          },
        },
      ],
    },
  },
  {
    // React Router asks the server which routes the links on a page lead to. Offline, the answer
    // comes from this build's route list (all routes: the router ignores those it knows); for a
    // page of another build, the same "reload the document" answer the server gives.
    urlPattern: ({ url }) => url.pathname === "/__manifest",
    handler: async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const saved = await caches.match("/route-manifest.json", { ignoreSearch: true });
        if (!saved) throw error;
        const { version, routes } = await saved.json();
        if (new URL(request.url).searchParams.get("version") === version) {
          return Response.json(routes);
        }
        return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
      }
    },
  },
];

/**
 * Tells the open pages a new version took over (docs/spec/site.md §4.7, APP_UPDATED), so a second
 * tab offers to reload when the first one applied the update. Only after an update: an install with
 * an active worker leaves a mark, which activation consumes; a first install has none.
 */
const APP_UPDATED_SNIPPET = `
self.addEventListener("install", (event) => {
  if (self.registration.active) {
    event.waitUntil(caches.open("app-update").then((cache) => cache.put("/updated", new Response(""))));
  }
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.open("app-update").then(async (cache) => {
      if (!(await cache.delete("/updated"))) return;
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) client.postMessage({ type: "APP_UPDATED" });
    }),
  );
});
`;

const swDest = `${CLIENT}/sw.js`;
const { count, size, warnings } = await generateSW({
  globDirectory: CLIENT,
  globPatterns: [
    "assets/**/*.{js,css}",
    "icons/*.png",
    "favicon.{svg,png}",
    "manifest.webmanifest",
    "*/manifest.webmanifest",
    "offline.html",
    "*/offline.html",
    "route-manifest.json",
    QUERY_INDEX,
    // The box's words of each language beside English (site/query/language-pack.ts).
    "*/query-words.json",
    ...pageFiles,
  ],
  manifestTransforms: [
    (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: urlOf(entry.url) })) }),
  ],
  // Hashed names change with their content: no revision needed.
  dontCacheBustURLsMatching: /^assets\//,
  // A shared address (`/length?v=3&from=m`) gets the saved page, which applies it as it hydrates
  // (the server renders it instead: decision 020), so the precache answers by path alone.
  ignoreURLParametersMatching: [/./],
  runtimeCaching,
  swDest,
  mode: "production",
  skipWaiting: false,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
});
for (const warning of warnings) console.warn(`generate-service-worker: ${warning}`);

const minimum = pageFiles.length + 6;
if (count < minimum) throw new Error(`precache holds ${count} files, expected at least ${minimum}`);
await appendFile(swDest, APP_UPDATED_SNIPPET);
if ((await readFile(swDest, "utf8")).includes("__name(")) {
  throw new Error(
    "sw.js calls __name(): a runtimeCaching function declares a named inner function",
  );
}
console.log(
  `sw.js: ${count} files precached (${(size / 1e6).toFixed(1)} MB), ${offlinePaths.length} pages offline`,
);
