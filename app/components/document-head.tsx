import { PREVIEW_REDIRECT } from "~/lib/preview";
import { useServerRender } from "~/lib/server-view";
import { STYLESHEET_ID } from "~/lib/stylesheet";
import { THEME_BOOTSTRAP } from "~/lib/theme";
import { site } from "../../site/config";
import { APPLE_TOUCH_ICON, THEME_COLOR } from "../../site/web-manifest";
import css from "../app.css?inline";
import { JsonLd } from "./json-ld";

/**
 * Everything in <head>, rendered on the server only (root.tsx). Nothing here changes while a page
 * is open, so the browser does not render it again: React leaves in <head> what it did not render
 * itself, and the browser bundle carries neither the stylesheet nor the head's scripts. A client
 * navigation swaps the page's own elements (lib/navigation.ts, PAGE_HEAD) for the target's.
 *
 * The stylesheet is inline, so that the first paint waits for no other request (decision 012).
 */
export function DocumentHead() {
  const { head } = useServerRender().view;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="color-scheme" content="light dark" />
      <meta name="theme-color" content={THEME_COLOR} />
      {site.preview && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, sends preview readers to the canonical origin
        <script dangerouslySetInnerHTML={{ __html: PREVIEW_REDIRECT }} />
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, run before paint */}
      <script dangerouslySetInnerHTML={{ __html: THEME_BOOTSTRAP }} />
      <title>{head.title}</title>
      {"canonical" in head && (
        <>
          <meta name="description" content={head.description} />
          <meta name="keywords" content={head.keywords} />
        </>
      )}
      <meta name="robots" content={head.robots} />
      {"canonical" in head && (
        <>
          <link rel="canonical" href={head.canonical} />
          <meta property="og:type" content="website" />
          <meta property="og:title" content={head.title} />
          <meta property="og:description" content={head.description} />
          <meta property="og:url" content={head.canonical} />
          <meta property="og:image" content={head.image} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={head.title} />
          <meta name="twitter:description" content={head.description} />
          <meta name="twitter:image" content={head.image} />
          <JsonLd data={head.jsonLd} />
        </>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, from the build */}
      <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.png" type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
      <link rel="manifest" href="/manifest.webmanifest" />
      {/* A third-party analytics script only when the operator configures one (decisions.md). */}
      {site.analyticsScriptUrl && <script async src={site.analyticsScriptUrl} />}
    </>
  );
}
