import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { UnitConverter } from "~/components/converter/unit-converter";
import { LinkCards } from "~/components/link-cards";
import { RelatedPanel } from "~/components/related-panel";
import { UnitsTable } from "~/components/units-table";
import { headTags } from "~/lib/head";
import { converterView } from "../../site/views/converter.server";
import { pageOf } from "../../site/views/page.server";
import type { Route } from "./+types/converter";

/** Everything a unit converter page shows, computed at build time from the catalogs. */
export function loader({ request }: Route.LoaderArgs) {
  return converterView(pageOf(request, "category", "pair", "temperature-pair"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head, data?.content.faqs);

/** Category, generic, pair and temperature pages (unit spec 2.3–2.5, 2.8). */
export default function ConverterPage({ loaderData }: Route.ComponentProps) {
  const { path, title, description, converter, content, related, popular, units } = loaderData;
  const category = units.quantity;
  return (
    <article>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mb-5 max-w-3xl text-slate-700 dark:text-slate-300">{description}</p>
      {/* One route module serves every converter page: a new page starts a new converter. */}
      <UnitConverter
        key={path}
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
      <ContentSection title={title} content={content} />
      <UnitsTable table={units} />
    </article>
  );
}
