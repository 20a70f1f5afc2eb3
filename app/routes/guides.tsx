import { GuidesContent } from "~/components/content/guides-content";
import { StaticLayout } from "~/components/static-layout";
import { headTags } from "~/lib/head";
import { loadPage, staticSidebar } from "~/site/page-data.server";
import type { Route } from "./+types/guides";

export function loader({ request }: Route.LoaderArgs) {
  return { ...loadPage(request), sidebar: staticSidebar() };
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticLayout title={loaderData.page.title} sidebar={loaderData.sidebar}>
      <GuidesContent />
    </StaticLayout>
  );
}
