import type { NumberMarks } from "../../engine/number-marks.ts";
import type { MoneyPage } from "../catalog/page.ts";
import { worldPairPages } from "../catalog/pages/money.ts";
import { renderPlain } from "../content/render.server.ts";
import type { RenderedContent } from "../content/rendered.ts";
import { textOf } from "../content/text-of.server.ts";
import { moneyTranslationOf } from "../i18n/content/money.ts";
import { worldPairTranslation } from "../i18n/content/world-pairs.ts";
import { LANGUAGE_TAGS, type OtherLanguage } from "../i18n/languages.ts";
import { numberMarks } from "../i18n/numbers.ts";
import { pageWords } from "../i18n/page-words.ts";
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
  /** On a page in another language than English: its number marks and its language tag. */
  readonly marks?: NumberMarks;
  readonly locale?: string;
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

const worldPairs = new Set<MoneyPage>(worldPairPages);

/**
 * A money page's text in another language: a world pair's is its language's template filled
 * (site/i18n/content/world-pairs.ts), the others' are translated by hand; a twin (`/currency`)
 * has the text of the page it is the twin of.
 */
function translationOf(page: MoneyPage, language: OtherLanguage) {
  if (worldPairs.has(page)) return worldPairTranslation(page, language);
  const canonical = page.canonical ?? page.path;
  return moneyTranslationOf({ ...page, path: canonical }, language);
}

/** A money page in a language: another language's words are its text's translation. */
export const moneyView = perPage((page: MoneyPage, language): MoneyView => {
  const from = page.pair?.from ?? "USD";
  const to = page.pair?.to ?? "EUR";
  const text = textOf(page);
  const marks = numberMarks(language);
  return {
    screen: "money",
    ...frameOf(page, language),
    widget: {
      kind: page.kind === "crypto" ? "crypto" : "fiat",
      from,
      to,
      examples: isCoin(from) ? [0.001, 0.01, 0.1, 1, 10] : [1, 10, 100, 1000, 5000],
      title: pageWords(page, language).label,
      ...(language !== "en" && marks && { marks, locale: LANGUAGE_TAGS[language] }),
    },
    history: page.kind !== "crypto" && !isCoin(from) && !isCoin(to),
    content: renderPlain(language === "en" ? text : { ...text, ...translationOf(page, language) }),
  };
});
