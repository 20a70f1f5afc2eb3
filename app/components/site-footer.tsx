import { Fragment } from "react";
import { Link } from "react-router";
import { buildYear, site } from "~/site/config";
import type { NavLink } from "~/site/links";

export function SiteFooter({ links }: { links: readonly NavLink[] }) {
  return (
    <footer className="border-t border-slate-200 py-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <nav
        aria-label="Footer"
        className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-2 px-4"
      >
        {links.map((l, i) => (
          <Fragment key={l.path}>
            {i > 0 && <span aria-hidden="true">|</span>}
            <Link to={l.path} className="hover:underline">
              {l.label}
            </Link>
          </Fragment>
        ))}
      </nav>
      <p className="mt-3 text-center">{`© 2024 - ${buildYear} ${site.name}`}</p>
    </footer>
  );
}
