import { useServerView } from "~/framework/static-markup";
import { AdSlot } from "./ad-slot";
import { ContentSection } from "./content-section";
import { FaqData } from "./json-ld";

/** What a tool page shows below its tool, rendered on the server only. */
export function ToolBody() {
  const { title, content } = useServerView("tool");
  return (
    <>
      <AdSlot />
      <ContentSection title={title} content={content} />
      <FaqData faqs={content.faqs} />
    </>
  );
}
