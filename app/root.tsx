import { useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { site } from "../site/config";
import { shellLinks } from "../site/links";
import { APPLE_TOUCH_ICON, THEME_COLOR } from "../site/web-manifest";
import type { Route } from "./+types/root";
import css from "./app.css?inline";
import { Breadcrumb } from "./components/breadcrumb";
import { ErrorScreen } from "./components/error-screen";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { UpdateBanner } from "./components/update-banner";
import { type Edit, editsBeforeHydration, replayEdits } from "./lib/edits-before-hydration";
import { recordPageView } from "./lib/page-views";
import { PREVIEW_REDIRECT } from "./lib/preview";
import { STYLESHEET_ID } from "./lib/stylesheet";
import { THEME_BOOTSTRAP } from "./lib/theme";
import { registerServiceWorker } from "./pwa/register";

/**
 * What the head carries inline: the stylesheet, so that the first paint waits for no other request
 * (docs/decisions/012-first-paint.md), and the scripts that must run before that paint. The server
 * renders their text; the browser, which must not download it again inside the JavaScript,
 * hydrates each element with the text already in the page. One object per element for every
 * render: React rewrites innerHTML whenever this prop is a new object.
 */
const inPage = (id: string) => ({ __html: document.getElementById(id)?.textContent ?? "" });
const THEME_SCRIPT_ID = "theme-bootstrap";
const PREVIEW_SCRIPT_ID = "preview-redirect";
const STYLESHEET = import.meta.env.SSR ? { __html: css } : inPage(STYLESHEET_ID);
const THEME_SCRIPT = import.meta.env.SSR ? { __html: THEME_BOOTSTRAP } : inPage(THEME_SCRIPT_ID);
const PREVIEW_SCRIPT = import.meta.env.SSR
  ? { __html: PREVIEW_REDIRECT }
  : inPage(PREVIEW_SCRIPT_ID);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.png", type: "image/png", sizes: "192x192" },
  { rel: "apple-touch-icon", href: APPLE_TOUCH_ICON },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** The shell's links, from the page catalog, computed on the server and at build time only. */
export function loader() {
  return { shell: shellLinks() };
}

// The shell's links never change while the page is open.
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content={THEME_COLOR} />
        {site.preview && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, sends preview readers to the canonical origin
          <script id={PREVIEW_SCRIPT_ID} dangerouslySetInnerHTML={PREVIEW_SCRIPT} />
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, run before paint */}
        <script id={THEME_SCRIPT_ID} dangerouslySetInnerHTML={THEME_SCRIPT} />
        <Meta />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, from the build */}
        <style id={STYLESHEET_ID} dangerouslySetInnerHTML={STYLESHEET} />
        <Links />
        {/* A third-party analytics script only when the operator configures one (decisions.md). */}
        {site.analyticsScriptUrl && <script async src={site.analyticsScriptUrl} />}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The label of the leaf route, for the breadcrumb; absent on the home page. */
function useCrumb(): string | undefined {
  const leaf = useMatches().at(-1);
  const data = leaf?.loaderData as { crumb?: string } | undefined;
  return leaf?.pathname === "/" ? undefined : data?.crumb;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const crumb = useCrumb();
  const { pathname } = useLocation();
  // The local page-view counter (site spec 4.9): every page view, the first one included.
  useEffect(() => recordPageView(pathname), [pathname]);
  // The installed app's update (site spec 4.7): what applies it, once a new version is ready.
  const [applyUpdate, setApplyUpdate] = useState<() => void>();
  // Read in the hydrating commit, before any render can put the rendered values back.
  const edits = useRef<Edit[]>([]);
  useLayoutEffect(() => {
    edits.current = editsBeforeHydration(document);
  }, []);
  useEffect(() => {
    replayEdits(edits.current);
    // Tests and scripts wait for this mark before they interact.
    document.documentElement.dataset.hydrated = "true";
    // The development server has no service worker, and one would cache its modules.
    if (!import.meta.env.DEV) registerServiceWorker((apply) => setApplyUpdate(() => apply));
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader links={loaderData.shell} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {crumb !== undefined && <Breadcrumb label={crumb} />}
        <Outlet />
      </main>
      <SiteFooter links={loaderData.shell.footer} />
      {applyUpdate && <UpdateBanner onUpdate={applyUpdate} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen />;
}
