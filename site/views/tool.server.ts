import type { ToolPage } from "../catalog/page.ts";
import { renderPlain } from "../content/render.server.ts";
import type { RenderedContent } from "../content/rendered.ts";
import { textOf } from "../content/text-of.server.ts";
import { toolTranslationOf } from "../i18n/content/tools.ts";
import { type CookingView, cookingView } from "./cooking.server.ts";
import { frameOf, type PageFrame, perPage } from "./page.server.ts";

/** A tool page (text case, number bases, ring sizes…): the tool, then the page's content. */
export interface ToolView extends PageFrame {
  readonly screen: "tool";
  readonly content: RenderedContent;
  /** A cooking page's table and sources. */
  readonly cooking?: CookingView;
}

/** A tool page in a language: another language's words are its text's translation. */
export const toolView = perPage((page: ToolPage, language): ToolView => {
  const text = textOf(page);
  return {
    screen: "tool",
    ...frameOf(page, language),
    content: renderPlain(
      language === "en" ? text : { ...text, ...toolTranslationOf(page, language) },
    ),
    ...(page.tool === "cooking" && { cooking: cookingView(page, language) }),
  };
});
