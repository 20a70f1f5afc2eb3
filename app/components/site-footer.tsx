import { Fragment } from "react";
import { Link } from "react-router";
import { buildYear, site } from "../../site/config";
import type { NavLink } from "../../site/links";

export function SiteFooter({ links }: { links: readonly NavLink[] }) {
  return (
    <footer className="below-fold border-t border-slate-200 py-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <nav
        aria-label="Footer"
        className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-2 px-4"
      >
        {links.map((l, i) => (
          <Fragment key={l.path}>
            {i > 0 && <span aria-hidden="true">|</span>}
            {/* At least 24 px tall: a finger's target, even where the links wrap (WCAG 2.5.8). */}
            <Link to={l.path} className="inline-block py-0.5 hover:underline">
              {l.label}
            </Link>
          </Fragment>
        ))}
      </nav>
      <p className="mt-3 text-center">{`© 2024 - ${buildYear} ${site.name}`}</p>
    </footer>
  );
}
