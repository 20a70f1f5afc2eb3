import { pageAt } from "./catalog/catalog.ts";
import { site } from "./config.ts";
import { pathIn } from "./i18n/addresses.ts";
import { LANGUAGE_TAGS, type Language } from "./i18n/languages.ts";
import { pageWords } from "./i18n/page-words.ts";
import { BACKGROUND_COLOR, THEME_COLOR } from "./web-manifest.ts";

/** Drawn by scripts/generate-icons.ts from the favicon's mark (public/icons). */
const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/**
 * The web app manifest that makes the site installable, in a language: /manifest.webmanifest in
 * English, /es/manifest.webmanifest and so on (manifestPath). Each language's app starts at that
 * language's home page, and is an app of its own (`id`).
 */
export function webManifest(language: Language = "en") {
  const home = pageAt("/");
  if (!home) throw new Error("The catalog has no home page");
  const start = pathIn(home, language) ?? "/";
  return {
    id: start,
    name: site.name,
    short_name: site.name,
    description: pageWords(home, language).description,
    lang: LANGUAGE_TAGS[language],
    start_url: start,
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["utilities", "education"],
    icons: MANIFEST_ICONS,
  };
}
