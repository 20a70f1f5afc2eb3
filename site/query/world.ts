import { createLexicon, type Lexicon } from "../../engine/query/lexicon.ts";
import type { Category, Relation, Unit } from "../../engine/types.ts";
import { searchable } from "../units/search.ts";
import { codeOfSymbol, type IndexPage, type QueryIndex } from "./query-index.ts";

/**
 * The query index made ready to answer with: one lexicon of units and currencies, and for each
 * unit the pages that offer it under their own codes. Built the same way on the server and in
 * the browser, from the same data.
 */

/** The engine id of the currencies' category: a currency converts through live rates, not factors. */
export const CURRENCY = "currency";
/** The converters money answers open: fiat on one, any coin on the other. */
export const CURRENCY_PAGE = "/currency-converter";
export const CRYPTO_PAGE = "/crypto-currency";

export interface WorldPage {
  readonly path: string;
  readonly title: string;
  /** The title as the search compares it (site/units/search.ts), made once. */
  readonly words: string;
  /** The engine category it offers, for unit converter pages. */
  readonly category?: string;
  /** Engine code → the page's code, for the units it offers. */
  readonly codes?: ReadonlyMap<string, string>;
  /** A page of one pair of units (/cm-to-in), not of a whole category. */
  readonly pair?: boolean;
}

export interface World {
  readonly lexicon: Lexicon;
  readonly pages: readonly WorldPage[];
  /** The codes of coins: a money answer with one opens the crypto converter. */
  readonly coins: ReadonlySet<string>;
  /** mg/dL of glucose per mmol/L (query-index.ts). */
  readonly glucose: number;
}

/** Other names people give currencies: "dollars" is the US dollar, "bucks" too. */
const CURRENCY_TERMS: Readonly<Record<string, readonly string[]>> = {
  USD: ["dollar", "dollars", "US$", "bucks", "usd"],
  EUR: ["euro", "euros", "eur"],
  GBP: ["pound sterling", "pounds sterling", "sterling", "quid", "£"],
  JPY: ["yen"],
  CNY: ["yuan", "renminbi", "RMB"],
  INR: ["rupee", "rupees"],
  CHF: ["swiss francs", "franc", "francs"],
  BTC: ["bitcoin", "bitcoins", "XBT"],
  ETH: ["ether", "ethereum"],
  // Swapped one for one for POL in 2024: people still ask for MATIC.
  POL: ["MATIC", "matic"],
};

function currencyCategory(index: QueryIndex): Category {
  return {
    id: CURRENCY,
    name: "Currency",
    base: "EUR",
    units: index.currencies.map(([code, name, symbol, , words]) => ({
      code,
      label: name,
      symbol: code,
      // Rates are live: the answer multiplies by them; the catalogue holds no number for money.
      factor: 1,
      terms: [
        ...(symbol === code || symbol === "" ? [] : [symbol]),
        ...(words ? words.split("|") : []),
        ...(CURRENCY_TERMS[code] ?? []),
      ],
      // Typed in lower case ("100 usd"), but not a word with a plural: "tons" is not Toncoins.
      aliases: [code.toLowerCase()],
    })),
  };
}

function categoriesOf(index: QueryIndex): Category[] {
  const { factor, relations } = index.units;
  const [code, label, symbol, terms] = [
    index.units.code,
    index.units.label,
    index.units.symbol,
    index.units.terms,
  ].map((column) => column.split("\n"));
  let at = 0;
  return index.categories.map(([id, name, base, display, count]) => {
    const units = Array.from({ length: count }, (): Unit => {
      const i = at++;
      const sign = symbol?.[i] ?? "";
      const own = code?.[i] ?? "";
      const names = terms?.[i] ? terms[i].split("|") : [];
      const [offset, relation] = relations[i] ?? [0, ""];
      return {
        code: own === "" ? sign : own === "~" ? codeOfSymbol(sign) : own,
        label: label?.[i] ?? "",
        symbol: sign,
        factor: factor[i] ?? Number.NaN,
        ...(offset ? { offset } : {}),
        ...(relation ? { relation: relation as Relation } : {}),
        ...(names.length > 0 ? { terms: names } : {}),
      };
    });
    return { id, name, base, ...(display === "temperature" ? { display } : {}), units };
  });
}

function offeredBy(units: IndexPage[3], category: Category | undefined): readonly string[] {
  const all = category?.units.map((u) => u.code) ?? [];
  if (units === 0 || units === undefined) return all;
  if ("except" in units) return all.filter((code) => !units.except.includes(code));
  return units;
}

export function worldOf(index: QueryIndex): World {
  const categories = categoriesOf(index);
  const money = currencyCategory(index);
  // Money after the everyday quantities, before the specialists': "$" is never a unit anyway.
  const all = [...categories.slice(0, 7), money, ...categories.slice(7)];
  const byId = new Map(all.map((c) => [c.id, c]));
  const pages = index.pages.map(([path, title, category, units, codes, pair]): WorldPage => {
    const words = searchable(title);
    if (!category) return { path, title, words };
    const own = new Map(Object.entries(codes || {}).map(([page, engine]) => [engine, page]));
    const offered = offeredBy(units, byId.get(category));
    return {
      path,
      title,
      words,
      category,
      codes: new Map(offered.map((code) => [code, own.get(code) ?? code])),
      ...(pair ? { pair: true } : {}),
    };
  });
  return {
    lexicon: createLexicon(all),
    pages,
    coins: new Set(index.currencies.filter((c) => c[3] === 1).map((c) => c[0])),
    glucose: index.glucose,
  };
}
