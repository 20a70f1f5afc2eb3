import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { CurrencyConverter } from "~/components/money/currency-converter";
import { moneyContent } from "~/content/money-content.server";
import { renderPlain } from "~/content/render.server";
import { headTags } from "~/lib/head";
import { isCoin } from "~/money/currencies";
import { loadPage } from "~/site/page-data.server";
import type { Route } from "./+types/money";

export function loader({ request }: Route.LoaderArgs) {
  const data = loadPage(request);
  const slug = (data.page.canonical ?? data.page.path).slice(1);
  const content = moneyContent.get(slug);
  if (!content) throw new Error(`No content for /${slug}`);
  const from = data.page.pair?.from ?? "USD";
  return {
    ...data,
    widget: {
      kind: data.page.view === "crypto" ? ("crypto" as const) : ("fiat" as const),
      from,
      to: data.page.pair?.to ?? "EUR",
      examples: isCoin(from) ? [0.001, 0.01, 0.1, 1, 10] : [1, 10, 100, 1000, 5000],
    },
    content: renderPlain(content),
  };
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head, data?.content.faqs);

/** Currency and crypto pages (site spec 2.7, 2.8): the live converter and the page's content. */
export default function MoneyPage({ loaderData }: Route.ComponentProps) {
  const { page, widget, content } = loaderData;
  return (
    <article>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mb-5 max-w-3xl text-slate-700 dark:text-slate-300">{page.description}</p>
      {/* One route module serves every money page: a new page starts a new widget. */}
      <CurrencyConverter key={page.path} {...widget} title={page.label} />
      <noscript>
        <p className="mt-3">Live rates need JavaScript; the rest of this page reads without it.</p>
      </noscript>
      <AdSlot />
      <ContentSection title={page.title} content={content} />
    </article>
  );
}
