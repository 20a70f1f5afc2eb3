import { groupUnits, unitOptionText } from "../../../site/units/options.ts";
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
  const groups = groupUnits(units.map((unit) => ({ unit })));
  const options = (list: readonly { unit: ClientUnit }[]) =>
    list.map(({ unit }) => (
      <option key={unit.code} value={unit.code}>
        {unitOptionText(unit)}
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
          options(group.items)
        ) : (
          <optgroup key={group.label} label={group.label}>
            {options(group.items)}
          </optgroup>
        ),
      )}
    </select>
  );
}
