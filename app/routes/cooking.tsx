import { CookingConverter } from "~/components/cooking-converter";
import { CookingTable } from "~/components/cooking-table";
import { PageIntro } from "~/components/page-intro";
import { ToolBody } from "~/components/tool-body";
import { Static } from "~/framework/static-markup";
import { pageOf } from "../../site/views/page.server";
import type { Route } from "./+types/cooking";

/** What hydrates: the ingredient the converter opens on (an ingredient page's own). */
export function loader({ url }: Route.LoaderArgs) {
  return { ingredient: pageOf(url, "tool").ingredients?.[0] ?? "flour" };
}

/**
 * The cooking converter and the ingredient pages (issue 24): the converter hydrates; the table,
 * the sources and the text do not.
 */
export default function CookingPage({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <CookingConverter key={loaderData.ingredient} initial={loaderData.ingredient} />
      <Static id="table">{import.meta.env.SSR && <CookingTable />}</Static>
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}
