import { NumberBaseConverter } from "~/components/number-base-converter";
import { PageIntro } from "~/components/page-intro";
import { ToolBody } from "~/components/tool-body";
import { Static } from "~/framework/static-markup";

/** The number-base converter (docs/spec/decisions.md): the tool hydrates, its text does not. */
export default function NumberBasePage() {
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <NumberBaseConverter />
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}
