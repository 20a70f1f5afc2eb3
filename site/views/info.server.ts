import type { InfoPage } from "../catalog/page.ts";
import { htmlSitemap, type LinkSection, type SidebarSection, staticSidebar } from "../links.ts";
import { frameOf, type PageFrame } from "./page.server.ts";

/** Pages of text and links (site spec 2.11): their text is the route's own; the sidebar is shared. */
export interface InfoView extends PageFrame {
  readonly sidebar: readonly SidebarSection[];
  /** The HTML sitemap's sections, on /sitemap only. */
  readonly sections?: readonly LinkSection[];
}

export function infoView(page: InfoPage): InfoView {
  return {
    ...frameOf(page),
    sidebar: staticSidebar(),
    ...(page.screen === "sitemap" ? { sections: htmlSitemap() } : {}),
  };
}
