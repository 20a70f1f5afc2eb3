import { useId, useState } from "react";
import { useDocumentTag, useUi } from "~/framework/static-markup";
import {
  circumferenceOf,
  nearestSize,
  RING_SYSTEMS,
  type RingSystem,
} from "../../engine/ring-size";
import type { UiKey } from "../../site/i18n/ui/en";
import { converterPanel, unitSelect, valueField } from "./converter/styles";
import { Field, FieldProblem } from "./field";

const DEFAULT = { system: "us" as RingSystem, size: "7" };

/** A system's name in the page's words (site/i18n/ui/): "ring.uk" is UK & Australia. */
export const ringSystemKey = (system: RingSystem) => `ring.${system}` as UiKey;

/**
 * A size as the engine writes it ("54.5"), with the decimal mark of the language `tag` (the
 * document's): "54,5" in German. Sizes are under a thousand, so never grouped. Written in each
 * converter's module (ring and shoe): a module of its own becomes a chunk of its own, 0.13 KB gzip
 * more on each page's first view than the two lines it holds.
 */
export function withDecimalOf(tag: string, size: string): string {
  const comma = new Intl.NumberFormat(tag).formatToParts(1.5).some((p) => p.value === ",");
  return comma ? size.replace(".", ",") : size;
}

/**
 * Ring sizes (issue 24): a size in any system, or a measured inner diameter or circumference,
 * and the nearest size in every other system (engine/ring-size.ts). A size the system does not
 * have is named in a message under the field. A size is read with a decimal point or comma.
 */
export function RingSizeConverter() {
  const [system, setSystem] = useState<RingSystem>(DEFAULT.system);
  const [size, setSize] = useState(DEFAULT.size);
  const id = useId();
  const say = useUi();
  const tag = useDocumentTag();
  const mm = size.trim() === "" ? undefined : circumferenceOf(system, size);
  const problem =
    size.trim() !== "" && mm === undefined
      ? say("ring.not-size", { system: say(ringSystemKey(system)), size: size.trim() })
      : undefined;

  return (
    <section aria-label={say("ring")} className={converterPanel}>
      <div className="flex flex-wrap gap-2">
        <Field id={`${id}-size`} label={say("ring.size")} className="min-w-40 flex-1">
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
        <Field id={`${id}-system`} label={say("ring.system")} className="min-w-40 flex-1">
          <select
            id={`${id}-system`}
            className={`${unitSelect} w-full`}
            value={system}
            onChange={(e) => setSystem(e.target.value as RingSystem)}
          >
            {RING_SYSTEMS.map(({ id: s }) => (
              <option key={s} value={s}>
                {say(ringSystemKey(s))}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
      <table className="mt-2 w-full text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">{say("ring.same")}</caption>
        <tbody>
          {RING_SYSTEMS.filter((s) => s.id !== system).map(({ id: s }) => {
            const near = mm === undefined ? undefined : nearestSize(s, mm);
            return (
              <tr key={s} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  {say(ringSystemKey(s))}
                </th>
                <td className="py-1.5 text-base font-semibold tabular-nums">
                  {mm === undefined
                    ? ""
                    : near === undefined
                      ? say("ring.smaller")
                      : withDecimalOf(tag, near)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
