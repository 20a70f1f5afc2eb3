import { Static } from "~/framework/static-markup";
import { FILTER_NOUN, FILTER_SELECT, FILTER_STATUS, FILTER_TERMS_FROM } from "./filter-dom";

/**
 * The filter beside a long select (decision 017): a search field that narrows the select to the
 * options whose `data-terms` contain what is typed, whatever the case, accents or separators.
 * Enter chooses the first match; the down arrow chooses it too and moves to the select, whose own
 * keys go on through the matches; Escape clears the filter; a polite line says how many match.
 * The field and its line are server markup: what filters (filter-controller.ts) loads when the
 * field is first focused (filter-trigger.ts, which the root runs for every page; the attributes
 * they find it all by are filter-dom.ts's), so a page's
 * first view carries none of it. Unit pickers and the money converters' currency selects use it.
 */
export function SelectFilter({
  id,
  label,
  placeholder,
  noun,
  termsFrom,
}: {
  /** The select's id; the field's is `<id>-filter`, its line's `<id>-matches`. */
  id: string;
  /** "Find a unit to convert from". */
  label: string;
  placeholder: string;
  /** What the options are, in the plural ("units", "currencies"). */
  noun: string;
  /** The id of a select with the same options whose `data-terms` these options lack. */
  termsFrom?: string;
}) {
  return (
    <Static id={`${id}-filter`} className="basis-full">
      {import.meta.env.SSR && (
        <>
          <input
            type="search"
            id={`${id}-filter`}
            // What the filter's code finds its parts by (filter-dom.ts).
            {...{
              [FILTER_NOUN]: noun,
              [FILTER_SELECT]: id,
              [FILTER_STATUS]: `${id}-matches`,
              [FILTER_TERMS_FROM]: termsFrom,
            }}
            aria-label={label}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
          />
          <p
            id={`${id}-matches`}
            aria-live="polite"
            className="mt-0.5 min-h-4 text-xs text-slate-600 dark:text-slate-400"
          />
        </>
      )}
    </Static>
  );
}
