import { isConverter, pages } from "./catalog/catalog.ts";
import { GROUPS, type Group, type MenuId, type Page } from "./catalog/page.ts";
import { pathIn } from "./i18n/addresses.ts";
import type { Language } from "./i18n/languages.ts";
import { pageWords } from "./i18n/page-words.ts";

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

function groupLinks(group: Group): NavLink[] {
  return pages.filter((p) => p.group === group && isConverter(p)).map(link);
}

/** The home directory 'Unit Converters — Full Versions': every converter, by group. */
export function directory(): LinkSection[] {
  return GROUPS.filter((g) => g !== "Home" && g !== "Static" && g !== "Pairs")
    .map((g) => ({ title: g, links: groupLinks(g) }))
    .filter((s) => s.links.length > 0);
}

/** The home side panel 'All Converters' (docs/spec/site.md §2.6). */
export function homeSidePanel(): LinkSection[] {
  const sections: [string, Group][] = [
    ["Common", "Common"],
    ["Currency", "Currency"],
    ["Crypto Currency", "Crypto"],
    ["Popular", "Popular"],
    ["Engineering", "Engineering"],
  ];
  return sections.map(([title, group]) => ({ title, links: groupLinks(group) }));
}

/**
 * The three collapsible sidebar sections of static pages (docs/spec/site.md §2.11), with initial
 * states.
 */
export function staticSidebar(): SidebarSection[] {
  return [
    {
      title: "All Converters",
      open: false,
      links: pages
        .filter(isConverter)
        .filter((p) => p.group !== "Pairs")
        .map(link),
    },
    { title: "Common Converters", open: true, links: groupLinks("Common") },
    { title: "Popular Converters", open: false, links: groupLinks("Popular") },
  ];
}

/** The HTML sitemap's five sections (docs/spec/site.md §2.11). */
export function htmlSitemap(): LinkSection[] {
  const main = pages.filter((p) => p.kind === "home" || p.kind === "static");
  const of = (...groups: Group[]) => groups.flatMap(groupLinks);
  return [
    { title: "Main Pages", links: main.map((p) => ({ path: p.path, label: p.label })) },
    { title: "Common Converters", links: of("Common", "Popular") },
    { title: "Popular Conversion Pairs", links: of("Pairs") },
    {
      title: "Engineering & Technical",
      links: of("Engineering", "Heat", "Fluids", "Light", "Electricity", "Magnetism", "Radiology"),
    },
    { title: "Specialized Converters", links: of("Other", "Medical", "Currency", "Crypto") },
  ];
}
