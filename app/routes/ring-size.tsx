import { PageIntro } from "~/components/page-intro";
import { RingSizeChart } from "~/components/ring-size-chart";
import { RingSizeConverter } from "~/components/ring-size-converter";
import { ToolBody } from "~/components/tool-body";
import { Static } from "~/framework/static-markup";

/** The ring size converter (issue 24): the tool hydrates; the chart and the text do not. */
export default function RingSizePage() {
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <RingSizeConverter />
      <Static id="chart">{import.meta.env.SSR && <RingSizeChart />}</Static>
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}
