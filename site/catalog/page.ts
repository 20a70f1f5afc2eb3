/** The groups of the route map (docs/spec/site.md §2.1), in directory order. */
export const GROUPS = [
  "Home",
  "Static",
  "Common",
  "Popular",
  "Engineering",
  "Heat",
  "Fluids",
  "Light",
  "Electricity",
  "Magnetism",
  "Radiology",
  "Other",
  "Medical",
  "Currency",
  "Crypto",
  "Pairs",
] as const;
export type Group = (typeof GROUPS)[number];

/** The menus of the shell. A page is in a menu when it has a position in it. */
export type MenuId =
  | "header"
  | "currency"
  | "currency-pairs"
  | "drawer"
  | "drawer-currency"
  | "footer";
export type Menus = Readonly<Partial<Record<MenuId, number>>>;

export type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

/** What every page has, whatever it shows. */
interface PageBase {
  readonly path: string;
  /** Breadcrumb label (docs/spec/site.md §2.3 label map). */
  readonly label: string;
  /** Page title: the heading, and the first part of <title>. */
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly group: Group;
  /** Sitemap priority (docs/spec/site.md §9.5). */
  readonly priority: number;
  readonly changefreq: ChangeFrequency;
  /** Set on a twin page: the canonical path it points to (`/currency` → `/currency-converter`). */
  readonly canonical?: string;
  /** Paths that answer 301 to this page (docs/spec/site.md §2.2). */
  readonly aliases?: readonly string[];
  /** Short name in menus and link lists ("Length", "USD to EUR"). */
  readonly navLabel: string;
  /** Decorative mark shown before the menu label (hidden from assistive technology). */
  readonly icon?: string;
  readonly menus?: Menus;
  /** Structured-data category (docs/spec/site.md §2.5). */
  readonly appCategory: "UtilityApplication" | "FinanceApplication";
}

/**
 * What a unit converter page offers: which units of which engine category, in its order, and its
 * default pair. Codes are the page's own: a page may spell a unit its own way (`codes`).
 */
export interface UnitOffer {
  /** Id of the engine category whose units the page offers. */
  readonly category: string;
  readonly units: readonly string[];
  /**
   * Codes this page spells differently from its category, mapped to the category's code: on
   * /typography `pc` is the pica, while in the length category `pc` is the parsec.
   */
  readonly codes?: Readonly<Record<string, string>>;
  readonly from: string;
  readonly to: string;
}

export interface HomePage extends PageBase {
  readonly kind: "home";
}

/** The screens of pages that are text and links, each drawn by a route module of its own. */
type InfoScreen = "about" | "contact" | "terms" | "privacy" | "guides" | "sitemap";

export interface InfoPage extends PageBase {
  readonly kind: "static";
  readonly screen: InfoScreen;
}

interface XmlSitemapPage extends PageBase {
  readonly kind: "sitemap-xml";
}

/** A category page: every unit of a quantity (/length, /torque, /typography). */
export interface CategoryPage extends PageBase {
  readonly kind: "category";
  readonly offer: UnitOffer;
}

/**
 * A single-pair page (/cm-to-in) and its reverse. A temperature pair shows fixed scales, since
 * its only units are the pair's own.
 */
export interface PairPage extends PageBase {
  readonly kind: "pair" | "temperature-pair";
  readonly offer: UnitOffer;
  /** The category page the related panel sends readers to for more. */
  readonly categoryPage: CategoryPage;
}

/**
 * The tools: converters of text, numbers, sizes and time, not of units of one quantity. Each is
 * drawn by its own route module, `app/routes/<tool>.tsx`; adding one is adding its id here, its
 * entry, its text and that module.
 */
export type ToolId =
  | "case"
  | "number-base"
  | "ring-size"
  | "shoe-size"
  | "time-zone"
  | "unix-timestamp"
  | "date-calculator"
  | "cooking";

export interface ToolPage extends PageBase {
  readonly kind: "tool";
  readonly tool: ToolId;
  /**
   * A cooking page of one ingredient (site/catalog/pages/cooking.ts): its id in
   * site/cooking/ingredients.ts, then the same ingredient measured other ways (sifted, spooned…).
   */
  readonly ingredients?: readonly string[];
}

/** The live currency converter, its pair pages, and the cryptocurrency converter. */
export interface MoneyPage extends PageBase {
  readonly kind: "currency" | "currency-pair" | "crypto";
  /** The widget's default currencies; the currency converter's are USD and EUR. */
  readonly pair?: { readonly from: string; readonly to: string };
}

export interface MedicalPage extends PageBase {
  readonly kind: "medical";
}

export type UnitPage = CategoryPage | PairPage;

/** Every page of the site is one of these; its `kind` says which screen shows it. */
export type Page =
  | HomePage
  | InfoPage
  | XmlSitemapPage
  | CategoryPage
  | PairPage
  | ToolPage
  | MoneyPage
  | MedicalPage;

export type PageKind = Page["kind"];
