import { useServerView } from "~/framework/static-markup";
import { AdSlot } from "./ad-slot";
import { ContentSection } from "./content-section";
import { FaqData } from "./json-ld";

/**
 * What a tool page shows below its tool, rendered on the server only. Its text is about the page
 * as a sentence names it (its breadcrumb's words: "conversor de tazas a gramos (harina)" where
 * the title is "Harina: de tazas a gramos"); a tool's are its title in English.
 */
export function ToolBody() {
  const { crumb, content } = useServerView("tool");
  return (
    <>
      <AdSlot />
      <ContentSection title={crumb} content={content} />
      <FaqData faqs={content.faqs} />
    </>
  );
}
