import { useServerRender } from "~/framework/static-markup";
import type { UnitTable } from "../../site/views/types";

/** Every unit the page offers with its exact size in the base unit, computed at build time. */
export function UnitsTable({ table }: { table: UnitTable }) {
  const { t, language, inSentence } = useServerRender();
  // "expressed in meter", "expresada en metro": the name small where a sentence writes it so.
  const base = language === "en" ? table.base.label.toLowerCase() : inSentence(table.base.label);
  return (
    <section aria-labelledby="units-title" className="below-fold mt-10 max-w-3xl">
      <h2 id="units-title" className="mb-3 text-2xl font-semibold tracking-tight">
        {t("units.title")}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-slate-600 dark:text-slate-400">
            {t("units.caption", { base, symbol: table.base.symbol })}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t("units.unit")}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t("units.symbol")}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t("units.in", { symbol: table.base.symbol })}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((u) => (
              <tr key={u.code} className="border-b border-slate-100 dark:border-slate-900">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {u.label}
                  {u.note && (
                    <span className="block text-xs text-slate-500 dark:text-slate-400">
                      {u.note}
                    </span>
                  )}
                </th>
                <td className="py-2 pr-4">{u.symbol}</td>
                <td className="py-2 font-mono tabular-nums">{`1 ${u.symbol} = ${u.inBase} ${table.base.symbol}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
