import { PrivacyContent } from "~/components/content/privacy-content";
import { LegalText } from "~/components/legal-text";
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
            <LegalText>
              <PrivacyContent
                {...(site.analyticsScriptUrl
                  ? { analyticsHost: new URL(site.analyticsScriptUrl).host }
                  : {})}
              />
            </LegalText>
          </>
        )}
      </Static>
    </StaticLayout>
  );
}
