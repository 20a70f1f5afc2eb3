/** The groups of the route map (site spec 2.1), in directory order. */
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

/** Which screen a page shows; each view is one route module. */
export type View =
  | "home"
  | "about"
  | "contact"
  | "terms"
  | "privacy"
  | "guides"
  | "sitemap"
  | "sitemap-xml"
  | "converter"
  | "case"
  | "number-base"
  | "currency"
  | "crypto"
  | "blood-sugar";

/** The menus of the shell. A page is in a menu when it has a position in it. */
export type MenuId =
  | "header"
  | "currency"
  | "currency-pairs"
  | "drawer"
  | "drawer-currency"
  | "footer";

export type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

export interface Page {
  readonly path: string;
  /** Breadcrumb label (site spec 2.3 label map). */
  readonly label: string;
  /** Page title: the heading, and the first part of <title>. */
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly group: Group;
  readonly view: View;
  /** Sitemap priority (site spec 9.5). */
  readonly priority: number;
  readonly changefreq: ChangeFrequency;
  /** For unit converter pages: the engine's converter page slug. */
  readonly converter?: string;
  /** Defaults of the currency and crypto widgets on pages that set them. */
  readonly pair?: { readonly from: string; readonly to: string };
  /** Set on a twin page: the canonical path it points to (`/currency` → `/currency-converter`). */
  readonly canonical?: string;
  /** Paths that answer 301 to this page (site spec 2.2). */
  readonly aliases?: readonly string[];
  /** Short name in menus and link lists ("Length", "USD to EUR"). */
  readonly navLabel: string;
  /** Decorative mark shown before the menu label (hidden from assistive technology). */
  readonly icon?: string;
  readonly menus?: Partial<Record<MenuId, number>>;
  /** Structured-data category (site spec 2.5). */
  readonly appCategory: "UtilityApplication" | "FinanceApplication";
}
