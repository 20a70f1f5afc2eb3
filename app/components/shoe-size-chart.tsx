import { useDocumentTag, useServerRender, useUi } from "~/framework/static-markup";
import {
  ALLOWANCE_MM,
  lastLengthOf,
  nearestSize,
  SHOE_SYSTEMS,
  type ShoeSystem,
  type ShoeWho,
  SYSTEMS_OF,
  sizesOf,
} from "../../engine/shoe-size";
import type { TextKey } from "../../site/i18n/text/en";
import { shoeSystemKey, withDecimalOf } from "./shoe-size-converter";

/** One table a wearer: its rows are every size of one system, in half sizes. */
const TABLES: readonly { who: ShoeWho; title: TextKey; rows: ShoeSystem }[] = [
  { who: "men", title: "shoe.chart-men", rows: "us-men" },
  { who: "women", title: "shoe.chart-women", rows: "us-women" },
  { who: "children", title: "shoe.chart-children", rows: "uk-child" },
];
const ruleKey = (system: ShoeSystem) => `shoe.rule.${system}` as TextKey;

/**
 * The shoe size charts, rendered on the server only: every men's, women's and children's size
 * and the nearest size in each other system of that wearer, with the foot length it fits
 * (engine/shoe-size.ts), in the page's words. A dash is a size past the other system's range.
 */
export function ShoeSizeChart() {
  const { t } = useServerRender();
  const say = useUi();
  const tag = useDocumentTag();
  return (
    <section aria-labelledby="shoe-chart" className="mt-8">
      <h2 id="shoe-chart" className="text-2xl font-semibold">
        {t("shoe.chart")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t("shoe.chart-intro", { allowance: withDecimalOf(tag, String(ALLOWANCE_MM / 10)) })}
      </p>
      <ul className="mt-2 list-disc pl-5 text-slate-700 dark:text-slate-300">
        {SHOE_SYSTEMS.filter((s) => s.id !== "foot-cm" && s.id !== "foot-in").map((s) => (
          <li key={s.id}>
            {t("shoe.rule-of", { system: say(shoeSystemKey(s.id)), rule: t(ruleKey(s.id)) })}
          </li>
        ))}
      </ul>
      {TABLES.map((table) => {
        const columns = SYSTEMS_OF[table.who].filter((s) => s !== table.rows);
        return (
          <div key={table.who} className="mt-6">
            <h3 id={`shoe-chart-${table.who}`} className="text-xl font-semibold">
              {t(table.title)}
            </h3>
            {/* Wider than a phone: the table scrolls sideways, so the keyboard must reach it. */}
            <section
              aria-labelledby={`shoe-chart-${table.who}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll from the keyboard
              tabIndex={0}
              className="mt-2 overflow-x-auto"
            >
              <table
                aria-labelledby={`shoe-chart-${table.who}`}
                className="w-full text-left text-sm tabular-nums"
              >
                <thead>
                  <tr className="border-b border-slate-300 dark:border-slate-700">
                    <th scope="col" className="py-1.5 pr-3">
                      {say(shoeSystemKey(table.rows))}
                    </th>
                    {columns.map((s) => (
                      <th key={s} scope="col" className="py-1.5 pr-3">
                        {say(shoeSystemKey(s))}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {sizesOf(table.rows).map((size) => {
                    const mm = lastLengthOf(table.rows, size) as number;
                    return (
                      <tr key={size} className="border-b border-slate-200 dark:border-slate-800">
                        <th scope="row" className="py-1.5 pr-3">
                          {size}
                        </th>
                        {columns.map((s) => {
                          const near = nearestSize(s, mm);
                          return (
                            <td key={s} className="py-1.5 pr-3">
                              {"size" in near ? withDecimalOf(tag, near.size) : "–"}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          </div>
        );
      })}
    </section>
  );
}
