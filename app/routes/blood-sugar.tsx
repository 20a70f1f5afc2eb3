import { headTags } from "~/lib/head";
import { loadPage } from "~/site/page-data.server";
import type { Route } from "./+types/blood-sugar";

export function loader({ request }: Route.LoaderArgs) {
  return loadPage(request);
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

/** The blood-sugar page. Its converter is not built yet; the page says so. */
export default function BloodSugarPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <h1 className="mb-3 text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mb-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
        {page.description}
      </p>
      <p className="rounded-lg border border-slate-200 p-4 text-slate-600 dark:border-slate-800 dark:text-slate-400">
        The live converter for this page is not available yet.
      </p>
    </article>
  );
}
