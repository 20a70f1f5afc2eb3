import { PageIntro } from "~/components/page-intro";
import { ToolBody } from "~/components/tool-body";
import { UnixTimestampConverter } from "~/components/unix-timestamp-converter";
import { UnixTimestampExamples } from "~/components/unix-timestamp-examples";
import { Static } from "~/framework/static-markup";

/** The Unix timestamp converter (issue 24): the tool hydrates; the examples and text do not. */
export default function UnixTimestampPage() {
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <UnixTimestampConverter />
      <Static id="examples">{import.meta.env.SSR && <UnixTimestampExamples />}</Static>
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}
