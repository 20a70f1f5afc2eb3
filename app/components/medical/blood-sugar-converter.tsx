import { useId, useMemo, useReducer } from "react";
import { useUi } from "~/framework/static-markup";
import {
  classifyGlucose,
  convertGlucose,
  formatGlucose,
  type GlucoseBand,
  type GlucoseUnitCode,
  glucoseUnits,
} from "../../../engine/glucose";
import { type NumberMarks, withMarks } from "../../../engine/number-marks";
import { readPlainNumber } from "../../../engine/quantity/plain-number";
import {
  type Compute,
  type ConversionEvent,
  type ConversionState,
  nextState,
} from "../converter/conversion-state";
import { afterNumberReader, readField } from "../converter/number-reader";
import { converterPanel, valueField } from "../converter/styles";
import { SwapButton } from "../converter/swap-button";

const isUnit = (code: string): code is GlucoseUnitCode => code === "mgdl" || code === "mmoll";

/**
 * How a field's text is read. On an English page the fields are `type="number"`: the browser hands
 * over JavaScript syntax whatever the visitor's language. On a page of another language they are
 * text fields that write and read the page's `marks` ("5,5"), as the unit converter's do
 * (number-reader.ts): what the visitor typed in the page's decimal mark, what the converter wrote as
 * it wrote it.
 */
type Read = (text: string, typed: boolean) => number | undefined;

const readerIn =
  (marks: NumberMarks | undefined): Read =>
  (text, typed) =>
    marks ? readField(text, typed, marks) : readPlainNumber(text);

/** Negative or unreadable input gives an empty result, with no message (docs/spec/site.md §5.2). */
function computeIn(marks: NumberMarks | undefined): Compute {
  const read = readerIn(marks);
  return (text, from, to, typed = false) => {
    const value = read(text, typed);
    if (value === undefined || value < 0 || !isUnit(from) || !isUnit(to)) return "";
    if (from === to) return text.trim();
    const shown = formatGlucose(convertGlucose(value, from, to), to);
    return marks ? withMarks(shown, marks) : shown;
  };
}

const BAND_STYLE: Record<GlucoseBand["colour"], string> = {
  orange: "bg-orange-100 text-orange-900 ring-orange-400 dark:bg-orange-950 dark:text-orange-200",
  green: "bg-green-100 text-green-900 ring-green-500 dark:bg-green-950 dark:text-green-200",
  yellow: "bg-yellow-100 text-yellow-900 ring-yellow-500 dark:bg-yellow-950 dark:text-yellow-200",
  red: "bg-red-100 text-red-900 ring-red-500 dark:bg-red-950 dark:text-red-200",
};

/** The band of a field's reading, as words and colour (never colour alone), for values above 0. */
function BandLabel({ value, unit, id }: { value: number | undefined; unit: string; id: string }) {
  const say = useUi();
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
          {say(`glucose.${band.id}`)}
        </span>
      )}
    </p>
  );
}

/**
 * Blood glucose in mg/dL and mmol/L (docs/spec/site.md §2.9, 4.3, 5.2) with the true factor
 * (docs/spec/decisions.md), both ways, each non-empty field labelled with its band, in the page's
 * language and number `marks` (none on an English page).
 */
export function BloodSugarConverter({ marks }: { marks?: NumberMarks | undefined }) {
  const say = useUi();
  const compute = useMemo(() => computeIn(marks), [marks]);
  const read = useMemo(() => readerIn(marks), [marks]);
  const [state, dispatch] = useReducer(
    (s: ConversionState, e: ConversionEvent) => nextState(s, e, compute),
    { from: "mgdl", to: "mmoll", fromText: "", toText: "" },
  );
  // A decimal comma waits for the full number reader, which loads on the first edit; then the
  // texts are read again (number-reader.ts). English pages read JavaScript syntax only.
  const send = (event: ConversionEvent) => {
    dispatch(event);
    if (marks) afterNumberReader(() => dispatch({ type: "refresh" }));
  };
  const id = useId();

  const side = (which: "from" | "to") => {
    const text = which === "from" ? state.fromText : state.toText;
    const unit = which === "from" ? state.from : state.to;
    const field = marks
      ? { autoComplete: "off", spellCheck: false }
      : { type: "number", min: 0, step: 0.1 };
    return (
      <div>
        <label htmlFor={`${id}-${which}`} className="mb-1 block text-sm font-medium">
          {say(which === "from" ? "glucose.value" : "glucose.converted")}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-${which}`}
            {...field}
            inputMode="decimal"
            className={valueField}
            placeholder={say(which === "from" ? "converter.enter-value" : "converter.result")}
            value={text}
            aria-describedby={`${id}-${which}-band`}
            onChange={(e) =>
              send({ type: which === "from" ? "editFrom" : "editTo", text: e.target.value })
            }
          />
          <select
            aria-label={say(which === "from" ? "converter.from-unit" : "converter.to-unit")}
            value={unit}
            onChange={(e) =>
              send({ type: which === "from" ? "fromUnit" : "toUnit", code: e.target.value })
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
        <BandLabel
          value={read(text, state.typed === which)}
          unit={unit}
          id={`${id}-${which}-band`}
        />
      </div>
    );
  };

  return (
    <section aria-label={say("glucose.converter")} className={converterPanel}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {side("from")}
        <SwapButton label={say("converter.swap-units")} onClick={() => send({ type: "swap" })} />
        {side("to")}
      </div>
    </section>
  );
}
