import { Link } from "react-router";
import { useServerRender } from "~/framework/static-markup";
import { homePath } from "../../site/i18n/languages";

/** 'Home > label' (docs/spec/site.md §2.3), rendered on the server only, in the page's language. */
export function Breadcrumb({ label }: { label: string }) {
  const { t, language } = useServerRender();
  return (
    <nav
      aria-label={t("shell.breadcrumb")}
      className="mb-4 text-sm text-slate-600 dark:text-slate-400"
    >
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to={homePath(language)} className="hover:underline">
            {t("shell.home")}
          </Link>
        </li>
        <li aria-hidden="true">&gt;</li>
        <li aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
          {label}
        </li>
      </ol>
    </nav>
  );
}
