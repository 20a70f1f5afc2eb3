import { useId, useReducer, useState } from "react";
import { useUi } from "~/framework/static-markup";
import { type Hba1cUnitCode, hba1cDisplay } from "../../../engine/hba1c";
import { type NumberMarks, withMarks } from "../../../engine/number-marks";
import { readPlainNumber } from "../../../engine/quantity/plain-number";
import { afterNumberReader, readField } from "../converter/number-reader";
import { converterPanel, valueField } from "../converter/styles";

const UNIT_NAMES: Readonly<Record<Hba1cUnitCode, string>> = {
  ngsp: "% (NGSP)",
  ifcc: "mmol/mol (IFCC)",
};

/**
 * HbA1c in % (NGSP) and mmol/mol (IFCC), and the estimated average glucose (ADAG): type in either
 * field; the other and the estimate follow. Values outside the plausible range give no result. On
 * a page of another language, numbers are written and read in its `marks`, as the blood-sugar
 * converter's are.
 */
export function Hba1cConverter({ marks }: { marks?: NumberMarks | undefined }) {
  const say = useUi();
  const [typed, setTyped] = useState<{ unit: Hba1cUnitCode; text: string }>({
    unit: "ngsp",
    text: "",
  });
  // Read again once the full number reader has loaded (a decimal comma waits for it).
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const id = useId();
  // On an English page, a `type="number"` field hands over JavaScript syntax whatever the
  // visitor's language; elsewhere the visitor types in the page's marks.
  const value = marks ? readField(typed.text, true, marks) : readPlainNumber(typed.text);
  const shown = value === undefined ? undefined : hba1cDisplay(value, typed.unit);
  const spelled = (text: string) => (marks ? withMarks(text, marks) : text);
  const text = (unit: Hba1cUnitCode) =>
    typed.unit === unit ? typed.text : shown ? spelled(shown[unit]) : "";

  const field = (unit: Hba1cUnitCode) => (
    <div>
      <label htmlFor={`${id}-${unit}`} className="mb-1 block text-sm font-medium">
        {say("hba1c.in", { unit: UNIT_NAMES[unit] })}
      </label>
      <input
        id={`${id}-${unit}`}
        {...(marks
          ? { autoComplete: "off", spellCheck: false }
          : { type: "number", min: 0, step: unit === "ngsp" ? 0.1 : 1 })}
        inputMode="decimal"
        className={`${valueField} w-full`}
        value={text(unit)}
        onChange={(e) => {
          setTyped({ unit, text: e.target.value });
          if (marks) afterNumberReader(refresh);
        }}
      />
    </div>
  );

  return (
    <section aria-label={say("hba1c")} className={converterPanel}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {field("ngsp")}
        {field("ifcc")}
      </div>
      <p aria-live="polite" className="mt-4 min-h-7 text-lg tabular-nums" data-testid="eag">
        {shown
          ? say("hba1c.eag", { mgdl: spelled(shown.eagMgdl), mmoll: spelled(shown.eagMmoll) })
          : typed.text.trim() !== ""
            ? say("hba1c.range")
            : ""}
      </p>
    </section>
  );
}
