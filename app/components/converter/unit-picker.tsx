import { useEffect, useRef, useState } from "react";
import { useServerView } from "~/lib/server-view";
import { searchable } from "../../../site/units/search";
import { useStaticContent } from "../static";
import { unitSelect } from "./styles";

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

/** A select's options with the group each sits in, in their first order. */
interface Listed {
  readonly option: HTMLOptionElement;
  readonly group: HTMLOptGroupElement | undefined;
}

function listOptions(select: HTMLSelectElement): Listed[] {
  return [...select.options].map((option) => ({
    option,
    group: option.parentElement instanceof HTMLOptGroupElement ? option.parentElement : undefined,
  }));
}

/**
 * Leaves in the select the options whose words contain the query, in their order and groups, and
 * always the chosen one (a select shows its chosen option: removing it would show another than
 * the one converted). Returns the number of options that match.
 */
function showMatches(
  select: HTMLSelectElement,
  all: readonly Listed[],
  query: string,
  chosen: string,
): number {
  const wanted = searchable(query);
  const kept = all.filter(
    ({ option }) =>
      wanted === "" || option.value === chosen || (option.dataset.terms ?? "").includes(wanted),
  );
  const children: (HTMLOptionElement | HTMLOptGroupElement)[] = [];
  for (const { option, group } of kept) {
    if (!group) children.push(option);
    else if (!children.includes(group)) children.push(group);
  }
  for (const group of new Set(all.map((l) => l.group))) group?.replaceChildren();
  for (const { option, group } of kept) group?.append(option);
  select.replaceChildren(...children);
  select.value = chosen;
  return wanted === ""
    ? all.length
    : kept.filter(({ option }) => (option.dataset.terms ?? "").includes(wanted)).length;
}

/**
 * The unit picker of a converter (issue 14): a native select, which works before the page
 * hydrates, on every phone and with every screen reader, and for a long list a filter beside it
 * that narrows the select to the units whose name, plural, symbol, code or alias match what is
 * typed ("lbf", "pound-force foot", "ft-lb", "µ" or "u"). Enter chooses the first match; the down
 * arrow chooses it too and moves to the select, whose own keys go on through the matches; Escape
 * clears the filter. The options are server-rendered markup
 * (static.tsx): the unit names do not travel again in the hydration data.
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

  useEffect(() => {
    const element = select.current;
    // Until something is typed, the options stay as the server rendered them.
    if (!element || !filtered || (query === "" && all.current.length === 0)) return;
    if (all.current.length === 0) all.current = listOptions(element);
    setMatches(showMatches(element, all.current, query, value));
  }, [query, value, filtered]);

  /** The first unit the filter leaves that is not the chosen one. */
  function firstMatchOption(): HTMLOptionElement | undefined {
    const wanted = searchable(query);
    return all.current.find(
      ({ option }) =>
        option.value !== value && wanted !== "" && (option.dataset.terms ?? "").includes(wanted),
    )?.option;
  }
  const firstMatch = () => firstMatchOption()?.value;
  const next = query.trim() === "" ? undefined : firstMatchOption();

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
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                const code = firstMatch();
                if (code) {
                  onChange(code);
                  setQuery("");
                }
              } else if (event.key === "ArrowDown") {
                // Into the list at its first match, as a combobox's arrow key goes.
                event.preventDefault();
                const code = firstMatch();
                if (code) onChange(code);
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
