import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { FaqData } from "~/components/json-ld";
import { LinkList } from "~/components/link-list";
import { BloodSugarConverter } from "~/components/medical/blood-sugar-converter";
import { Hba1cConverter } from "~/components/medical/hba1c-converter";
import { PageIntro } from "~/components/page-intro";
import { Static, useServerRender, useServerView } from "~/framework/static-markup";
import { medicalView } from "../../site/views/medical.server";
import { addressOf } from "../../site/views/page.server";
import type { Route } from "./+types/blood-sugar";

/** What hydrates: the number marks the converters write and read in (none on an English page). */
export function loader({ url }: Route.LoaderArgs) {
  const { page, language } = addressOf(url, "medical");
  return { marks: medicalView(page, language).marks };
}

type Row = readonly [string, string, string];

/** A three-column table whose first cell names its row (both tables of the page). */
function RowTable({ head, rows, cells }: { head: Row; rows: readonly Row[]; cells: Row }) {
  const pad = (i: number) => (i < 2 ? "pr-4" : "");
  return (
    <table className="w-full text-left tabular-nums">
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-700">
          {head.map((label, i) => (
            <th key={label} scope="col" className={`py-2 ${pad(i)}`.trim()}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...values]) => (
          <tr key={name} className="border-b border-slate-100 dark:border-slate-900">
            <th scope="row" className={`py-1.5 pr-4 ${cells[0]}`}>
              {name}
            </th>
            {values.map((value, i) => (
              <td key={head[i + 1]} className={`py-1.5 ${pad(i + 1)} ${cells[i + 1]}`.trim()}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const h2 = "mb-3 text-2xl font-semibold tracking-tight";

/**
 * The ranges, the units and common readings (docs/spec/site.md §9.3, computed with the true
 * factor), rendered on the server only, as are the other parts of the page around its two
 * converters.
 */
function Ranges() {
  const { cards, reference, common } = useServerView("medical");
  const { t } = useServerRender();
  return (
    <>
      <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
        {t("medical.disclaimer")}
      </p>

      <section aria-labelledby="reference-title" className="below-fold mt-8 max-w-2xl">
        <h2 id="reference-title" className={h2}>
          {t("medical.reference")}
        </h2>
        <RowTable
          head={[t("medical.range"), "mg/dL", "mmol/L"]}
          rows={reference.map((r) => [r.range, r.mgdl, r.mmoll] as const)}
          cells={["font-medium", "", ""]}
        />
      </section>

      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {cards.map((card) => (
          <section
            key={card.unit}
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <h2 className="mb-2 font-semibold">{card.title}</h2>
            <ul className="list-disc space-y-1 pl-5">
              {card.places.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <AdSlot />

      <section aria-labelledby="common-title" className="below-fold max-w-2xl">
        <h2 id="common-title" className={h2}>
          {t("medical.common")}
        </h2>
        <RowTable
          head={[t("medical.reading"), t("medical.converted"), t("medical.meaning")]}
          rows={common.map((c) => [c.from, c.to, c.note] as const)}
          cells={["font-normal", "font-medium", "text-slate-600 dark:text-slate-400"]}
        />
      </section>
    </>
  );
}

function Hba1cIntro() {
  const { hba1c } = useServerView("medical");
  const { t } = useServerRender();
  return (
    <>
      <h2 id="hba1c-title" className={h2}>
        {t("medical.hba1c")}
      </h2>
      <p className="mb-4 max-w-3xl leading-relaxed">{hba1c.intro}</p>
    </>
  );
}

function Hba1cFaqs() {
  return useServerView("medical").hba1c.faqs.map((f) => (
    <details
      key={f.question}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <summary className="cursor-pointer font-medium">{f.question}</summary>
      <p className="mt-2">{f.answer}</p>
    </details>
  ));
}

function MedicalBody() {
  const { title, content, hba1c, related, formula } = useServerView("medical");
  const { t } = useServerRender();
  return (
    <>
      <ContentSection title={title} content={content} />

      <section aria-labelledby="related-title" className="below-fold mt-10">
        <h2 id="related-title" className="mb-3 text-xl font-semibold">
          {t("medical.related")}
        </h2>
        <LinkList links={related} className="flex flex-wrap gap-3" discover="render" />
      </section>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{formula}</p>
      <FaqData faqs={[...content.faqs, ...hba1c.faqs]} />
    </>
  );
}

/**
 * The blood-sugar page (docs/spec/site.md §2.9) and its HbA1c section: two converters, the rest is
 * read; in English or another language (site/views/medical.server.ts).
 */
export default function BloodSugarPage({ loaderData }: Route.ComponentProps) {
  const { marks } = loaderData;
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <BloodSugarConverter marks={marks} />
      <Static id="ranges">{import.meta.env.SSR && <Ranges />}</Static>
      <section aria-labelledby="hba1c-title" className="below-fold mt-10">
        <Static id="hba1c-intro">{import.meta.env.SSR && <Hba1cIntro />}</Static>
        <Hba1cConverter marks={marks} />
        <Static id="hba1c-faqs" className="mt-4 max-w-3xl space-y-3">
          {import.meta.env.SSR && <Hba1cFaqs />}
        </Static>
      </section>
      <Static id="body">{import.meta.env.SSR && <MedicalBody />}</Static>
    </article>
  );
}
