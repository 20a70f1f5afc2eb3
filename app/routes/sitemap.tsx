import { LinkList } from "~/components/link-list";
import { InfoHeading, StaticLayout } from "~/components/static-layout";
import { Static, useServerRender, useServerView } from "~/framework/static-markup";

/** An id for a heading: its words, lower case, joined by hyphens (an id holds no space). */
const idOf = (title: string) => `sitemap-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** The HTML sitemap's five sections (docs/spec/site.md §2.11), rendered on the server only. */
function SitemapText() {
  const { sections = [] } = useServerView("info");
  const { t } = useServerRender();
  return (
    <>
      <InfoHeading />
      <div className="space-y-8">
        {sections.map((s) => (
          <section key={s.title} aria-labelledby={idOf(s.title)}>
            <h2 id={idOf(s.title)} className="mb-3 text-xl font-semibold">
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
        {t("sitemap.for-engines")}{" "}
        <a href="/sitemap.xml" className="underline">
          sitemap.xml
        </a>
      </p>
    </>
  );
}

export default function SitemapPage() {
  return (
    <StaticLayout>
      <Static id="text">{import.meta.env.SSR && <SitemapText />}</Static>
    </StaticLayout>
  );
}
