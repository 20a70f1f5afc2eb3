import { useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Static, useDocumentTag, useServerRender, useUi } from "~/framework/static-markup";
import { site } from "../../site/config";
import { homePath } from "../../site/i18n/languages";
import { CurrencyDropdown } from "./currency-dropdown";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";
import { SearchBox } from "./search/search-box";
import { ThemeToggle } from "./theme-toggle";

/** The header's links to the most used converters, rendered on the server only. */
function MainMenu() {
  return useServerRender().shell.header.map((l) => (
    <Link
      key={l.path}
      to={l.path}
      hrefLang={l.hreflang}
      className="rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      {l.icon && <span aria-hidden="true">{l.icon} </span>}
      {l.label}
    </Link>
  ));
}

/**
 * The sticky header of every page (docs/spec/site.md §2.3): its buttons hydrate, its links do not.
 */
export function SiteHeader() {
  const say = useUi();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const home = homePath(useDocumentTag());

  function closeDrawer() {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        {say("shell.skip")}
      </a>
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Link to={home} className="mr-auto flex items-center gap-2 text-lg font-bold">
          <Logo className="size-8" />
          <span>{site.name}</span>
        </Link>
        <nav aria-label={say("shell.nav-main")} className="hidden items-center md:flex">
          <Static id="main-menu" constant className="contents">
            {import.meta.env.SSR && <MainMenu />}
          </Static>
          <CurrencyDropdown />
        </nav>
        {/* The home page has a box of its own, in sight: "/" goes there. */}
        <SearchBox place="header" name={say("search.site")} shortcut={pathname !== home} />
        <ThemeToggle />
        <button
          ref={menuButton}
          type="button"
          aria-label={say("menu")}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          className="rounded-md p-2 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
