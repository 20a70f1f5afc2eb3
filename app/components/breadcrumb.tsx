import { Link } from "react-router";

/** 'Home > label' (docs/spec/site.md §2.3). */
export function Breadcrumb({ label }: { label: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:underline">
            Home
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
