import { useServerRender } from "~/framework/static-markup";
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
  const { t, inSentence } = useServerRender();
  const named = inSentence(title);
  return (
    <div className="mt-10 space-y-10 text-slate-800 dark:text-slate-200">
      <section className="below-fold">
        <h2 className={h2}>{t("content.about", { title: named })}</h2>
        {content.about.map((p) => (
          <p key={p} className="mb-3 max-w-3xl leading-relaxed">
            {p}
          </p>
        ))}
      </section>

      {content.table.length > 0 && (
        <section className="below-fold">
          <h2 className={h2}>{t("content.common")}</h2>
          <p className={sub}>{t("content.common-sub", { title })}</p>
          <div className="max-w-3xl overflow-x-auto">
            <table className="w-full text-left tabular-nums">
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-4">
                    {t("content.from")}
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    {t("content.to")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("content.result")}
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
          <h2 className={h2}>{t("content.formulas")}</h2>
          <div className="grid gap-4 md:grid-cols-2">
            {content.formulas.map((f) => (
              <div
                key={f.title}
                className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <h3 className="mb-1 font-semibold">{f.title}</h3>
                <p className="font-mono text-sm">{f.formula}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t("content.example")} {f.example}
                </p>
              </div>
            ))}
          </div>
        </section>
      )}

      {content.useCases.length > 0 && (
        <section className="below-fold">
          <h2 className={h2}>{t("content.use-cases")}</h2>
          <ul className="list-disc space-y-1 pl-6">
            {content.useCases.map((u) => (
              <li key={u}>{u}</li>
            ))}
          </ul>
        </section>
      )}

      <Texts
        title={t("content.guides")}
        subtitle={t("content.guides-sub")}
        items={content.guides}
      />
      <Texts title={t("content.tips")} subtitle={t("content.tips-sub")} items={content.tips} />

      {content.faqs.length > 0 && (
        <section className="below-fold">
          <h2 className={h2}>{t("content.faq")}</h2>
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
