import { languageOfPrefix } from "../../site/i18n/languages";
import { webManifest } from "../../site/web-manifest.server";
import type { Route } from "./+types/manifest";

/**
 * A language's web app manifest, prerendered to build/client/manifest.webmanifest and
 * build/client/<language>/manifest.webmanifest.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPrefix(new URL(request.url).pathname);
  return new Response(JSON.stringify(webManifest(language)), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
