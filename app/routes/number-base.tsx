import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { NumberBaseConverter } from "~/components/number-base-converter";
import { headTags } from "~/lib/head";
import { pageOf } from "../../site/views/page.server";
import { toolView } from "../../site/views/tool.server";
import type { Route } from "./+types/number-base";

export function loader({ request }: Route.LoaderArgs) {
  return toolView(pageOf(request, "number-base"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head, data?.content.faqs);

export default function NumberBasePage({ loaderData }: Route.ComponentProps) {
  const { title, description, content } = loaderData;
  return (
    <article>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mb-5 max-w-3xl text-slate-700 dark:text-slate-300">{description}</p>
      <NumberBaseConverter />
      <AdSlot />
      <ContentSection title={title} content={content} />
    </article>
  );
}
