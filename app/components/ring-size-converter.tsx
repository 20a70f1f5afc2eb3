import { useId, useState } from "react";
import {
  circumferenceOf,
  nearestSize,
  RING_SYSTEMS,
  type RingSystem,
} from "../../engine/ring-size";
import { converterPanel, unitSelect, valueField } from "./converter/styles";
import { Field, FieldProblem } from "./field";

const DEFAULT = { system: "us" as RingSystem, size: "7" };
const labelOf = (system: RingSystem) => RING_SYSTEMS.find((s) => s.id === system)?.label ?? "";

/**
 * Ring sizes (issue 24): a size in any system, or a measured inner diameter or circumference,
 * and the nearest size in every other system (engine/ring-size.ts). A size the system does not
 * have is named in a message under the field.
 */
export function RingSizeConverter() {
  const [system, setSystem] = useState<RingSystem>(DEFAULT.system);
  const [size, setSize] = useState(DEFAULT.size);
  const id = useId();
  const mm = size.trim() === "" ? undefined : circumferenceOf(system, size);
  const problem =
    size.trim() !== "" && mm === undefined
      ? `Not a size in ${labelOf(system)}: “${size.trim()}”.`
      : undefined;

  return (
    <section aria-label="Ring size converter" className={converterPanel}>
      <div className="flex flex-wrap gap-2">
        <Field id={`${id}-size`} label="Size" className="min-w-40 flex-1">
          <input
            id={`${id}-size`}
            className={`${valueField} w-full`}
            autoComplete="off"
            spellCheck={false}
            value={size}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
            onChange={(e) => setSize(e.target.value)}
          />
        </Field>
        <Field id={`${id}-system`} label="System" className="min-w-40 flex-1">
          <select
            id={`${id}-system`}
            className={`${unitSelect} w-full`}
            value={system}
            onChange={(e) => setSystem(e.target.value as RingSystem)}
          >
            {RING_SYSTEMS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
      <table className="mt-2 w-full text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">The same ring in every system</caption>
        <tbody>
          {RING_SYSTEMS.filter((s) => s.id !== system).map((s) => (
            <tr key={s.id} className="border-b border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-4 font-normal">
                {s.label}
              </th>
              <td className="py-1.5 text-base font-semibold tabular-nums">
                {mm === undefined ? "" : (nearestSize(s.id, mm) ?? "smaller than the smallest")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
