import {
  ALLOWANCE_MM,
  labelOf,
  lastLengthOf,
  nearestSize,
  SHOE_SYSTEMS,
  type ShoeSystem,
  type ShoeWho,
  SYSTEMS_OF,
  sizesOf,
} from "../../engine/shoe-size";

/** One table a wearer: its rows are every size of one system, in half sizes. */
const TABLES: readonly { who: ShoeWho; title: string; rows: ShoeSystem }[] = [
  { who: "men", title: "Men's shoe sizes", rows: "us-men" },
  { who: "women", title: "Women's shoe sizes", rows: "us-women" },
  { who: "children", title: "Children's shoe sizes", rows: "uk-child" },
];

/**
 * The shoe size charts, rendered on the server only: every men's, women's and children's size
 * and the nearest size in each other system of that wearer, with the foot length it fits
 * (engine/shoe-size.ts). A dash is a size past the other system's range.
 */
export function ShoeSizeChart() {
  return (
    <section aria-labelledby="shoe-chart" className="mt-8">
      <h2 id="shoe-chart" className="text-2xl font-semibold">
        Shoe size chart
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Each row is one last length and the nearest size of each system; the foot lengths are{" "}
        {ALLOWANCE_MM / 10} cm shorter than the last. A dash: past that system's range.
      </p>
      <ul className="mt-2 list-disc pl-5 text-slate-700 dark:text-slate-300">
        {SHOE_SYSTEMS.filter((s) => s.id !== "foot-cm" && s.id !== "foot-in").map((s) => (
          <li key={s.id}>
            {s.label}: {s.rule}
          </li>
        ))}
      </ul>
      {TABLES.map((t) => {
        const columns = SYSTEMS_OF[t.who].filter((s) => s !== t.rows);
        return (
          <div key={t.who} className="mt-6">
            <h3 id={`shoe-chart-${t.who}`} className="text-xl font-semibold">
              {t.title}
            </h3>
            {/* Wider than a phone: the table scrolls sideways, so the keyboard must reach it. */}
            <section
              aria-labelledby={`shoe-chart-${t.who}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll from the keyboard
              tabIndex={0}
              className="mt-2 overflow-x-auto"
            >
              <table
                aria-labelledby={`shoe-chart-${t.who}`}
                className="w-full text-left text-sm tabular-nums"
              >
                <thead>
                  <tr className="border-b border-slate-300 dark:border-slate-700">
                    <th scope="col" className="py-1.5 pr-3">
                      {labelOf(t.rows)}
                    </th>
                    {columns.map((s) => (
                      <th key={s} scope="col" className="py-1.5 pr-3">
                        {labelOf(s)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {sizesOf(t.rows).map((size) => {
                    const mm = lastLengthOf(t.rows, size) as number;
                    return (
                      <tr key={size} className="border-b border-slate-200 dark:border-slate-800">
                        <th scope="row" className="py-1.5 pr-3">
                          {size}
                        </th>
                        {columns.map((s) => {
                          const near = nearestSize(s, mm);
                          return (
                            <td key={s} className="py-1.5 pr-3">
                              {"size" in near ? near.size : "–"}
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
