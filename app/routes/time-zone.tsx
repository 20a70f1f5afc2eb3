import { useLocation } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { TimeZoneConverter } from "~/components/time-zone/time-zone-converter";
import { TimeZoneRules } from "~/components/time-zone/time-zone-rules";
import { ToolBody } from "~/components/tool-body";
import { Static } from "~/framework/static-markup";
import { buildYear } from "../../site/config";
import { TIME_ZONE_DEFAULTS, timeZoneAddress } from "../../site/time-zone/address";
import type { Route } from "./+types/time-zone";

/** The converter's state from the address the server renders (none when prerendered). */
export function loader({ url }: Route.LoaderArgs) {
  return { initial: { ...TIME_ZONE_DEFAULTS, ...timeZoneAddress(url.searchParams) } };
}

/** The time zone converter (issue 24): the tool hydrates; the year's clock changes and the text do not. */
export default function TimeZonePage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <TimeZoneConverter initial={loaderData.initial} path={pathname} />
      <Static id="rules">{import.meta.env.SSR && <TimeZoneRules year={buildYear} />}</Static>
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}
