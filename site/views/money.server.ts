import type { MoneyPage } from "../catalog/page.ts";
import { renderPlain } from "../content/render.server.ts";
import type { RenderedContent } from "../content/rendered.ts";
import { textOf } from "../content/text-of.server.ts";
import { isCoin } from "../money/currencies.ts";
import { frameOf, type PageFrame, perPage } from "./page.server.ts";

/** The live converter's settings on one page: which widget, its defaults, its example amounts. */
interface MoneyWidget {
  readonly kind: "fiat" | "crypto";
  readonly from: string;
  readonly to: string;
  readonly examples: readonly number[];
  /** The widget's heading. */
  readonly title: string;
}

/**
 * Currency and crypto pages (docs/spec/site.md §2.7, 2.8): the live converter and the page's
 * content.
 */
export interface MoneyView extends PageFrame {
  readonly screen: "money";
  readonly widget: MoneyWidget;
  /**
   * Whether the page shows the rate history (issue 17): the currency converter and the pair
   * pages of two fiat currencies. The ECB, its source, quotes no coins.
   */
  readonly history: boolean;
  readonly content: RenderedContent;
}

export const moneyView = perPage((page: MoneyPage): MoneyView => {
  const from = page.pair?.from ?? "USD";
  const to = page.pair?.to ?? "EUR";
  return {
    screen: "money",
    ...frameOf(page),
    widget: {
      kind: page.kind === "crypto" ? "crypto" : "fiat",
      from,
      to,
      examples: isCoin(from) ? [0.001, 0.01, 0.1, 1, 10] : [1, 10, 100, 1000, 5000],
      title: page.label,
    },
    history: page.kind !== "crypto" && !isCoin(from) && !isCoin(to),
    content: renderPlain(textOf(page)),
  };
});
