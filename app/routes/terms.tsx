import { TermsContent } from "~/components/content/terms-content";
import { LegalText } from "~/components/legal-text";
import { InfoHeading, StaticLayout } from "~/components/static-layout";
import { Static } from "~/framework/static-markup";

/** Text only: nothing on this page hydrates but the shell. */
export default function TermsPage() {
  return (
    <StaticLayout>
      <Static id="text">
        {import.meta.env.SSR && (
          <>
            <InfoHeading />
            <LegalText>
              <TermsContent />
            </LegalText>
          </>
        )}
      </Static>
    </StaticLayout>
  );
}
