import { categoryById } from "../../engine/catalog/index.ts";
import { MGDL_PER_MMOLL } from "../../engine/glucose.ts";
import type { Category, Unit } from "../../engine/types.ts";
import { isConverter, pages } from "../catalog/catalog.ts";
import { categoryCode } from "../catalog/offers.ts";
import type { Page } from "../catalog/page.ts";
import { COINS } from "../money/coins.ts";
import { FIAT } from "../money/currencies.ts";

/**
 * Everything the free-text box reads questions with, as compact plain data: every unit of every
 * category, every page a question may lead to, every currency. The server builds it from the
 * catalogs; the browser fetches it once (`/query-index.json`, prerendered) when the box is first
 * used, so no page carries it in its first view.
 */

/** Where the browser fetches the index: a prerendered file. */
export const QUERY_INDEX_PATH = "/query-index.json";

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
 * relation, by position.
 */
interface IndexUnits {
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

/**
 * `[path, title]` for a page that is not a unit converter; `[path, title, category, units,
 * codes, pair]` for one: the engine category it offers, its units' engine codes (0: all of them;
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
 * `[code, name, symbol, crypto, words]`: `symbol` is "" when an earlier currency has it ("$" is the
 * US dollar's, not the Argentine peso's); `words` the other names it is typed by, "|"-separated
 * ("naira"), when it has any.
 */
type IndexCurrency =
  | readonly [code: string, name: string, symbol: string, crypto: 0 | 1]
  | readonly [code: string, name: string, symbol: string, crypto: 0 | 1, words: string];

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
  const all = category.units.map((u) => u.code);
  if (codes.length === all.length && codes.every((code, i) => all[i] === code)) return 0;
  const except = all.filter((code) => !codes.includes(code));
  return except.length < codes.length ? { except } : codes;
}

function indexPage(page: Page): IndexPage {
  const offer = unitPageOffer(page);
  if (!offer) return [page.path, page.title];
  const pair = page.kind === "pair" || page.kind === "temperature-pair";
  const entry = [
    page.path,
    page.title,
    offer.category,
    offeredCodes(page),
    offer.codes ?? 0,
  ] as const;
  return pair ? [...entry, 1] : entry;
}

function indexUnits(categories: readonly Category[]): IndexUnits {
  const units = categories.flatMap((c) => c.units);
  const lines = (of: (u: Unit) => string) => units.map(of).join("\n");
  return {
    code: lines((u) =>
      u.code === u.symbol ? "" : u.code === codeOfSymbol(u.symbol) ? "~" : u.code,
    ),
    label: lines((u) => u.label),
    symbol: lines((u) => u.symbol),
    factor: units.map((u) => u.factor),
    terms: lines((u) => [...(u.terms ?? []), ...(u.aliases ?? [])].join("|")),
    relations: Object.fromEntries(
      units.flatMap((u, i) =>
        u.offset || u.relation ? [[i, [u.offset ?? 0, u.relation ?? ""] as const]] : [],
      ),
    ),
  };
}

/**
 * Every currency in use and every coin of the written list. A currency is also read by the word
 * that names it, when no other currency in use has that word: "naira", "zloty", "hryvnia" (but not
 * "peso" or "dinar", each the word of several).
 */
function indexCurrencies(): IndexCurrency[] {
  const wordOf = (one: string) => one.split(" ").at(-1)?.toLowerCase() ?? "";
  const holders = new Map<string, number>();
  for (const c of FIAT) {
    const word = wordOf(c.one);
    holders.set(word, (holders.get(word) ?? 0) + 1);
  }
  const symbols = new Set<string>();
  const own = (symbol: string, code: string) => {
    if (symbol === code || symbols.has(symbol)) return symbol === code ? symbol : "";
    symbols.add(symbol);
    return symbol;
  };
  return [
    ...FIAT.map((c): IndexCurrency => {
      const word = wordOf(c.one);
      const unique =
        holders.get(word) === 1 && word !== c.code.toLowerCase() && word !== c.name.toLowerCase();
      const entry = [c.code, c.name, own(c.symbol, c.code), 0] as const;
      return unique ? [...entry, word] : entry;
    }),
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
