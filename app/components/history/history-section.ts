import type { Say } from "../../framework/static-markup";

/**
 * What the server's placeholder (history-placeholder.tsx) and the loaded history (rate-history.tsx)
 * share, so that the one replaces the other without a jump: the section's look, its heading.
 */

export const HISTORY_TITLE_ID = "rate-history-title";

export const SECTION_CLASS = "mt-8";

/**
 * The height of the chart with its readout line and its hint (rate-chart.tsx): what stands in
 * its place (the placeholder, loading, a problem) keeps it, so nothing below moves.
 */
export const CHART_BOX_CLASS = "min-h-76";

/**
 * Room for all that follows the heading and the source line once loaded (ranges, chart, links,
 * table toggle, rate on a date: 592 to 664 px measured at 1280 to 360 px wide). The placeholder
 * holds it too, so the swap does not move the page: the browser's scroll anchoring would
 * otherwise shift a taller section's chart up out of sight as it arrives.
 */
export const BODY_CLASS = "min-h-168 sm:min-h-148";

/**
 * Where the history comes from (the API's `source`): the ECB's reference rates for two of its
 * currencies, Frankfurter's relay of the banks that set them for any other pair. Before it is
 * known (the server's placeholder), what both are. Bank and service names stay as the API gives
 * them.
 */
export function sourceText(source: string | undefined, say: Say): string {
  if (source === "European Central Bank") return say("history.ecb");
  if (source) return say("history.relayed", { source });
  return say("history.central-banks");
}

export const historyTitle = (from: string, to: string, say: Say) =>
  say("history.title", { from, to });
