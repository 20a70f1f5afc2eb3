import { PrivacyContent } from "~/components/content/privacy-content";
import { InfoHeading, StaticLayout } from "~/components/static-layout";
import { Static } from "~/framework/static-markup";
import { site } from "../../site/config";

/** Text only: nothing on this page hydrates but the shell. */
export default function PrivacyPage() {
  return (
    <StaticLayout>
      <Static id="text">
        {import.meta.env.SSR && (
          <>
            <InfoHeading />
            <PrivacyContent
              {...(site.analyticsScriptUrl
                ? { analyticsHost: new URL(site.analyticsScriptUrl).host }
                : {})}
            />
          </>
        )}
      </Static>
    </StaticLayout>
  );
}
