import { LinkList } from "~/components/link-list";
import { StaticLayout } from "~/components/static-layout";
import { headTags } from "~/lib/head";
import { infoView } from "../../site/views/info.server";
import { pageOf } from "../../site/views/page.server";
import type { Route } from "./+types/sitemap";

export function loader({ request }: Route.LoaderArgs) {
  return infoView(pageOf(request, "static"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

/** The HTML sitemap's five sections (site spec 2.11). */
export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticLayout title={loaderData.title} sidebar={loaderData.sidebar}>
      <div className="space-y-8">
        {(loaderData.sections ?? []).map((s) => (
          <section key={s.title} aria-labelledby={`sitemap-${s.title}`}>
            <h2 id={`sitemap-${s.title}`} className="mb-3 text-xl font-semibold">
              {s.title}
            </h2>
            <LinkList
              links={s.links}
              className="grid gap-x-6 gap-y-1 sm:grid-cols-2 md:grid-cols-3"
            />
          </section>
        ))}
      </div>
      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        For search engines:{" "}
        <a href="/sitemap.xml" className="underline">
          sitemap.xml
        </a>
      </p>
    </StaticLayout>
  );
}
