import { isConverter, pages } from "./catalog/catalog.ts";
import { GROUPS, type Group, type MenuId, type Page } from "./catalog/page.ts";
import { pathIn } from "./i18n/addresses.ts";
import type { Language } from "./i18n/languages.ts";
import { pageWords } from "./i18n/page-words.ts";
import { translator } from "./i18n/text/index.ts";

/** A link as the shell renders it; derived from the catalog, so it is plain serialisable data. */
export interface NavLink {
  readonly path: string;
  readonly label: string;
  readonly icon?: string;
  /** Set on a link to a page in another language than the page it is on ("en"). */
  readonly hreflang?: string;
}

export interface LinkSection {
  readonly title: string;
  readonly links: readonly NavLink[];
}

/** A collapsible section of a static page's sidebar, open or closed at first. */
export interface SidebarSection extends LinkSection {
  readonly open: boolean;
}

function link(page: Page): NavLink {
  return { path: page.path, label: page.navLabel, ...(page.icon ? { icon: page.icon } : {}) };
}

/**
 * A link from a page in `language`: to the page's version in that language, or to its English
 * one where it has none yet, named in `language` either way.
 */
function linkIn(language: Language) {
  return (page: Page): NavLink => {
    const path = pathIn(page, language);
    return {
      ...link(page),
      path: path ?? page.path,
      label: pageWords(page, language).navLabel,
      ...(path === undefined && { hreflang: "en" }),
    };
  };
}

/** The pages of one menu, in their menu order. */
export function menu(id: MenuId, language: Language = "en"): NavLink[] {
  return pages
    .filter((p) => p.menus?.[id] !== undefined)
    .sort((a, b) => (a.menus?.[id] ?? 0) - (b.menus?.[id] ?? 0))
    .map(linkIn(language));
}

/** What every page's shell needs, in its language: header, currency dropdown, drawer and footer links. */
export function shellLinks(language: Language = "en") {
  return {
    header: menu("header", language),
    currency: menu("currency", language),
    currencyPairs: menu("currency-pairs", language),
    drawer: menu("drawer", language),
    drawerCurrency: menu("drawer-currency", language),
    footer: menu("footer", language),
  };
}
export type ShellLinks = ReturnType<typeof shellLinks>;

function groupLinks(group: Group, language: Language): NavLink[] {
  return pages.filter((p) => p.group === group && isConverter(p)).map(linkIn(language));
}

/** The home directory 'Unit Converters — Full Versions': every converter, by group. */
export function directory(language: Language = "en"): LinkSection[] {
  const t = translator(language);
  return GROUPS.filter((g) => g !== "Home" && g !== "Static" && g !== "Pairs")
    .map((g) => ({ title: t(`group.${g}`), links: groupLinks(g, language) }))
    .filter((s) => s.links.length > 0);
}

/** The home side panel 'All Converters' (docs/spec/site.md §2.6). */
export function homeSidePanel(language: Language = "en"): LinkSection[] {
  const t = translator(language);
  const sections: [string, Group][] = [
    [t("group.Common"), "Common"],
    [t("group.Currency"), "Currency"],
    [t("links.crypto-currency"), "Crypto"],
    [t("group.Popular"), "Popular"],
    [t("group.Engineering"), "Engineering"],
  ];
  return sections.map(([title, group]) => ({ title, links: groupLinks(group, language) }));
}

/**
 * The three collapsible sidebar sections of static pages (docs/spec/site.md §2.11), with initial
 * states.
 */
export function staticSidebar(language: Language = "en"): SidebarSection[] {
  const t = translator(language);
  return [
    {
      title: t("links.all"),
      open: false,
      links: pages
        .filter(isConverter)
        .filter((p) => p.group !== "Pairs")
        .map(linkIn(language)),
    },
    { title: t("links.common"), open: true, links: groupLinks("Common", language) },
    { title: t("links.popular"), open: false, links: groupLinks("Popular", language) },
  ];
}

/** The HTML sitemap's five sections (docs/spec/site.md §2.11). */
export function htmlSitemap(language: Language = "en"): LinkSection[] {
  const t = translator(language);
  const main = pages
    .filter((p) => p.kind === "home" || p.kind === "static")
    .map((p) => ({ ...linkIn(language)(p), label: pageWords(p, language).label }));
  const of = (...groups: Group[]) => groups.flatMap((g) => groupLinks(g, language));
  return [
    { title: t("sitemap.main"), links: main },
    { title: t("links.common"), links: of("Common", "Popular") },
    { title: t("sitemap.pairs"), links: of("Pairs") },
    {
      title: t("sitemap.engineering"),
      links: of("Engineering", "Heat", "Fluids", "Light", "Electricity", "Magnetism", "Radiology"),
    },
    { title: t("sitemap.specialized"), links: of("Other", "Medical", "Currency", "Crypto") },
  ];
}
