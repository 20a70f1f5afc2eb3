import { useEffect, useState } from "react";
import {
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { Breadcrumb } from "./components/breadcrumb";
import { onFilterEvent } from "./components/converter/filter-trigger";
import { DocumentHead } from "./components/document-head";
import { ErrorScreen } from "./components/error-screen";
import { LanguageSwitch } from "./components/language-switch";
import { SearchBox } from "./components/search/search-box";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { UpdateBanner } from "./components/update-banner";
import {
  fetchDocument,
  isOtherDocument,
  useInAppLinks,
  useNavigatedHead,
} from "./framework/document-navigation";
import { useEditsBeforeHydration } from "./framework/edits-before-hydration";
import { Static, useDocumentTag, useServerRender } from "./framework/static-markup";
import { recordPageView } from "./lib/page-views";
import { registerServiceWorker } from "./pwa/register";

/** The first view is the prerendered document itself: the root has no data of its own. */
export function loader() {
  return null;
}

/**
 * A navigation in the app takes the target page's static markup and head from its document
 * (framework/document-navigation.ts), while the page's route loads what hydrates.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return fetchDocument(request);
}

/** Another page, another document; a new query string on the same page keeps its own. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isOtherDocument(args);
}

/**
 * What pages take from the root rather than import: the search box is the header's, and the home
 * page shows it again. Imported by both, it would be a chunk of its own beside the root's on every
 * page (docs/decisions/022-search-box.md).
 */
const SHELL_PARTS = { SearchBox };
export type ShellParts = typeof SHELL_PARTS;

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={useDocumentTag()} suppressHydrationWarning>
      {/* Rendered on the server only: React leaves in <head> what it did not render itself. */}
      <head>{import.meta.env.SSR && <DocumentHead />}</head>
      <body className="min-h-screen bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** 'Home > label' on every page but the home page. */
function Crumb() {
  const { view } = useServerRender();
  return view.screen === "home" ? null : <Breadcrumb label={view.crumb} />;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  // The local page-view counter (docs/spec/site.md §4.9): every page view, the first one included.
  useEffect(() => recordPageView(pathname), [pathname]);
  // After a navigation in the app, the head is the target page's; links in static markup
  // navigate in the app.
  useNavigatedHead(loaderData);
  useInAppLinks();
  // What was typed or chosen before the page hydrated (decision 013), made again in React's state
  // before the page is marked hydrated below.
  useEditsBeforeHydration();
  // The filters beside long selects load their code when first used (filter-trigger.ts).
  useEffect(() => {
    document.addEventListener("focusin", onFilterEvent);
    document.addEventListener("keydown", onFilterEvent);
  }, []);
  // The installed app's update (docs/spec/site.md §4.7): what applies it, once a new version is
  // ready.
  const [applyUpdate, setApplyUpdate] = useState<() => void>();
  useEffect(() => {
    // Tests and scripts wait for this mark before they interact.
    document.documentElement.dataset.hydrated = "true";
    // The development server has no service worker, and one would cache its modules.
    if (!import.meta.env.DEV) registerServiceWorker((apply) => setApplyUpdate(() => apply));
  }, []);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Static id="crumb">{import.meta.env.SSR && <Crumb />}</Static>
        <Outlet context={SHELL_PARTS} />
      </main>
      <Static id="languages">{import.meta.env.SSR && <LanguageSwitch />}</Static>
      <SiteFooter />
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
