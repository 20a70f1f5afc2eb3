import { useDocumentTag, useServerRender, useUi } from "~/framework/static-markup";
import {
  circumferenceOf,
  nearestSize,
  RING_SYSTEMS,
  type RingSystem,
} from "../../engine/ring-size";
import type { TextKey } from "../../site/i18n/text/en";
import { ringSystemKey, withDecimalOf } from "./ring-size-converter";

const ruleKey = (system: RingSystem) => `ring.rule.${system}` as TextKey;

/**
 * The ring size chart, rendered on the server only: every US size 3 to 13½ and the nearest size
 * in each other system, with the inner diameter and circumference in mm (engine/ring-size.ts), in
 * the page's words and decimal mark.
 */
export function RingSizeChart() {
  // Inside the component, so that none of it reaches the browser's bundle with the converter's.
  /** US sizes 3 to 13½ in half sizes: the range jewellers stock. */
  const usSizes = Array.from({ length: 22 }, (_, i) => String(3 + i / 2));
  const ids = RING_SYSTEMS.map((s) => s.id);
  const columns = ids.filter((s) => s !== "us" && s !== "diameter-in");
  /** The systems whose rule the chart states (the millimetres need none). */
  const ruled = ids.filter((s) => s !== "diameter-mm" && s !== "circumference-mm");
  const { t } = useServerRender();
  const say = useUi();
  const tag = useDocumentTag();
  const size = (system: RingSystem, mm: number) =>
    withDecimalOf(tag, nearestSize(system, mm) ?? "");
  return (
    <section aria-labelledby="ring-chart" className="mt-8">
      <h2 id="ring-chart" className="text-2xl font-semibold">
        {t("ring.chart")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t("ring.chart-intro")}{" "}
        {ruled
          .map((s) => t("ring.rule-of", { system: say(ringSystemKey(s)), rule: t(ruleKey(s)) }))
          .join("; ")}
        .
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-1.5 pr-3">
                {say("ring.us")}
              </th>
              {columns.map((s) => (
                <th key={s} scope="col" className="py-1.5 pr-3">
                  {say(ringSystemKey(s))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {usSizes.map((us) => {
              const mm = circumferenceOf("us", us) as number;
              return (
                <tr key={us} className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-3">
                    {size("us", mm)}
                  </th>
                  {columns.map((s) => (
                    <td key={s} className="py-1.5 pr-3">
                      {size(s, mm)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
