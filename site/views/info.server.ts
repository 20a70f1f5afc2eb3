import type { InfoPage } from "../catalog/page.ts";
import { htmlSitemap, type LinkSection, type SidebarSection, staticSidebar } from "../links.ts";
import { frameOf, type PageFrame, perPage } from "./page.server.ts";

/**
 * Pages of text and links (docs/spec/site.md §2.11): their text is the route's own; the sidebar is
 * shared.
 */
export interface InfoView extends PageFrame {
  readonly screen: "info";
  readonly sidebar: readonly SidebarSection[];
  /** The HTML sitemap's sections, on /sitemap only. */
  readonly sections?: readonly LinkSection[];
}

export const infoView = perPage(
  (page: InfoPage): InfoView => ({
    screen: "info",
    ...frameOf(page),
    sidebar: staticSidebar(),
    ...(page.screen === "sitemap" ? { sections: htmlSitemap() } : {}),
  }),
);
