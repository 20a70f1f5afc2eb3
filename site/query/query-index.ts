import { categoryById } from "../../engine/catalog/index.ts";
import { MGDL_PER_MMOLL } from "../../engine/glucose.ts";
import { WORDLIKE } from "../../engine/query/lexicon.ts";
import { exactKey } from "../../engine/query/names.ts";
import type { Category, Unit } from "../../engine/types.ts";
import { isConverter, pages } from "../catalog/catalog.ts";
import { categoryCode } from "../catalog/offers.ts";
import type { Page } from "../catalog/page.ts";
import { COINS } from "../money/coins.ts";
import { FIAT } from "../money/currencies.ts";
import { PREFIXES, type Prefix, prefixed, prefixesOf } from "./prefixed.ts";

/**
 * Everything the free-text box reads questions with, as compact plain data: every unit of every
 * category, every page a question may lead to, every currency. The server builds it from the
 * catalogs; the browser fetches it once (`/query-index.json`, prerendered) when the box is first
 * used, so no page carries it in its first view.
 */

/** Where the browser fetches the index: a prerendered file. */
export const QUERY_INDEX_PATH = "/query-index.json";

/**
 * Where the box of a page in another language finds that language's words and pages
 * (site/query/language-pack.ts `PackData`), prerendered like the index: "/es/query-words.json".
 */
export function queryWordsPath(language: string): string {
  return `/${language}/query-words.json`;
}

/** `[id, name, base, display, count]`, most commonly meant first; its units follow in `units`. */
type IndexCategory = readonly [
  id: string,
  name: string,
  base: string,
  display: string,
  count: number,
];

/**
 * Every unit, category after category, one column per field: a column of like values compresses
 * far better than rows of mixed ones (the index must stay under 30 KB gzip with ~1,500 units).
 * Text columns are lines. A code is left out when the symbol spells it: "" when it is the symbol,
 * "~" when it is the symbol in lower case with `/`, `·` and spaces as `_` (`km/h` → `km_h`).
 * `terms` are each unit's other names, `|`-separated; `affine` the few units with an offset or a
 * relation, by position. A unit that is another of its category with a prefix (site/query/prefixed.ts)
 * is that prefix's symbol and the other unit's position in the category in `prefixed` ("k0": kilo
 * and the first unit), with an empty symbol, no factor, and an empty label unless its own differs
 * from the one the prefix makes.
 */
interface IndexUnits {
  readonly prefixed: string;
  readonly code: string;
  readonly label: string;
  readonly symbol: string;
  readonly factor: readonly number[];
  readonly terms: string;
  readonly relations: Readonly<Record<number, readonly [offset: number, relation: string]>>;
}

/** The code a symbol spells when the index leaves the code out as "~". */
export function codeOfSymbol(symbol: string): string {
  return symbol
    .toLowerCase()
    .replace(/[/·\s]+/g, "_")
    .replace(/²/g, "2")
    .replace(/³/g, "3");
}

/** The title of a category's page, which the index leaves out ("") where the page has it. */
export function converterTitle(category: string): string {
  return `${category} Converter`;
}

/**
 * `[path, title]` for a page that is not a unit converter; `[path, title, category, units,
 * codes, pair]` for one: its title ("" when it is its category's `converterTitle`), the engine
 * category it offers, its units' engine codes (0: all of them;
 * `{except}`: all but those), the codes it spells its own way (page code → engine code), and 1
 * for a pair page.
 */
export type IndexPage = readonly [
  path: string,
  title: string,
  category?: string,
  units?: readonly string[] | 0 | { readonly except: readonly string[] },
  codes?: Readonly<Record<string, string>> | 0,
  pair?: 1,
];

/**
 * `[code, name, symbol, crypto]`: `symbol` is "" when an earlier currency has it ("$" is the US
 * dollar's, not the Argentine peso's).
 */
type IndexCurrency = readonly [code: string, name: string, symbol: string, crypto: 0 | 1];

export interface QueryIndex {
  readonly categories: readonly IndexCategory[];
  readonly units: IndexUnits;
  readonly pages: readonly IndexPage[];
  readonly currencies: readonly IndexCurrency[];
  /**
   * mg/dL of glucose per mmol/L, the blood-sugar converter's factor (engine/glucose.ts): carried
   * here so that the box, which answers "126 mg/dL to mmol/L" with it, shares no code with that
   * page's first view.
   */
  readonly glucose: number;
}

/**
 * Which meaning of a shared symbol wins when nothing else decides: the categories people convert
 * most come first (the Common group of docs/spec/site.md §2.1), torque before energy so "N·m"
 * reads as torque, and then every other category in the order of its first page.
 */
const FIRST = [
  "length",
  "weight",
  "volume",
  "temperature",
  "area",
  "speed",
  "time",
  "pressure",
  "torque",
  "energy",
  "power",
  "force",
  "angle",
  "data-storage",
];

function unitPageOffer(page: Page) {
  return page.kind === "category" || page.kind === "pair" || page.kind === "temperature-pair"
    ? page.offer
    : undefined;
}

function orderedCategories(): Category[] {
  const ids = [...FIRST];
  for (const page of pages) {
    const offer = unitPageOffer(page);
    if (offer && !ids.includes(offer.category)) ids.push(offer.category);
  }
  return ids.map((id) => {
    const category = categoryById(id);
    if (!category) throw new Error(`No unit category '${id}'`);
    return category;
  });
}

function offeredCodes(page: Page): IndexPage[3] {
  const offer = unitPageOffer(page);
  const category = offer && categoryById(offer.category);
  if (!offer || !category) return 0;
  const codes = offer.units.map((code) => categoryCode(offer, code));
  // A pair page's first two units are its pair: only there does the order matter.
  if (page.kind === "pair" || page.kind === "temperature-pair") return codes;
  const except = category.units.map((u) => u.code).filter((code) => !codes.includes(code));
  if (except.length === 0) return 0;
  return except.length < codes.length ? { except } : codes;
}

function indexPage(page: Page): IndexPage {
  const offer = unitPageOffer(page);
  if (!offer) return [page.path, page.title];
  const pair = page.kind === "pair" || page.kind === "temperature-pair";
  const named = page.title === converterTitle(categoryById(offer.category)?.name ?? "");
  const entry = [
    page.path,
    named ? "" : page.title,
    offer.category,
    offeredCodes(page),
    offer.codes ?? 0,
  ] as const;
  return pair ? [...entry, 1] : entry;
}

/**
 * For each unit of `category`, how it is made of a prefix and another unit (the label it would get
 * that way, which its own may differ from: "Hectare", not "Hectoare"), when it is. The other unit
 * is always one written out in full, so the browser needs only two passes.
 */
function prefixRecipes(category: Category, prefixes: readonly Prefix[]) {
  const plain = (u: Unit) => !u.offset && !u.relation;
  const recipeOf = (unit: Unit) => {
    if (!plain(unit)) return undefined;
    let found: { recipe: string; label: string; at: number } | undefined;
    for (const [at, base] of category.units.entries()) {
      if (base === unit || !plain(base)) continue;
      for (const prefix of prefixes) {
        const { label, symbol, factor } = prefixed(prefix, base);
        if (symbol !== unit.symbol || factor !== unit.factor) continue;
        found = { recipe: `${prefix.symbol}${at}`, label, at };
        if (label === unit.label) return found;
      }
    }
    return found;
  };
  const made = category.units.map(recipeOf);
  return made.map((m) => (m && !made[m.at] ? m : undefined));
}

/**
 * A term the box reads as the symbol anyway: "uF" for "µF" (engine/query/names.ts), when the box
 * makes no plural of it either (engine/query/lexicon.ts).
 */
function sameName(term: string, unit: Unit): boolean {
  return exactKey(term) === exactKey(unit.symbol) && !WORDLIKE.test(term);
}

function indexUnits(categories: readonly Category[]): IndexUnits {
  const prefixes = prefixesOf(categories.find((c) => c.id === PREFIXES)?.units ?? []);
  const recipes = categories.flatMap((c) => prefixRecipes(c, prefixes));
  const units = categories.flatMap((c) => c.units);
  const lines = (of: (u: Unit, i: number) => string) => units.map(of).join("\n");
  return {
    prefixed: recipes.map((r) => r?.recipe ?? "").join("\n"),
    code: lines((u) =>
      u.code === u.symbol ? "" : u.code === codeOfSymbol(u.symbol) ? "~" : u.code,
    ),
    label: lines((u, i) => (u.label === recipes[i]?.label ? "" : u.label)),
    symbol: lines((u, i) => (recipes[i] ? "" : u.symbol)),
    factor: units.filter((_, i) => !recipes[i]).map((u) => u.factor),
    terms: lines((u) =>
      [...(u.terms ?? []).filter((t) => !sameName(t, u)), ...(u.aliases ?? [])].join("|"),
    ),
    relations: Object.fromEntries(
      units.flatMap((u, i) =>
        u.offset || u.relation ? [[i, [u.offset ?? 0, u.relation ?? ""] as const]] : [],
      ),
    ),
  };
}

/** Every currency in use and every coin of the written list. */
function indexCurrencies(): IndexCurrency[] {
  const symbols = new Set<string>();
  const own = (symbol: string, code: string) => {
    if (symbol === code || symbols.has(symbol)) return symbol === code ? symbol : "";
    symbols.add(symbol);
    return symbol;
  };
  return [
    ...FIAT.map((c): IndexCurrency => [c.code, c.name, own(c.symbol, c.code), 0]),
    ...COINS.map((c): IndexCurrency => [c.code, c.name, own(c.symbol, c.code), 1]),
  ];
}

export function queryIndex(): QueryIndex {
  const categories = orderedCategories();
  return {
    categories: categories.map((c) => [c.id, c.name, c.base, c.display ?? "", c.units.length]),
    units: indexUnits(categories),
    pages: pages.filter(isConverter).map(indexPage),
    currencies: indexCurrencies(),
    glucose: MGDL_PER_MMOLL,
  };
}
