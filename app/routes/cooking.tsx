import { CookingConverter } from "~/components/cooking-converter";
import { CookingTable } from "~/components/cooking-table";
import { PageIntro } from "~/components/page-intro";
import { ToolBody } from "~/components/tool-body";
import { Static } from "~/framework/static-markup";
import { KITCHEN_ENGLISH } from "../../engine/kitchen-english";
import { COOKING_WORDS, kitchenWordsOf } from "../../site/i18n/cooking/index";
import { addressOf } from "../../site/views/page.server";
import type { Route } from "./+types/cooking";

/**
 * What hydrates: the ingredient the converter opens on (an ingredient page's own), how the page
 * writes amounts and, on a page in another language, its ingredients' and units' names (in
 * English, the data's own).
 */
export function loader({ url }: Route.LoaderArgs) {
  const { page, language } = addressOf(url, "tool");
  const ingredient = page.ingredients?.[0] ?? "flour";
  if (language === "en") return { ingredient, kitchen: KITCHEN_ENGLISH };
  const { names, units } = COOKING_WORDS[language];
  return { ingredient, kitchen: kitchenWordsOf(language), words: { names, units } };
}

/**
 * The cooking converter and the ingredient pages (issue 24): the converter hydrates; the table,
 * the sources and the text do not.
 */
export default function CookingPage({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <CookingConverter
        key={loaderData.ingredient}
        initial={loaderData.ingredient}
        kitchen={loaderData.kitchen}
        words={loaderData.words}
      />
      <Static id="table">{import.meta.env.SSR && <CookingTable />}</Static>
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}
