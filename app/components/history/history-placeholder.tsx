import { useServerRender, useServerView, useUi } from "~/framework/static-markup";
import { historyPath } from "./history-client";
import {
  BODY_CLASS,
  HISTORY_TITLE_ID,
  historyTitle,
  SECTION_CLASS,
  sourceText,
} from "./history-section";

/**
 * The rate history's place on the page, rendered on the server only (decision 016): its heading
 * and what will appear. The chart, the table, the CSV link and the rate on a date load once it
 * scrolls into view (history-slot.tsx); without JavaScript it says so and links the API, whose
 * answer holds every rate.
 */
export function HistoryPlaceholder() {
  const { widget } = useServerView("money");
  const { t } = useServerRender();
  const say = useUi();
  const pair = { from: widget.from, to: widget.to };
  return (
    <section aria-labelledby={HISTORY_TITLE_ID} className={SECTION_CLASS}>
      <h2 id={HISTORY_TITLE_ID} className="mb-1 text-xl font-semibold">
        {historyTitle(widget.from, widget.to, say)}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {sourceText(undefined, say)}
      </p>
      <div
        className={`${BODY_CLASS} flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400`}
      >
        <p>{t("money.history-coming", pair)}</p>
        <noscript>
          <p className="mt-2">
            {t("money.history-noscript")}{" "}
            <a
              href={historyPath(widget.from, widget.to, {})}
              className="text-sky-700 underline dark:text-sky-400"
            >
              {t("money.history-api", pair)}
            </a>
            .
          </p>
        </noscript>
      </div>
    </section>
  );
}
