import { GuidesContent } from "~/components/content/guides-content";
import { Static } from "~/components/static";
import { InfoHeading, StaticLayout } from "~/components/static-layout";

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
