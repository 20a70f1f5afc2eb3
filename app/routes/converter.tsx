import { headTags } from "~/lib/head";
import { loadPage } from "~/site/page-data.server";
import { unitTable } from "~/site/unit-table.server";
import type { Route } from "./+types/converter";

export function loader({ request }: Route.LoaderArgs) {
  const data = loadPage(request);
  return { ...data, units: data.page.converter ? unitTable(data.page.converter) : undefined };
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

/**
 * A unit converter page: heading, description and the exact size of every unit it offers. The
 * interactive converter widget is added by the converter-pages work.
 */
export default function ConverterPage({ loaderData }: Route.ComponentProps) {
  const { page, units } = loaderData;
  return (
    <article>
      <h1 className="mb-3 text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mb-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {page.description}
      </p>
      {units && (
        <section aria-labelledby="units-title" className="max-w-3xl">
          <h2 id="units-title" className="mb-3 text-xl font-semibold">
            Units on this page
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left text-slate-600 dark:text-slate-400">
                One of each unit, expressed in {units.base.label.toLowerCase()} ({units.base.symbol}
                ).
              </caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Unit
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Symbol
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    In {units.base.symbol}
                  </th>
                </tr>
              </thead>
              <tbody>
                {units.rows.map((u) => (
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
                    <td className="py-2 font-mono tabular-nums">
                      1 {u.symbol} = {u.inBase} {units.base.symbol}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </article>
  );
}
