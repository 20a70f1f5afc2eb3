import { GuidesContent } from "~/components/content/guides-content";
import { StaticLayout } from "~/components/static-layout";
import { headTags } from "~/lib/head";
import { infoView } from "../../site/views/info.server";
import { pageOf } from "../../site/views/page.server";
import type { Route } from "./+types/guides";

export function loader({ request }: Route.LoaderArgs) {
  return infoView(pageOf(request, "static"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticLayout title={loaderData.title} sidebar={loaderData.sidebar}>
      <GuidesContent />
    </StaticLayout>
  );
}
