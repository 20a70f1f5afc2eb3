import { useId, useState } from "react";
import {
  labelOf,
  lastLengthOf,
  type NearestSize,
  nearestSize,
  SHOE_SYSTEMS,
  type ShoeSystem,
  type ShoeWho,
  SYSTEMS_OF,
} from "../../engine/shoe-size";
import { converterPanel, unitSelect, valueField } from "./converter/styles";
import { Field, FieldProblem } from "./field";

const WHO: readonly { id: ShoeWho; label: string }[] = [
  { id: "men", label: "Men" },
  { id: "women", label: "Women" },
  { id: "children", label: "Children" },
];
const FOOT_UNITS: readonly { id: ShoeSystem; label: string }[] = [
  { id: "foot-cm", label: "cm" },
  { id: "foot-in", label: "in" },
];
type Mode = "size" | "foot";

const shown = (near: NearestSize) =>
  "size" in near ? near.size : `${near.outside === "below" ? "under" : "over"} ${near.limit}`;

/**
 * Shoe sizes (issue 24): a size for men, women or children in any system, or a measured foot
 * length, and the nearest size in every other system of that wearer (engine/shoe-size.ts). A
 * size the system does not have is named in a message under the field.
 */
export function ShoeSizeConverter() {
  const [who, setWho] = useState<ShoeWho>("men");
  const [mode, setMode] = useState<Mode>("size");
  const [chosen, setChosen] = useState<ShoeSystem>("us-men");
  const [size, setSize] = useState("9");
  const [footUnit, setFootUnit] = useState<ShoeSystem>("foot-cm");
  const [foot, setFoot] = useState("");
  const id = useId();

  const systems = SYSTEMS_OF[who];
  const sizeSystems: readonly ShoeSystem[] = systems.filter(
    (s) => s !== "foot-cm" && s !== "foot-in",
  );
  const from: ShoeSystem =
    mode === "foot" ? footUnit : sizeSystems.includes(chosen) ? chosen : (systems[0] as ShoeSystem);
  const text = mode === "foot" ? foot : size;
  const mm = text.trim() === "" ? undefined : lastLengthOf(from, text);
  const problem =
    text.trim() !== "" && mm === undefined
      ? mode === "foot"
        ? `Not a foot length in ${footUnit === "foot-cm" ? "centimetres" : "inches"}: “${text.trim()}”.`
        : `Not a size in ${labelOf(from)}: “${text.trim()}”.`
      : undefined;

  return (
    <section aria-label="Shoe size converter" className={converterPanel}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <fieldset>
          <legend className="mb-1 text-sm font-medium">Who</legend>
          <div className="flex flex-wrap gap-x-4">
            {WHO.map((w) => (
              <label key={w.id} className="flex items-center gap-1.5 py-1">
                <input
                  type="radio"
                  name={`${id}-who`}
                  value={w.id}
                  checked={who === w.id}
                  onChange={() => setWho(w.id)}
                />
                {w.label}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">Start from</legend>
          <div className="flex flex-wrap gap-x-4">
            <label className="flex items-center gap-1.5 py-1">
              <input
                type="radio"
                name={`${id}-mode`}
                value="size"
                checked={mode === "size"}
                onChange={() => setMode("size")}
              />
              A size
            </label>
            <label className="flex items-center gap-1.5 py-1">
              <input
                type="radio"
                name={`${id}-mode`}
                value="foot"
                checked={mode === "foot"}
                onChange={() => setMode("foot")}
              />
              Measure your foot
            </label>
          </div>
        </fieldset>
      </div>
      {mode === "size" ? (
        <div className="mt-3 flex flex-wrap gap-2">
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
              value={from}
              onChange={(e) => setChosen(e.target.value as ShoeSystem)}
            >
              {sizeSystems.map((s) => (
                <option key={s} value={s}>
                  {labelOf(s)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Field id={`${id}-foot`} label="Foot length" className="min-w-40 flex-1">
            <input
              id={`${id}-foot`}
              className={`${valueField} w-full`}
              autoComplete="off"
              spellCheck={false}
              inputMode="decimal"
              placeholder={footUnit === "foot-cm" ? "26.5" : "10 3/8"}
              value={foot}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-problem ${id}-how`}
              onChange={(e) => setFoot(e.target.value)}
            />
          </Field>
          <Field id={`${id}-unit`} label="Unit" className="min-w-28 flex-1">
            <select
              id={`${id}-unit`}
              className={`${unitSelect} w-full`}
              value={footUnit}
              onChange={(e) => setFootUnit(e.target.value as ShoeSystem)}
            >
              {FOOT_UNITS.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.label}
                </option>
              ))}
            </select>
          </Field>
          <p id={`${id}-how`} className="w-full text-sm text-slate-700 dark:text-slate-300">
            Heel to the tip of the longest toe, standing, at the end of the day. The shoe's last is
            taken to be 1.5 cm longer.
          </p>
        </div>
      )}
      <FieldProblem id={`${id}-problem`} problem={problem} />
      <table className="mt-2 w-full text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">
          {mode === "foot" ? "The sizes for this foot" : "The same shoe in every system"}
        </caption>
        <tbody>
          {SHOE_SYSTEMS.filter((s) => systems.includes(s.id) && s.id !== from).map((s) => (
            <tr key={s.id} className="border-b border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-4 font-normal">
                {s.label}
              </th>
              <td className="py-1.5 text-base font-semibold tabular-nums">
                {mm === undefined ? "" : shown(nearestSize(s.id, mm))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
