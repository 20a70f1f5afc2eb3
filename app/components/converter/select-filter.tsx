import { type RefObject, useEffect, useReducer, useRef, useState } from "react";
import { afterNumberReader, loadedFullReader } from "./number-reader";
import type { Listed } from "./unit-filter";

/**
 * The filter beside a long select (decision 017): a search field that narrows the select to the
 * options whose `data-terms` contain what is typed, whatever the case, accents or separators.
 * Enter chooses the first match; the down arrow chooses it too and moves to the select, whose own
 * keys go on through the matches; Escape clears the filter; a polite line says how many match.
 * What filters (unit-filter.ts) loads when the field is first focused, with the converter's other
 * code for edits (full-reader.ts). Unit pickers and the money converters' currency selects use it.
 */
export function SelectFilter({
  select,
  id,
  label,
  placeholder,
  noun,
  count,
  value,
  onChange,
}: {
  select: RefObject<HTMLSelectElement | null>;
  /** The select's id. */
  id: string;
  /** "Find a unit to convert from". */
  label: string;
  placeholder: string;
  /** What the options are, in the plural ("units", "currencies"). */
  noun: string;
  /** How many options the select has; counted when the filter first lists them, if not given. */
  count?: number;
  value: string;
  onChange: (code: string) => void;
}) {
  const all = useRef<Listed[]>([]);
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState(count ?? 0);
  const [, filterArrived] = useReducer((n: number) => n + 1, 0);
  const filter = loadedFullReader();

  useEffect(() => {
    const element = select.current;
    // Until something is typed, the options stay as the server rendered them.
    if (!filter || !element || (query === "" && all.current.length === 0)) return;
    if (all.current.length === 0) all.current = filter.listOptions(element);
    setMatches(filter.showMatches(element, all.current, query, value));
  }, [filter, query, value, select]);

  const next = query.trim() === "" ? undefined : filter?.firstMatchOf(all.current, query, value);
  /** Calls `then` with the first option the filter leaves that is not the chosen one, if any. */
  function withFirstMatch(then: (code: string) => void) {
    const pick = () => {
      const loaded = loadedFullReader();
      const element = select.current;
      if (!loaded || !element) return;
      if (all.current.length === 0) all.current = loaded.listOptions(element);
      const code = loaded.firstMatchOf(all.current, query, value)?.value;
      if (code) then(code);
    };
    // A key pressed before the filter's code arrived acts once it has.
    if (filter) pick();
    else afterNumberReader(pick);
  }

  return (
    <div className="basis-full">
      <input
        type="search"
        aria-label={label}
        aria-controls={id}
        aria-describedby={`${id}-matches`}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => afterNumberReader(filterArrived)}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            withFirstMatch((code) => {
              onChange(code);
              setQuery("");
            });
          } else if (event.key === "ArrowDown") {
            // Into the list at its first match, as a combobox's arrow key goes.
            event.preventDefault();
            withFirstMatch(onChange);
            select.current?.focus();
          } else if (event.key === "Escape" && query !== "") {
            event.preventDefault();
            setQuery("");
          }
        }}
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <p
        id={`${id}-matches`}
        aria-live="polite"
        className="mt-0.5 min-h-4 text-xs text-slate-600 dark:text-slate-400"
      >
        {query.trim() === ""
          ? ""
          : `${matches} of ${count ?? all.current.length} ${noun} match${next ? ` · Enter: ${next.text}` : ""}`}
      </p>
    </div>
  );
}
