import { useId, useReducer } from "react";
import {
  classifyGlucose,
  convertGlucose,
  formatGlucose,
  type GlucoseBand,
  type GlucoseUnitCode,
  glucoseUnits,
} from "../../../engine/glucose";
import { readPlainNumber } from "../../../engine/quantity/plain-number";
import {
  type Compute,
  type ConversionEvent,
  type ConversionState,
  nextState,
} from "../converter/conversion-state";
import { converterPanel, valueField } from "../converter/styles";
import { SwapButton } from "../converter/swap-button";

const isUnit = (code: string): code is GlucoseUnitCode => code === "mgdl" || code === "mmoll";

/**
 * Negative or unreadable input gives an empty result, with no message (docs/spec/site.md §5.2). The
 * fields are `type="number"`: the browser hands over JavaScript syntax whatever the visitor's
 * language.
 */
const compute: Compute = (text, from, to) => {
  const value = readPlainNumber(text);
  if (value === undefined || value < 0 || !isUnit(from) || !isUnit(to)) return "";
  return from === to ? text.trim() : formatGlucose(convertGlucose(value, from, to), to);
};

const BAND_STYLE: Record<GlucoseBand["colour"], string> = {
  orange: "bg-orange-100 text-orange-900 ring-orange-400 dark:bg-orange-950 dark:text-orange-200",
  green: "bg-green-100 text-green-900 ring-green-500 dark:bg-green-950 dark:text-green-200",
  yellow: "bg-yellow-100 text-yellow-900 ring-yellow-500 dark:bg-yellow-950 dark:text-yellow-200",
  red: "bg-red-100 text-red-900 ring-red-500 dark:bg-red-950 dark:text-red-200",
};

/** The band of a field's reading, as words and colour (never colour alone), for values above 0. */
function BandLabel({ text, unit, id }: { text: string; unit: string; id: string }) {
  const value = readPlainNumber(text);
  const band =
    value !== undefined && value > 0 && isUnit(unit) ? classifyGlucose(value, unit) : undefined;
  return (
    <p id={id} aria-live="polite" className="mt-2 min-h-7">
      {band && (
        <span
          data-band={band.id}
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${BAND_STYLE[band.colour]}`}
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-current" />
          {band.label}
        </span>
      )}
    </p>
  );
}

/**
 * Blood glucose in mg/dL and mmol/L (docs/spec/site.md §2.9, 4.3, 5.2) with the true factor
 * (docs/spec/decisions.md), both ways, each non-empty field labelled with its band.
 */
export function BloodSugarConverter() {
  const [state, dispatch] = useReducer(
    (s: ConversionState, e: ConversionEvent) => nextState(s, e, compute),
    { from: "mgdl", to: "mmoll", fromText: "", toText: "" },
  );
  const id = useId();

  const side = (which: "from" | "to") => {
    const text = which === "from" ? state.fromText : state.toText;
    const unit = which === "from" ? state.from : state.to;
    const label = which === "from" ? "Blood sugar value" : "Converted value";
    return (
      <div>
        <label htmlFor={`${id}-${which}`} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-${which}`}
            type="number"
            min={0}
            step={0.1}
            inputMode="decimal"
            className={valueField}
            placeholder={which === "from" ? "Enter value" : "Result"}
            value={text}
            aria-describedby={`${id}-${which}-band`}
            onChange={(e) =>
              dispatch({ type: which === "from" ? "editFrom" : "editTo", text: e.target.value })
            }
          />
          <select
            aria-label={which === "from" ? "From unit" : "To unit"}
            value={unit}
            onChange={(e) =>
              dispatch({ type: which === "from" ? "fromUnit" : "toUnit", code: e.target.value })
            }
            className="min-w-0 flex-1 basis-0 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-base dark:border-slate-700 dark:bg-slate-900"
          >
            {glucoseUnits.map((u) => (
              <option key={u.code} value={u.code}>
                {u.label}
              </option>
            ))}
          </select>
        </div>
        <BandLabel text={text} unit={unit} id={`${id}-${which}-band`} />
      </div>
    );
  };

  return (
    <section aria-label="Blood sugar converter" className={converterPanel}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {side("from")}
        <SwapButton onClick={() => dispatch({ type: "swap" })} />
        {side("to")}
      </div>
    </section>
  );
}
