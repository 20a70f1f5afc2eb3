import { breadcrumbLabel } from "../breadcrumbs.ts";
import type { Page } from "../catalog/page.ts";
import { type NotFoundHead, notFoundHead } from "../head.ts";
import { addressAt } from "../i18n/addresses.ts";
import { inSentence, type Language, languageOfPrefix } from "../i18n/languages.ts";
import { type Translate, translator } from "../i18n/text/index.ts";
import type { Ui } from "../i18n/ui/en.ts";
import { type UiPart, uiOf } from "../i18n/ui/index.ts";
import { type ShellLinks, shellLinks } from "../links.ts";
import { searchLanguageOf } from "../query/search-path.ts";
import { type ConverterView, converterView } from "./converter.server.ts";
import { type HomeView, homeView } from "./home.server.ts";
import { type InfoView, infoView } from "./info.server.ts";
import { type MedicalView, medicalView } from "./medical.server.ts";
import { type MoneyView, moneyView } from "./money.server.ts";
import { pathOf } from "./page.server.ts";
import { type Searched, type SearchView, searchView } from "./search.server.ts";
import { type ToolView, toolView } from "./tool.server.ts";

/** Any path the catalog does not know. */
interface NotFoundView {
  readonly screen: "not-found";
  readonly head: NotFoundHead;
  readonly crumb: string;
}

/** Every view a document can show; `screen` says which route module draws it. */
export type PageView =
  | HomeView
  | InfoView
  | ConverterView
  | ToolView
  | MoneyView
  | MedicalView
  | SearchView
  | NotFoundView;

export type Screen = PageView["screen"];

/**
 * What the server renders around and inside a document that does not hydrate: the page's view and
 * the shell's links. It reaches the route modules through React context (app/framework/static-markup.tsx),
 * never through the loaders, so none of it travels again in the hydration data.
 */
export interface ServerRender {
  readonly view: PageView;
  readonly shell: ShellLinks;
  /** The document's language, and its words: the pages' (site/i18n/text/) and what hydrates. */
  readonly language: Language;
  readonly t: Translate;
  /** A name as a sentence of the document's language writes it (languages.ts inSentence). */
  readonly inSentence: (name: string) => string;
  readonly ui: Ui;
}

function viewOf(page: Page, language: Language): PageView {
  switch (page.kind) {
    case "home":
      return homeView(page, language);
    case "static":
      return infoView(page, language);
    case "category":
    case "pair":
    case "temperature-pair":
      return converterView(page, language);
    case "tool":
      return toolView(page, language);
    case "currency":
    case "currency-pair":
    case "crypto":
      return moneyView(page, language);
    case "medical":
      return medicalView(page, language);
    case "sitemap-xml":
      throw new Error(`${page.path} is not a document`);
  }
}

/**
 * What a page hydrates beyond every page's words: its tool, or the money converter (the home
 * page's Currency tab is one) and, where the page shows it, the rate history.
 */
function uiPartsOf(view: PageView, page: Page | undefined): readonly UiPart[] {
  switch (view.screen) {
    case "tool":
      return page?.kind === "tool" ? [page.tool] : [];
    case "money":
      return view.history ? ["money", "history"] : ["money"];
    case "home":
      return ["money"];
    case "medical":
      return ["glucose", "hba1c"];
    case "info":
      return page?.kind === "static" && page.screen === "contact" ? ["contact"] : [];
    default:
      return [];
  }
}

const shells = new Map<Language, ShellLinks>();

function shellIn(language: Language): ShellLinks {
  let shell = shells.get(language);
  if (!shell) {
    shell = shellLinks(language);
    shells.set(language, shell);
  }
  return shell;
}

/**
 * The server's render of a document request (`/length`, or `/length/` when prerendering); for the
 * answer page, what its loader found.
 */
export function serverRenderOf(request: Request, searched?: Searched): ServerRender {
  const path = pathOf(new URL(request.url));
  const address = addressAt(path);
  const asked = searchLanguageOf(path);
  // A path of no page is answered in the language its prefix names ("/es/nada"), if any.
  const language = address?.language ?? asked ?? languageOfPrefix(path);
  const view: PageView = address
    ? viewOf(address.page, language)
    : asked
      ? searchView(searched ?? { query: "" }, asked)
      : {
          screen: "not-found",
          head: notFoundHead(language),
          crumb: breadcrumbLabel(path),
        };
  return {
    view,
    shell: shellIn(language),
    language,
    t: translator(language),
    inSentence: (name) => inSentence(name, language),
    // A tool's own words, the money converter's and the rate history's go in their documents only
    // (site/i18n/ui/).
    ui: uiOf(language, uiPartsOf(view, address?.page)),
  };
}
