import { pageAt } from "./catalog/catalog.ts";
import { site } from "./config.ts";
import { BACKGROUND_COLOR, THEME_COLOR } from "./web-manifest.ts";

/** Drawn by scripts/generate-icons.ts from the favicon's mark (public/icons). */
const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** The web app manifest that makes the site installable (/manifest.webmanifest). */
export function webManifest() {
  return {
    id: "/",
    name: site.name,
    short_name: site.name,
    description: pageAt("/")?.description ?? "",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["utilities", "education"],
    icons: MANIFEST_ICONS,
  };
}
