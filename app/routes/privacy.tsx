import { PrivacyContent } from "~/components/content/privacy-content";
import { StaticLayout } from "~/components/static-layout";
import { headTags } from "~/lib/head";
import { site } from "~/site/config";
import { loadPage, staticSidebar } from "~/site/page-data.server";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  return { ...loadPage(request), sidebar: staticSidebar() };
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticLayout title={loaderData.page.title} sidebar={loaderData.sidebar}>
      <PrivacyContent
        {...(site.analyticsScriptUrl
          ? { analyticsHost: new URL(site.analyticsScriptUrl).host }
          : {})}
      />
    </StaticLayout>
  );
}
