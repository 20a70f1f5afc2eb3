import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { UnitConverter } from "~/components/converter/unit-converter";
import { LinkCards } from "~/components/link-cards";
import { RelatedPanel } from "~/components/related-panel";
import { UnitsTable } from "~/components/units-table";
import { headTags } from "~/lib/head";
import {
  converterContent,
  converterData,
  popularPairs,
  relatedPanel,
} from "~/site/converter-view.server";
import { loadPage } from "~/site/page-data.server";
import { unitTable } from "~/site/unit-table.server";
import type { Route } from "./+types/converter";

/** Everything a unit converter page shows, computed at build time from the catalogs. */
export function loader({ request }: Route.LoaderArgs) {
  const data = loadPage(request);
  const slug = data.page.converter;
  if (!slug) throw new Response("Not Found", { status: 404 });
  return {
    ...data,
    converter: converterData(slug),
    content: converterContent(slug),
    related: relatedPanel(slug),
    popular: popularPairs(slug),
    units: unitTable(slug),
  };
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head, data?.content.faqs);

/** Category, generic, pair and temperature pages (unit spec 2.3–2.5, 2.8). */
export default function ConverterPage({ loaderData }: Route.ComponentProps) {
  const { page, converter, content, related, popular, units } = loaderData;
  const category = units.quantity;
  return (
    <article>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mb-5 max-w-3xl text-slate-700 dark:text-slate-300">{page.description}</p>
      {/* One route module serves every converter page: a new page starts a new converter. */}
      <UnitConverter
        key={page.path}
        data={converter}
        placeholder={converter.display === "temperature" ? "Enter temperature" : "Enter value"}
      />
      <AdSlot />
      {related && <RelatedPanel related={related} />}
      {popular.length > 0 && (
        <section aria-labelledby="popular-title" className="below-fold mt-8">
          <h2 id="popular-title" className="mb-3 text-xl font-semibold">
            Popular {category} Conversions
          </h2>
          <LinkCards cards={popular} />
        </section>
      )}
      <ContentSection title={page.title} content={content} />
      <UnitsTable table={units} />
    </article>
  );
}
