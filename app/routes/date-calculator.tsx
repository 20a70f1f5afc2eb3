import { DateCalculator } from "~/components/date-calculator";
import { DateCalculatorChart } from "~/components/date-calculator-chart";
import { PageIntro } from "~/components/page-intro";
import { ToolBody } from "~/components/tool-body";
import { Static } from "~/framework/static-markup";

/** The date calculator (issue 24): the tool hydrates; the ISO week chart and the text do not. */
export default function DateCalculatorPage() {
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <DateCalculator />
      <Static id="chart">{import.meta.env.SSR && <DateCalculatorChart />}</Static>
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}
