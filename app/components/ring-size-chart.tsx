import { circumferenceOf, nearestSize, RING_SYSTEMS } from "../../engine/ring-size";

/** US sizes 3 to 13½ in half sizes: the range jewellers stock. */
const US_SIZES = Array.from({ length: 22 }, (_, i) => String(3 + i / 2));
const COLUMNS = RING_SYSTEMS.filter((s) => s.id !== "us" && s.id !== "diameter-in");

/**
 * The ring size chart, rendered on the server only: every US size 3 to 13½ and the nearest size
 * in each other system, with the inner diameter and circumference in mm (engine/ring-size.ts).
 */
export function RingSizeChart() {
  return (
    <section aria-labelledby="ring-chart" className="mt-8">
      <h2 id="ring-chart" className="text-2xl font-semibold">
        Ring size chart
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Each row is a US & Canada size and the nearest size of each other system.{" "}
        {RING_SYSTEMS.filter((s) => s.id !== "diameter-mm" && s.id !== "circumference-mm")
          .map((s) => `${s.label}: ${s.rule}`)
          .join("; ")}
        .
      </p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="py-1.5 pr-3">
                US & Canada
              </th>
              {COLUMNS.map((s) => (
                <th key={s.id} scope="col" className="py-1.5 pr-3">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {US_SIZES.map((size) => {
              const mm = circumferenceOf("us", size) as number;
              return (
                <tr key={size} className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-1.5 pr-3">
                    {nearestSize("us", mm)}
                  </th>
                  {COLUMNS.map((s) => (
                    <td key={s.id} className="py-1.5 pr-3">
                      {nearestSize(s.id, mm)}
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
