import { Link } from "react-router";
import { useServerRender } from "~/framework/static-markup";
import type { RelatedLinks as Related } from "../../site/views/types";
import { LinkCards } from "./link-cards";

/** 'Related Conversions' of a pair page (docs/spec/units.md §2.8). */
export function RelatedPanel({ related }: { related: Related }) {
  const { t } = useServerRender();
  return (
    <section aria-labelledby="related-title" className="below-fold mt-8">
      <h2 id="related-title" className="mb-3 text-xl font-semibold">
        {t("converter.related")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link
          to={related.reverse.url}
          className="rounded-xl border border-slate-200 p-4 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
        >
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {t("converter.other-way")}
          </span>
          <span className="block font-semibold text-blue-700 dark:text-blue-400">
            {related.reverse.title}
          </span>
        </Link>
        <Link
          to={related.category.url}
          className="rounded-xl border border-slate-200 p-4 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
        >
          <span className="block font-semibold text-blue-700 dark:text-blue-400">
            {related.category.title}
          </span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {related.category.description}
          </span>
        </Link>
      </div>
      {related.alsoNeed.length > 0 && (
        <>
          <h3 className="mt-5 mb-2 font-semibold">{t("converter.also-need")}</h3>
          <LinkCards cards={related.alsoNeed} />
        </>
      )}
    </section>
  );
}
