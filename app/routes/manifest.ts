import { webManifest } from "../../site/web-manifest.server";

/** The web app manifest, prerendered to build/client/manifest.webmanifest. */
export function loader() {
  return new Response(JSON.stringify(webManifest()), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
