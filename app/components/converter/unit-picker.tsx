import { useRef } from "react";
import { useServerView, useStaticContent, useUi } from "~/framework/static-markup";
import { SelectFilter } from "./select-filter";
import { unitSelect } from "./styles";

/** A list this long gets a filter beside its select. */
const FILTER_FROM = 12;

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
 * clears the filter (select-filter.tsx). The options are server-rendered markup (static.tsx): the
 * unit names do not travel again in the hydration data.
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
  side: "from" | "to";
  value: string;
  /** How many units the page offers. */
  count: number;
  disabled?: boolean;
  onChange: (code: string) => void;
}) {
  const say = useUi();
  const select = useRef<HTMLSelectElement>(null);
  return (
    <>
      <select
        ref={select}
        id={id}
        aria-label={say(side === "from" ? "converter.from-unit" : "converter.to-unit")}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={unitSelect}
        {...useStaticContent(id)}
      >
        {/* Only the server renders the options: React must see no children in the browser. */}
        {import.meta.env.SSR ? <UnitOptions /> : undefined}
      </select>
      {count >= FILTER_FROM && !disabled && (
        <SelectFilter
          id={id}
          label={say(side === "from" ? "converter.find-from" : "converter.find-to")}
          placeholder={say("converter.find-placeholder")}
          noun={say("filter.units")}
        />
      )}
    </>
  );
}
