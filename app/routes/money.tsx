import { useLocation } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { HistorySlot } from "~/components/history/history-slot";
import { FaqData } from "~/components/json-ld";
import { CurrencyConverter } from "~/components/money/currency-converter";
import { PageIntro } from "~/components/page-intro";
import { Static, useServerRender, useServerView } from "~/framework/static-markup";
import { pairRateContext } from "~/lib/pair-rate";
import { moneyView } from "../../site/views/money.server";
import { moneyInitial } from "../../site/views/money-address.server";
import { addressOf } from "../../site/views/page.server";
import type { Route } from "./+types/money";

/**
 * What hydrates: the live converter's settings, whether the rate history has a place, and for a
 * shared address the server renders, its state and the pair's stored rate.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { page, language } = addressOf(url, "currency", "currency-pair", "crypto");
  const { widget, history } = moneyView(page, language);
  const initial = await moneyInitial(url, widget, context.get(pairRateContext) ?? undefined);
  return { widget, history, ...(initial && { initial }) };
}

/** The page's content, rendered on the server only. */
function MoneyBody() {
  const { title, content } = useServerView("money");
  const { t } = useServerRender();
  return (
    <>
      <noscript>
        <p className="mt-3">{t("money.noscript")}</p>
      </noscript>
      <AdSlot />
      <ContentSection title={title} content={content} />
      <FaqData faqs={content.faqs} />
    </>
  );
}

/**
 * Currency and crypto pages (docs/spec/site.md §2.7, 2.8): the live converter and the page's
 * content.
 */
export default function MoneyPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      {/* One route module serves every money page: a new page starts a new widget and history.
          Their keys differ from each other's: siblings with one key are reconciled as one, and a
          page's converter was then left in the document beside the next page's. */}
      <CurrencyConverter
        key={`converter ${pathname}`}
        {...loaderData.widget}
        inAddress
        {...(loaderData.initial && { initial: loaderData.initial })}
      />
      {loaderData.history && <HistorySlot key={`history ${pathname}`} />}
      <Static id="body">{import.meta.env.SSR && <MoneyBody />}</Static>
    </article>
  );
}
