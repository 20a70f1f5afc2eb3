import { GuidesContent } from "~/components/content/guides-content";
import { InfoHeading, StaticLayout } from "~/components/static-layout";
import { Static } from "~/framework/static-markup";

/** Text only: nothing on this page hydrates but the shell. */
export default function GuidesPage() {
  return (
    <StaticLayout>
      <Static id="text">
        {import.meta.env.SSR && (
          <>
            <InfoHeading />
            <GuidesContent />
          </>
        )}
      </Static>
    </StaticLayout>
  );
}
