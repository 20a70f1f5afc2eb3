import { PrivacyContent } from "~/components/content/privacy-content";
import { StaticLayout } from "~/components/static-layout";
import { headTags } from "~/lib/head";
import { site } from "../../site/config";
import { infoView } from "../../site/views/info.server";
import { pageOf } from "../../site/views/page.server";
import type { Route } from "./+types/privacy";

export function loader({ request }: Route.LoaderArgs) {
  return infoView(pageOf(request, "static"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticLayout title={loaderData.title} sidebar={loaderData.sidebar}>
      <PrivacyContent
        {...(site.analyticsScriptUrl
          ? { analyticsHost: new URL(site.analyticsScriptUrl).host }
          : {})}
      />
    </StaticLayout>
  );
}
