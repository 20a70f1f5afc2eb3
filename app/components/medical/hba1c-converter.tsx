import { useId, useState } from "react";
import { type Hba1cUnitCode, hba1cDisplay } from "../../../engine/hba1c";
import { readPlainNumber } from "../../../engine/quantity/plain-number";
import { converterPanel, valueField } from "../converter/styles";

/**
 * HbA1c in % (NGSP) and mmol/mol (IFCC), and the estimated average glucose (ADAG): type in either
 * field; the other and the estimate follow. Values outside the plausible range give no result.
 */
export function Hba1cConverter() {
  const [typed, setTyped] = useState<{ unit: Hba1cUnitCode; text: string }>({
    unit: "ngsp",
    text: "",
  });
  const id = useId();
  // A `type="number"` field hands over JavaScript syntax whatever the visitor's language.
  const value = readPlainNumber(typed.text);
  const shown = value === undefined ? undefined : hba1cDisplay(value, typed.unit);
  const text = (unit: Hba1cUnitCode) => (typed.unit === unit ? typed.text : (shown?.[unit] ?? ""));

  const field = (unit: Hba1cUnitCode, label: string) => (
    <div>
      <label htmlFor={`${id}-${unit}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${unit}`}
        type="number"
        min={0}
        step={unit === "ngsp" ? 0.1 : 1}
        inputMode="decimal"
        className={`${valueField} w-full`}
        value={text(unit)}
        onChange={(e) => setTyped({ unit, text: e.target.value })}
      />
    </div>
  );

  return (
    <section aria-label="HbA1c converter" className={converterPanel}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field("ngsp", "HbA1c in % (NGSP)")}
        {field("ifcc", "HbA1c in mmol/mol (IFCC)")}
      </div>
      <p aria-live="polite" className="mt-4 min-h-7 text-lg tabular-nums" data-testid="eag">
        {shown
          ? `Estimated average glucose: ${shown.eagMgdl} mg/dL (${shown.eagMmoll} mmol/L)`
          : typed.text.trim() !== ""
            ? "Enter a value from 3 to 20 % or from 9 to 195 mmol/mol."
            : ""}
      </p>
    </section>
  );
}
