import { AboutContent } from "~/components/content/about-content";
import { StaticLayout } from "~/components/static-layout";
import { headTags } from "~/lib/head";
import { infoView } from "../../site/views/info.server";
import { pageOf } from "../../site/views/page.server";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  return infoView(pageOf(request, "static"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticLayout title={loaderData.title} sidebar={loaderData.sidebar}>
      <AboutContent />
    </StaticLayout>
  );
}
