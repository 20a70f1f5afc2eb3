import { Fragment } from "react";
import { Link } from "react-router";
import { Static, useServerRender } from "~/framework/static-markup";
import { buildYear, site } from "../../site/config";

/** The footer's links and copyright line, rendered on the server only. */
function FooterContent() {
  const { shell, t } = useServerRender();
  const { footer } = shell;
  return (
    <>
      <nav
        aria-label={t("shell.nav-footer")}
        className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-2 px-4"
      >
        {footer.map((l, i) => (
          <Fragment key={l.path}>
            {i > 0 && <span aria-hidden="true">|</span>}
            {/* At least 24 px tall: a finger's target, even where the links wrap (WCAG 2.5.8). */}
            <Link to={l.path} hrefLang={l.hreflang} className="inline-block py-0.5 hover:underline">
              {l.label}
            </Link>
          </Fragment>
        ))}
      </nav>
      <p className="mt-3 text-center">{`© 2024 - ${buildYear} ${site.name}`}</p>
    </>
  );
}

export function SiteFooter() {
  return (
    <Static
      as="footer"
      id="footer"
      constant
      className="below-fold border-t border-slate-200 py-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400"
    >
      {import.meta.env.SSR && <FooterContent />}
    </Static>
  );
}
