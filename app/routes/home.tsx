import { LinkSections } from "~/components/link-sections";
import { headTags } from "~/lib/head";
import { directory, homeSidePanel, loadPage } from "~/site/page-data.server";
import type { Route } from "./+types/home";

export function loader({ request }: Route.LoaderArgs) {
  return { ...loadPage(request), sidePanel: homeSidePanel(), directory: directory() };
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="min-w-0">
        <h1 className="mb-3 text-3xl font-bold tracking-tight">{page.title}</h1>
        <p className="mb-8 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {page.description}
        </p>
        <section aria-labelledby="directory-title">
          <h2 id="directory-title" className="mb-4 text-2xl font-semibold">
            Unit Converters — Full Versions
          </h2>
          <LinkSections
            sections={loaderData.directory}
            listClassName="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 md:grid-cols-3"
          />
        </section>
      </div>
      <aside
        aria-labelledby="all-converters-title"
        className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2 id="all-converters-title" className="mb-3 text-lg font-semibold">
          All Converters
        </h2>
        <LinkSections sections={loaderData.sidePanel} />
      </aside>
    </div>
  );
}
