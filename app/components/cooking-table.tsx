import { useServerView } from "~/framework/static-markup";

const th = "py-1.5 pr-3";

/** A source's text, its quoted USDA record names marked English on another language's page. */
function Source({ text, quotesInEnglish }: { text: string; quotesInEnglish: boolean }) {
  if (!quotesInEnglish) return text;
  return text.split(/(“[^”]*”)/).map((part, i) =>
    part.startsWith("“") ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
      <span key={i} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * A cooking page's table (¼ to 4 cups of its ingredient) and the source of every figure on it,
 * rendered on the server only from the page's view (site/views/cooking.server.ts).
 */
export function CookingTable() {
  const { cooking } = useServerView("tool");
  if (!cooking) return null;
  const { table, sources, headings, quotesInEnglish } = cooking;
  return (
    <>
      {table && (
        <section aria-labelledby="cooking-table" className="mt-8">
          <h2 id="cooking-table" className="text-2xl font-semibold">
            {headings.title}
          </h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm tabular-nums">
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className={th}>
                    {headings.cups}
                  </th>
                  {table.columns.map((c) => (
                    <th key={c} scope="col" className={th}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.cups} className="border-b border-slate-200 dark:border-slate-800">
                    <th scope="row" className={`${th} whitespace-nowrap`}>
                      {row.cups}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={table.columns[i]} className={th}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <section aria-labelledby="cooking-sources" className="mt-8">
        <h2 id="cooking-sources" className="text-2xl font-semibold">
          {table ? headings.sources : headings.allSources}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className={th}>
                  {headings.ingredient}
                </th>
                <th scope="col" className={th}>
                  {headings.perCup}
                </th>
                <th scope="col" className={th}>
                  {headings.source}
                </th>
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.name} className="border-b border-slate-200 dark:border-slate-800">
                  <th scope="row" className={`${th} font-normal`}>
                    {s.name}
                  </th>
                  <td className={`${th} tabular-nums`}>{s.gramsPerCup}</td>
                  <td className={`${th} text-slate-700 dark:text-slate-300`}>
                    <Source text={s.source} quotesInEnglish={quotesInEnglish} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
