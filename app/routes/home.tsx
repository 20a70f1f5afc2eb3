import { lazy, Suspense } from "react";
import { Link, useOutletContext } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { ExpressConverter } from "~/components/express-converter";
import { LinkSections } from "~/components/link-sections";
import { PageIntro } from "~/components/page-intro";
import { Static, useServerRender, useServerView, useUi } from "~/framework/static-markup";
import type { ShellParts } from "~/root";
import { homeView } from "../../site/views/home.server";
import { addressOf } from "../../site/views/page.server";
import type { Route } from "./+types/home";

// Loaded when the Currency tab is chosen: the home page's first view stays light.
const LiveCurrencyConverter = lazy(() =>
  import("~/components/money/live-currency-converter").then((m) => ({
    default: m.LiveCurrencyConverter,
  })),
);

/** What hydrates: the express converter's tabs and units. */
export function loader({ url }: Route.LoaderArgs) {
  const { page, language } = addressOf(url, "home");
  // The Currency tab names currencies in the page's language (Intl.DisplayNames, in the browser).
  const { express, currencyTab, marks, locale } = homeView(page, language);
  return { express, currencyTab, marks, locale };
}

/** 'Common Conversions' and the directory, rendered on the server only. */
function HomeBody() {
  const { common, directory } = useServerView("home");
  const { t } = useServerRender();
  // Two columns; the first takes the first half, rounded up (docs/spec/units.md §2.2).
  const half = Math.ceil(common.length / 2);
  const columns = [common.slice(0, half), common.slice(half)];
  return (
    <>
      <AdSlot />
      <section aria-labelledby="common-title" className="below-fold">
        <h2 id="common-title" className="text-2xl font-semibold">
          {t("home.common")}
        </h2>
        <p className="mb-4 text-slate-600 dark:text-slate-400">{t("home.common-sub")}</p>
        <div className="grid gap-x-8 sm:grid-cols-2">
          {columns.map((column) => (
            <ul
              key={column[0]?.url ?? "empty"}
              className="divide-y divide-slate-100 dark:divide-slate-900"
            >
              {column.map((c) => (
                <li key={c.url}>
                  <Link
                    to={c.url}
                    hrefLang={c.hreflang}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 hover:text-blue-700 dark:hover:text-blue-400"
                  >
                    <span className="font-medium">{c.label}</span>
                    <span className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                      {c.detail}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </section>
      <section aria-labelledby="directory-title" className="mt-10">
        <h2 id="directory-title" className="mb-4 text-2xl font-semibold">
          {t("home.directory")}
        </h2>
        <LinkSections
          sections={directory}
          listClassName="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 md:grid-cols-3"
        />
      </section>
    </>
  );
}

/** The side panel 'All Converters' (docs/spec/site.md §2.6), rendered on the server only. */
function SidePanel() {
  const { sidePanel } = useServerView("home");
  const { t } = useServerRender();
  return (
    <>
      <h2 id="all-converters-title" className="mb-3 text-lg font-semibold">
        {t("home.all")}
      </h2>
      <LinkSections sections={sidePanel} />
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { SearchBox } = useOutletContext<ShellParts>();
  const say = useUi();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0">
        <Static id="intro">{import.meta.env.SSR && <PageIntro home />}</Static>
        <SearchBox place="home" name={say("search.quick")} shortcut />
        <ExpressConverter
          tabs={loaderData.express}
          marks={loaderData.marks}
          currency={
            loaderData.currencyTab && (
              <Suspense fallback={<p className="p-4">{say("money.loading-converter")}</p>}>
                <LiveCurrencyConverter marks={loaderData.marks} locale={loaderData.locale} />
              </Suspense>
            )
          }
        />
        <Static id="body">{import.meta.env.SSR && <HomeBody />}</Static>
      </div>
      <Static
        as="aside"
        id="side-panel"
        aria-labelledby="all-converters-title"
        className="h-fit rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      >
        {import.meta.env.SSR && <SidePanel />}
      </Static>
    </div>
  );
}
