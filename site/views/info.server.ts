import type { InfoPage } from "../catalog/page.ts";
import type { InfoWords } from "../content/info/index.ts";
import { INFO } from "../i18n/content/info.ts";
import { htmlSitemap, type LinkSection, type SidebarSection, staticSidebar } from "../links.ts";
import { frameOf, type PageFrame, perPage } from "./page.server.ts";

/**
 * Pages of text and links (docs/spec/site.md §2.11): their text is the route's own, in words of the
 * page's language; the sidebar is shared.
 */
export interface InfoView extends PageFrame {
  readonly screen: "info";
  readonly sidebar: readonly SidebarSection[];
  /** The words of the site's own pages in the page's language (site/content/info/). */
  readonly words: InfoWords;
  /** The HTML sitemap's sections, on /sitemap only. */
  readonly sections?: readonly LinkSection[];
}

export const infoView = perPage(
  (page: InfoPage, language): InfoView => ({
    screen: "info",
    ...frameOf(page, language),
    sidebar: staticSidebar(language),
    words: INFO[language],
    ...(page.screen === "sitemap" ? { sections: htmlSitemap(language) } : {}),
  }),
);
