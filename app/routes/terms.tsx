import { TermsContent } from "~/components/content/terms-content";
import { StaticLayout } from "~/components/static-layout";
import { headTags } from "~/lib/head";
import { loadPage, staticSidebar } from "~/site/page-data.server";
import type { Route } from "./+types/terms";

export function loader({ request }: Route.LoaderArgs) {
  return { ...loadPage(request), sidebar: staticSidebar() };
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticLayout title={loaderData.page.title} sidebar={loaderData.sidebar}>
      <TermsContent />
    </StaticLayout>
  );
}
