import { AboutContent } from "~/components/content/about-content";
import { InfoHeading, StaticLayout } from "~/components/static-layout";
import { Static } from "~/framework/static-markup";

/** Text only: nothing on this page hydrates but the shell. */
export default function AboutPage() {
  return (
    <StaticLayout>
      <Static id="text">
        {import.meta.env.SSR && (
          <>
            <InfoHeading />
            <AboutContent />
          </>
        )}
      </Static>
    </StaticLayout>
  );
}
