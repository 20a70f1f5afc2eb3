import type { RenderedContent, RenderedText } from "../../site/content/rendered";

const h2 = "mb-3 text-2xl font-semibold tracking-tight";
const sub = "mb-4 text-slate-600 dark:text-slate-400";

function Texts({
  title,
  subtitle,
  items,
}: {
  title: string;
  subtitle: string;
  items: readonly RenderedText[];
}) {
  if (items.length === 0) return null;
  return (
    <section className="below-fold">
      <h2 className={h2}>{title}</h2>
      <p className={sub}>{subtitle}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {items.map((t) => (
          <article
            key={t.title}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <h3 className="mb-2 font-semibold">{t.title}</h3>
            {t.content.map((p) => (
              <p key={p} className="mb-2 last:mb-0">
                {p}
              </p>
            ))}
          </article>
        ))}
      </div>
    </section>
  );
}

/**
 * The long content of a converter page (docs/spec/units.md §2.9): each part only when it has
 * something. The FAQ is an exclusive accordion of native <details> (one open at a time,
 * collapsible, keyboard operable, readable without JavaScript).
 */
export function ContentSection({ title, content }: { title: string; content: RenderedContent }) {
  return (
    <div className="mt-10 space-y-10 text-slate-800 dark:text-slate-200">
      <section className="below-fold">
        <h2 className={h2}>About {title}</h2>
        {content.about.map((p) => (
          <p key={p} className="mb-3 max-w-3xl leading-relaxed">
            {p}
          </p>
        ))}
      </section>

      {content.table.length > 0 && (
        <section className="below-fold">
          <h2 className={h2}>Common Conversions</h2>
          <p className={sub}>Quick reference for popular {title} conversions</p>
          <div className="max-w-3xl overflow-x-auto">
            <table className="w-full text-left tabular-nums">
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-4">
                    From
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    To
                  </th>
                  <th scope="col" className="py-2">
                    Result
                  </th>
                </tr>
              </thead>
              <tbody>
                {content.table.map((row) => (
                  <tr
                    key={`${row.from}-${row.to}`}
                    className="border-b border-slate-100 dark:border-slate-900"
                  >
                    <td className="py-1.5 pr-4">{row.from}</td>
                    <td className="py-1.5 pr-4">{row.to}</td>
                    <td className="py-1.5 font-medium">{row.result}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {content.formulas.length > 0 && (
        <section className="below-fold">
          <h2 className={h2}>Conversion Formulas</h2>
          <div className="grid gap-4 md:grid-cols-2">
            {content.formulas.map((f) => (
              <div
                key={f.title}
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <h3 className="mb-1 font-semibold">{f.title}</h3>
                <p className="font-mono text-sm">{f.formula}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  Example: {f.example}
                </p>
              </div>
            ))}
          </div>
        </section>
      )}

      {content.useCases.length > 0 && (
        <section className="below-fold">
          <h2 className={h2}>Common Use Cases</h2>
          <ul className="list-disc space-y-1 pl-6">
            {content.useCases.map((u) => (
              <li key={u}>{u}</li>
            ))}
          </ul>
        </section>
      )}

      <Texts
        title="Complete Guides"
        subtitle="In-depth educational content and tutorials"
        items={content.guides}
      />
      <Texts
        title="Tips & Best Practices"
        subtitle="Expert advice for better conversions"
        items={content.tips}
      />

      {content.faqs.length > 0 && (
        <section className="below-fold">
          <h2 className={h2}>Frequently Asked Questions</h2>
          <div className="max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {content.faqs.map((f) => (
              <details key={f.question} name="faq" className="group p-4">
                <summary className="cursor-pointer list-none font-medium marker:hidden">
                  <span className="flex items-center justify-between gap-3">
                    {f.question}
                    <span aria-hidden="true" className="transition-transform group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{f.answer}</p>
              </details>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
