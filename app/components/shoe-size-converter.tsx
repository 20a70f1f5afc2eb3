import { useId, useState } from "react";
import { useDocumentTag, useUi } from "~/framework/static-markup";
import {
  ALLOWANCE_MM,
  lastLengthOf,
  type NearestSize,
  nearestSize,
  type ShoeSystem,
  type ShoeWho,
  SYSTEMS_OF,
} from "../../engine/shoe-size";
import type { UiKey } from "../../site/i18n/ui/en";
import { converterPanel, unitSelect, valueField } from "./converter/styles";
import { Field, FieldProblem } from "./field";

const WHO: readonly ShoeWho[] = ["men", "women", "children"];
const FOOT_UNITS: readonly { id: ShoeSystem; label: string }[] = [
  { id: "foot-cm", label: "cm" },
  { id: "foot-in", label: "in" },
];
type Mode = "size" | "foot";

type Say = ReturnType<typeof useUi>;

/** A system's name in the page's words (site/i18n/ui/): "shoe.us-men" is US men's. */
export const shoeSystemKey = (system: ShoeSystem) => `shoe.${system}` as UiKey;

/** A nearest size in the page's words and decimal mark: "26,5", "unter 4". */
function shown(say: Say, tag: string, near: NearestSize): string {
  if ("size" in near) return withDecimalOf(tag, near.size);
  const limit = withDecimalOf(tag, near.limit);
  return say(near.outside === "below" ? "shoe.under" : "shoe.over", { limit });
}

/**
 * A size as the engine writes it ("26.5"), with the decimal mark of the language `tag` (the
 * document's): "26,5" in German. Sizes are under a thousand, so never grouped. Written in each
 * converter's module (ring and shoe): a module of its own becomes a chunk of its own, 0.13 KB gzip
 * more on each page's first view than the two lines it holds.
 */
export function withDecimalOf(tag: string, size: string): string {
  const comma = new Intl.NumberFormat(tag).formatToParts(1.5).some((p) => p.value === ",");
  return comma ? size.replace(".", ",") : size;
}

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
  const say = useUi();
  const tag = useDocumentTag();

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
        ? say(footUnit === "foot-cm" ? "shoe.not-cm" : "shoe.not-in", { size: text.trim() })
        : say("shoe.not-size", { system: say(shoeSystemKey(from)), size: text.trim() })
      : undefined;

  return (
    <section aria-label={say("shoe")} className={converterPanel}>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{say("shoe.who")}</legend>
          <div className="flex flex-wrap gap-x-4">
            {WHO.map((w) => (
              <label key={w} className="flex items-center gap-1.5 py-1">
                <input
                  type="radio"
                  name={`${id}-who`}
                  value={w}
                  checked={who === w}
                  onChange={() => setWho(w)}
                />
                {say(`shoe.${w}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{say("shoe.start")}</legend>
          <div className="flex flex-wrap gap-x-4">
            <label className="flex items-center gap-1.5 py-1">
              <input
                type="radio"
                name={`${id}-mode`}
                value="size"
                checked={mode === "size"}
                onChange={() => setMode("size")}
              />
              {say("shoe.a-size")}
            </label>
            <label className="flex items-center gap-1.5 py-1">
              <input
                type="radio"
                name={`${id}-mode`}
                value="foot"
                checked={mode === "foot"}
                onChange={() => setMode("foot")}
              />
              {say("shoe.measure")}
            </label>
          </div>
        </fieldset>
      </div>
      {mode === "size" ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Field id={`${id}-size`} label={say("shoe.size")} className="min-w-40 flex-1">
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
          <Field id={`${id}-system`} label={say("shoe.system")} className="min-w-40 flex-1">
            <select
              id={`${id}-system`}
              className={`${unitSelect} w-full`}
              value={from}
              onChange={(e) => setChosen(e.target.value as ShoeSystem)}
            >
              {sizeSystems.map((s) => (
                <option key={s} value={s}>
                  {say(shoeSystemKey(s))}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Field id={`${id}-foot`} label={say("shoe.foot")} className="min-w-40 flex-1">
            <input
              id={`${id}-foot`}
              className={`${valueField} w-full`}
              autoComplete="off"
              spellCheck={false}
              inputMode="decimal"
              placeholder={footUnit === "foot-cm" ? withDecimalOf(tag, "26.5") : "10 3/8"}
              value={foot}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${id}-problem ${id}-how`}
              onChange={(e) => setFoot(e.target.value)}
            />
          </Field>
          <Field id={`${id}-unit`} label={say("shoe.unit")} className="min-w-28 flex-1">
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
            {say("shoe.how", { allowance: withDecimalOf(tag, String(ALLOWANCE_MM / 10)) })}
          </p>
        </div>
      )}
      <FieldProblem id={`${id}-problem`} problem={problem} />
      <table className="mt-2 w-full text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">
          {say(mode === "foot" ? "shoe.for-foot" : "shoe.same")}
        </caption>
        <tbody>
          {systems
            .filter((s) => s !== from)
            .map((s) => (
              <tr key={s} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {say(shoeSystemKey(s))}
                </th>
                <td className="py-1.5 text-base font-semibold tabular-nums">
                  {mm === undefined ? "" : shown(say, tag, nearestSize(s, mm))}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}
