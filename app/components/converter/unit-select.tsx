import type { Unit } from "../../../engine/types.ts";

/** Long lists are grouped (Metric, Imperial, ...) with full names; short ones are a plain list. */
const GROUP_FROM = 8;

export function unitOption(unit: Unit): string {
  return unit.symbol && unit.symbol !== unit.label ? `${unit.label} (${unit.symbol})` : unit.label;
}

export function UnitSelect({
  units,
  placeholder,
  ...props
}: { units: readonly Unit[]; placeholder?: string } & React.ComponentProps<"select">) {
  const grouped = units.length >= GROUP_FROM && units.some((u) => u.group);
  const groups = new Map<string, Unit[]>();
  for (const unit of units) {
    const key = grouped ? (unit.group ?? "Other") : "";
    groups.set(key, [...(groups.get(key) ?? []), unit]);
  }
  const options = (list: readonly Unit[]) =>
    list.map((u) => (
      <option key={u.code} value={u.code}>
        {unitOption(u)}
      </option>
    ));
  return (
    <select
      {...props}
      className="min-w-0 flex-1 basis-0 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-base disabled:bg-slate-100 disabled:text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:disabled:bg-slate-800 dark:disabled:text-slate-300"
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {grouped
        ? [...groups].map(([group, list]) => (
            <optgroup key={group} label={group}>
              {options(list)}
            </optgroup>
          ))
        : options(units)}
    </select>
  );
}
