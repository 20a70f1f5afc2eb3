import { useEffect, useReducer, useRef, useState } from "react";
import { useServerView } from "~/lib/server-view";
import { useStaticContent } from "../static";
import { afterNumberReader, loadedFullReader } from "./number-reader";
import { unitSelect } from "./styles";
import type { Listed } from "./unit-filter";

/** A list this long gets a filter beside its select. */
export const FILTER_FROM = 12;

/** The page's units as options, rendered on the server only (`data-terms`: what finds each). */
function UnitOptions() {
  return useServerView("converter").options.map((group) => {
    const options = group.items.map((o) => (
      <option key={o.code} value={o.code} data-terms={o.words}>
        {o.text}
      </option>
    ));
    return group.label === "" ? (
      options
    ) : (
      <optgroup key={group.label} label={group.label}>
        {options}
      </optgroup>
    );
  });
}

/**
 * The unit picker of a converter (issue 14): a native select, which works before the page
 * hydrates, on every phone and with every screen reader, and for a long list a filter beside it
 * that narrows the select to the units whose name, plural, symbol, code or alias match what is
 * typed ("lbf", "pound-force foot", "ft-lb", "µ" or "u"). Enter chooses the first match; the down
 * arrow chooses it too and moves to the select, whose own keys go on through the matches; Escape
 * clears the filter. The options are server-rendered markup
 * (static.tsx): the unit names do not travel again in the hydration data. What filters them
 * (unit-filter.ts) loads when the filter is first focused.
 */
export function UnitPicker({
  id,
  side,
  value,
  count,
  disabled,
  onChange,
}: {
  /** Names the options' markup in every document (`units-from`, `units-to`). */
  id: string;
  /** Which side it picks for: the select is named "From unit", its filter "Find a unit to convert from". */
  side: "From" | "To";
  value: string;
  /** How many units the page offers. */
  count: number;
  disabled?: boolean;
  onChange: (code: string) => void;
}) {
  const select = useRef<HTMLSelectElement>(null);
  const all = useRef<Listed[]>([]);
  const [query, setQuery] = useState("");
  const [matches, setMatches] = useState(count);
  const filtered = count >= FILTER_FROM && !disabled;
  const [, filterArrived] = useReducer((n: number) => n + 1, 0);
  const filter = loadedFullReader();

  useEffect(() => {
    const element = select.current;
    // Until something is typed, the options stay as the server rendered them.
    if (!filter || !element || !filtered || (query === "" && all.current.length === 0)) return;
    if (all.current.length === 0) all.current = filter.listOptions(element);
    setMatches(filter.showMatches(element, all.current, query, value));
  }, [filter, query, value, filtered]);

  const next = query.trim() === "" ? undefined : filter?.firstMatchOf(all.current, query, value);
  /** Calls `then` with the first unit the filter leaves that is not the chosen one, if any. */
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
    <>
      <select
        ref={select}
        id={id}
        aria-label={`${side} unit`}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={unitSelect}
        {...useStaticContent(id)}
      >
        {/* Only the server renders the options: React must see no children in the browser. */}
        {import.meta.env.SSR ? <UnitOptions /> : undefined}
      </select>
      {filtered && (
        <div className="basis-full">
          <input
            type="search"
            aria-label={`Find a unit to convert ${side.toLowerCase()}`}
            aria-controls={id}
            aria-describedby={`${id}-matches`}
            placeholder="Find a unit: name, symbol…"
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
              : `${matches} of ${count} units match${next ? ` · Enter: ${next.text}` : ""}`}
          </p>
        </div>
      )}
    </>
  );
}
