import { siteHost } from "../config.ts";
import type { CategoryPage, Group, Menus, PairPage, ToolId, ToolPage, UnitOffer } from "./page.ts";

/**
 * Builders of catalog entries: an entry says what is particular to its page, and each field it
 * does not set follows one rule, written here once (docs/spec/units.md §2.5 for descriptions,
 * docs/spec/site.md §9.5 for priorities).
 */

interface Shown {
  /** The path without its slash: `length`. Also the public API's `page`. */
  readonly slug: string;
  readonly title: string;
  /** Defaults to the spec's generic sentence (docs/spec/units.md §2.5). */
  readonly description?: string;
  readonly keywords?: string;
  /** Defaults to the group's (docs/spec/site.md §9.5). */
  readonly priority?: number;
  readonly menus?: Menus;
  readonly aliases?: readonly string[];
}

const MAIN_GROUPS = new Set<Group>(["Common", "Popular"]);

/** The short name of a converter in menus: "Length Converter" → "Length". */
function shortName(title: string): string {
  return title.replace(/ Converter$/, "");
}

function shown(group: Group, spec: Shown) {
  return {
    path: `/${spec.slug}`,
    label: spec.title,
    navLabel: shortName(spec.title),
    title: spec.title,
    description:
      spec.description ??
      `Convert between various ${spec.title} units with precision and accuracy.`,
    keywords: spec.keywords ?? `${spec.title}, unit converter, measurement conversion`,
    group,
    priority: spec.priority ?? (MAIN_GROUPS.has(group) ? 0.8 : 0.7),
    changefreq: "monthly",
    appCategory: "UtilityApplication",
    ...(spec.menus ? { menus: spec.menus } : {}),
    ...(spec.aliases ? { aliases: spec.aliases } : {}),
  } as const;
}

/** A category page of units: `{ slug, title, category, units, from, to }` and what differs. */
export function converter(group: Group, spec: Shown & UnitOffer): CategoryPage {
  const { category, units, codes, from, to } = spec;
  return {
    ...shown(group, spec),
    kind: "category",
    offer: { category, units, from, to, ...(codes ? { codes } : {}) },
  };
}

/** A converter of text or numbers rather than units. */
export function tool(group: Group, spec: Shown & { readonly tool: ToolId }): ToolPage {
  return { ...shown(group, spec), kind: "tool", tool: spec.tool };
}

/** One side of a pair page: the unit code as the slug spells it, and its plural name. */
export type Side = readonly [code: string, name: string];

/** Unit names inside a sentence: lower case, except those named after people. */
function inSentence(name: string): string {
  return /^(Celsius|Fahrenheit|Kelvin|Rankine)$/.test(name) ? name : name.toLowerCase();
}

/**
 * "Miles per Hour" → "miles-per-hour": how the long paths of docs/spec/site.md §2.2 spell a unit.
 */
function longName(name: string): string {
  return name.toLowerCase().replaceAll(" ", "-");
}

function pairPage(
  categoryPage: CategoryPage,
  [from, fromName]: Side,
  [to, toName]: Side,
  others: readonly string[],
  extraAliases: readonly string[],
): PairPage {
  const slug = `${from}-to-${to}`;
  const title = `${fromName} to ${toName}`;
  return {
    path: `/${slug}`,
    label: `${title} Converter`,
    navLabel: title,
    title,
    description: `Convert ${inSentence(fromName)} to ${inSentence(toName)} instantly. Accurate, distraction-free at ${siteHost}.`,
    keywords: `${title.toLowerCase()}, ${slug.replaceAll("-", " ")}, ${title.toLowerCase()} converter`,
    group: "Pairs",
    // The only units of a temperature pair are its two scales: the page shows them fixed.
    kind: categoryPage.offer.category === "temperature" ? "temperature-pair" : "pair",
    offer: { category: categoryPage.offer.category, units: [from, to, ...others], from, to },
    categoryPage,
    aliases: [`/${longName(fromName)}-to-${longName(toName)}`, ...extraAliases],
    priority: 0.9,
    changefreq: "monthly",
    appCategory: "UtilityApplication",
  };
}

/**
 * A pair page and its reverse (docs/spec/units.md §3.6): the same units, each page listing its own
 * default pair first, then `others`. Each answers its long path (`/centimeters-to-inches`) and any
 * `aliases` given for it (docs/spec/site.md §2.2).
 */
export function bothWays(
  categoryPage: CategoryPage,
  a: Side,
  b: Side,
  others: readonly string[],
  aliases: { readonly forward?: readonly string[]; readonly reverse?: readonly string[] } = {},
): [PairPage, PairPage] {
  return [
    pairPage(categoryPage, a, b, others, aliases.forward ?? []),
    pairPage(categoryPage, b, a, others, aliases.reverse ?? []),
  ];
}
