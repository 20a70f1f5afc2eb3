import { PageIntro } from "~/components/page-intro";
import { ShoeSizeChart } from "~/components/shoe-size-chart";
import { ShoeSizeConverter } from "~/components/shoe-size-converter";
import { ToolBody } from "~/components/tool-body";
import { Static } from "~/framework/static-markup";

/** The shoe size converter (issue 24): the tool hydrates; the charts and the text do not. */
export default function ShoeSizePage() {
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <ShoeSizeConverter />
      <Static id="chart">{import.meta.env.SSR && <ShoeSizeChart />}</Static>
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}
