import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { NumberBaseConverter } from "~/components/number-base-converter";
import { renderPlain } from "~/content/render.server";
import { numberBaseContent } from "~/content/tools/number-base";
import { headTags } from "~/lib/head";
import { loadPage } from "~/site/page-data.server";
import type { Route } from "./+types/number-base";

export function loader({ request }: Route.LoaderArgs) {
  return { ...loadPage(request), content: renderPlain(numberBaseContent) };
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head, data?.content.faqs);

export default function NumberBasePage({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
  return (
    <article>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{page.title}</h1>
      <p className="mb-5 max-w-3xl text-slate-700 dark:text-slate-300">{page.description}</p>
      <NumberBaseConverter />
      <AdSlot />
      <ContentSection title={page.title} content={content} />
    </article>
  );
}
