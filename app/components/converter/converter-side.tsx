import type { Unit } from "../../../engine/types";
import { valueField } from "./styles";
import { UnitSelect } from "./unit-select";

/** One side of a converter: its labelled value field and its unit select. */
export function ConverterSide({
  id,
  side,
  text,
  placeholder,
  onText,
  units,
  unit,
  onUnit,
  unitPlaceholder,
  fixed,
}: {
  id: string;
  side: "From" | "To";
  text: string;
  placeholder: string;
  onText: (text: string) => void;
  units: readonly Unit[];
  unit: string;
  onUnit: (code: string) => void;
  unitPlaceholder?: string;
  fixed?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {side}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={valueField}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={(e) => onText(e.target.value)}
        />
        <UnitSelect
          aria-label={`${side} unit`}
          units={units}
          placeholder={unitPlaceholder}
          value={unit}
          disabled={fixed}
          onChange={(e) => onUnit(e.target.value)}
        />
      </div>
    </div>
  );
}
