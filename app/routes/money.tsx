import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { CurrencyConverter } from "~/components/money/currency-converter";
import { headTags } from "~/lib/head";
import { moneyView } from "../../site/views/money.server";
import { pageOf } from "../../site/views/page.server";
import type { Route } from "./+types/money";

export function loader({ request }: Route.LoaderArgs) {
  return moneyView(pageOf(request, "currency", "currency-pair", "crypto"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head, data?.content.faqs);

/** Currency and crypto pages (site spec 2.7, 2.8): the live converter and the page's content. */
export default function MoneyPage({ loaderData }: Route.ComponentProps) {
  const { path, title, description, widget, content } = loaderData;
  return (
    <article>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mb-5 max-w-3xl text-slate-700 dark:text-slate-300">{description}</p>
      {/* One route module serves every money page: a new page starts a new widget. */}
      <CurrencyConverter key={path} {...widget} />
      <noscript>
        <p className="mt-3">Live rates need JavaScript; the rest of this page reads without it.</p>
      </noscript>
      <AdSlot />
      <ContentSection title={title} content={content} />
    </article>
  );
}
