import { useLocation } from "react-router";
import { UI_TEXT_ID, useServerRender } from "~/framework/static-markup";
import { PREVIEW_REDIRECT } from "~/lib/preview";
import { STYLESHEET_ID } from "~/lib/stylesheet";
import { THEME_BOOTSTRAP } from "~/lib/theme";
import { site } from "../../site/config";
import { converterAddress } from "../../site/views/converter-address";
import type { PageView } from "../../site/views/render.server";
import { APPLE_TOUCH_ICON, manifestPath, THEME_COLOR } from "../../site/web-manifest";
import css from "../app.css?inline";
import { resultLine, stateAt } from "./converter/address-state";
import { computeWith } from "./converter/converter-data";
import { JsonLd } from "./json-ld";

/**
 * The answer of a converter page's shared address ("5.5 ft = 167.64 cm"), which its description
 * states first: a link shared in a chat shows it in its preview. The canonical link stays the bare
 * page, so search engines keep one page per converter whatever the variants say.
 */
function addressAnswer(view: PageView, search: string): string | undefined {
  if (view.screen !== "converter") return undefined;
  const data = view.converter;
  const address = converterAddress(new URLSearchParams(search), data);
  if (!address) return undefined;
  return resultLine(
    stateAt(data, address, computeWith(data.units, data.display, data.marks)),
    data.units,
  );
}

/**
 * Everything in <head>, rendered on the server only (root.tsx). Nothing here changes while a page
 * is open, so the browser does not render it again: React leaves in <head> what it did not render
 * itself, and the browser bundle carries neither the stylesheet nor the head's scripts. A client
 * navigation swaps the page's own elements (framework/document-navigation.ts, PAGE_HEAD) for the target's.
 *
 * The stylesheet is inline, so that the first paint waits for no other request (decision 012).
 */
export function DocumentHead() {
  const { view, ui, language } = useServerRender();
  const { head } = view;
  const answer = addressAnswer(view, useLocation().search);
  const description = "canonical" in head && answer ? `${answer}. ${head.description}` : undefined;
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
          <meta name="description" content={description ?? head.description} />
          <meta name="keywords" content={head.keywords} />
        </>
      )}
      <meta name="robots" content={head.robots} />
      {"canonical" in head && (
        <>
          <link rel="canonical" href={head.canonical} />
          {head.alternates.map((a) => (
            <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
          ))}
          <meta property="og:type" content="website" />
          <meta property="og:title" content={head.title} />
          <meta property="og:description" content={description ?? head.description} />
          <meta property="og:url" content={head.canonical} />
          <meta property="og:image" content={head.image} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={head.title} />
          <meta name="twitter:description" content={description ?? head.description} />
          <meta name="twitter:image" content={head.image} />
          <JsonLd data={head.jsonLd} />
        </>
      )}
      {/* The words of what hydrates, in the page's language (framework/static-markup.tsx useUi); "<" escaped, so
          that no text can close the element. */}
      <script
        type="application/json"
        id={UI_TEXT_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own catalogue, as JSON
        dangerouslySetInnerHTML={{ __html: JSON.stringify(ui).replaceAll("<", "\\u003c") }}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, from the build */}
      <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.png" type="image/png" sizes="192x192" />
      <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
      <link rel="manifest" href={manifestPath(language)} />
      {/* A third-party analytics script only when the operator configures one
          (docs/spec/decisions.md). */}
      {site.analyticsScriptUrl && <script async src={site.analyticsScriptUrl} />}
    </>
  );
}
