import { unitOptionGroups } from "../../../site/units/options.ts";
import type { ClientUnit } from "../../../site/views/types.ts";
import { unitSelect } from "./styles.ts";

/**
 * A unit select rendered by React, for a short list whose units the page's data already carries
 * (the home page's express converter); a converter page's long lists use UnitPicker.
 */
export function UnitSelect({
  units,
  placeholder,
  ...props
}: { units: readonly ClientUnit[]; placeholder?: string } & React.ComponentProps<"select">) {
  const groups = unitOptionGroups(units.map((unit) => ({ code: unit.code, unit })));
  const options = (list: (typeof groups)[number]["options"]) =>
    list.map((o) => (
      <option key={o.code} value={o.code}>
        {o.text}
      </option>
    ));
  return (
    <select {...props} className={unitSelect}>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {groups.map((group) =>
        group.label === "" ? (
          options(group.options)
        ) : (
          <optgroup key={group.label} label={group.label}>
            {options(group.options)}
          </optgroup>
        ),
      )}
    </select>
  );
}
