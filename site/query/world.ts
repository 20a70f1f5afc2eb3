import { createLexicon, type Lexicon } from "../../engine/query/lexicon.ts";
import type { QuestionWords } from "../../engine/query/question-words.ts";
import type { Wording } from "../../engine/query/wording.ts";
import type { Category, Relation, Unit } from "../../engine/types.ts";
import type { Language } from "../i18n/languages.ts";
import { en, type Messages } from "../i18n/messages/en.ts";
import type { UnitLabel } from "../i18n/unit-labels/types.ts";
import { searchable } from "../units/search.ts";
import { PREFIXES, prefixed, prefixesOf } from "./prefixed.ts";
import { codeOfSymbol, converterTitle, type IndexPage, type QueryIndex } from "./query-index.ts";

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
  /** The page's English path, which names it (the API's `page` is it without the slash). */
  readonly id: string;
  /** Its address in the world's language: the English path, or `/es/longitud`. */
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

/**
 * What the box reads in a language besides English (site/query/language-pack.ts): its question
 * words, its pages' addresses and titles, and the names of units and currencies in it, by `category:code` ("length:ft" → "pie",
 * "pies"; "currency:EUR" → "euro").
 */
export interface LanguagePack {
  readonly language: Language;
  readonly words: QuestionWords;
  readonly messages: Messages;
  readonly wording: Wording;
  /** Each unit's label and plural in the language, by `category:code`. */
  readonly labels: Readonly<Record<string, UnitLabel>>;
  readonly names: ReadonlyMap<string, readonly string[]>;
  /** Each converter page's address and title in the language, by its English path. */
  readonly pages: ReadonlyMap<string, { readonly path: string; readonly title: string }>;
}

export interface World {
  /** The language questions are asked in, and answers written in. */
  readonly language: Language;
  /** Its question words, for a language other than English. */
  readonly words?: QuestionWords;
  /** The sentences answers are written with, in its language. */
  readonly messages: Messages;
  /** What the question reader says about units, in its language; the engine's English if none. */
  readonly wording?: Wording;
  /** Each unit's label in its language, by `category:code`; the catalogue's own if none. */
  readonly labels?: Readonly<Record<string, UnitLabel>>;
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

/**
 * A currency in use is also read by the last word of its name when no other currency in use has
 * that word: "naira", "zloty", "hryvnia" (but not "peso" or "dinar", each the word of several).
 */
function ownWords(index: QueryIndex): Map<string, string> {
  const fiat = index.currencies.filter(([, , , crypto]) => crypto === 0);
  const wordOf = (name: string) => name.split(" ").at(-1)?.toLowerCase() ?? "";
  const holders = new Map<string, number>();
  for (const [, name] of fiat) holders.set(wordOf(name), (holders.get(wordOf(name)) ?? 0) + 1);
  return new Map(
    fiat.flatMap(([code, name]) => {
      const word = wordOf(name);
      const own =
        holders.get(word) === 1 && word !== code.toLowerCase() && word !== name.toLowerCase();
      return own ? [[code, word]] : [];
    }),
  );
}

function currencyCategory(index: QueryIndex): Category {
  const words = ownWords(index);
  return {
    id: CURRENCY,
    name: "Currency",
    base: "EUR",
    units: index.currencies.map(([code, name, symbol]) => ({
      code,
      label: name,
      symbol: code,
      // Rates are live: the answer multiplies by them; the catalogue holds no number for money.
      factor: 1,
      terms: [
        ...(symbol === code || symbol === "" ? [] : [symbol]),
        ...(words.has(code) ? [words.get(code) ?? ""] : []),
        ...(CURRENCY_TERMS[code] ?? []),
      ],
      // Typed in lower case ("100 usd"), but not a word with a plural: "tons" is not Toncoins.
      aliases: [code.toLowerCase()],
    })),
  };
}

function categoriesOf(index: QueryIndex): Category[] {
  const { factor, relations } = index.units;
  const [recipe, code, label, symbol, terms] = [
    index.units.prefixed,
    index.units.code,
    index.units.label,
    index.units.symbol,
    index.units.terms,
  ].map((column) => column.split("\n"));
  // First every unit written out in full (only they have a factor), then those made of a prefix
  // and one of them, once the prefixes are known (site/query/prefixed.ts).
  type Written = Pick<Unit, "label" | "symbol" | "factor" | "offset" | "relation">;
  let at = 0;
  let next = 0;
  const written = index.categories.map(([, , , , count]) =>
    Array.from({ length: count }, (): { i: number; unit?: Written } => {
      const i = at++;
      if (recipe?.[i]) return { i };
      const [offset, relation] = relations[i] ?? [0, ""];
      const unit = {
        label: label?.[i] ?? "",
        symbol: symbol?.[i] ?? "",
        factor: factor[next++] ?? Number.NaN,
        ...(offset ? { offset } : {}),
        ...(relation ? { relation: relation as Relation } : {}),
      };
      return { i, unit };
    }),
  );
  const full = (units: (typeof written)[number] | undefined) =>
    (units ?? []).flatMap(({ unit }) => (unit ? [unit] : []));
  const prefixes = prefixesOf(full(written[index.categories.findIndex(([id]) => id === PREFIXES)]));
  return index.categories.map(([id, name, base, display], c) => {
    const units = (written[c] ?? []).map(({ i, unit }): Unit => {
      const [, sign, of] = /^(\D+)(\d+)$/.exec(recipe?.[i] ?? "") ?? [];
      const prefix = prefixes.find((p) => p.symbol === sign);
      const from = written[c]?.[Number(of)]?.unit;
      const own = label?.[i];
      const made =
        unit ??
        (prefix && from
          ? { ...prefixed(prefix, from), ...(own ? { label: own } : {}) }
          : undefined);
      if (!made) throw new Error(`The query index cannot make unit ${i} of ${id}`);
      const spelt = code?.[i] ?? "";
      const names = terms?.[i] ? terms[i].split("|") : [];
      return {
        ...made,
        code: spelt === "" ? made.symbol : spelt === "~" ? codeOfSymbol(made.symbol) : spelt,
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

/** The category with each unit also named as `pack` names it, in the language asked in. */
function named(category: Category, pack: LanguagePack | undefined): Category {
  if (!pack) return category;
  const units = category.units.map((unit) => {
    const key = `${category.id}:${unit.code}`;
    const own = pack.names.get(key);
    const label = pack.labels[key];
    return {
      ...unit,
      ...(own ? { terms: [...(unit.terms ?? []), ...own] } : {}),
      ...(label ? { names: label } : {}),
    };
  });
  return { ...category, units };
}

/** The index made ready to answer with, in English, or in the language of `pack`. */
export function worldOf(index: QueryIndex, pack?: LanguagePack): World {
  const categories = categoriesOf(index).map((c) => named(c, pack));
  const money = named(currencyCategory(index), pack);
  // Money after the everyday quantities, before the specialists': "$" is never a unit anyway.
  const all = [...categories.slice(0, 7), money, ...categories.slice(7)];
  const byId = new Map(all.map((c) => [c.id, c]));
  const pages = index.pages.map(([id, written, category, units, codes, pair]): WorldPage => {
    const english = written || converterTitle(byId.get(category ?? "")?.name ?? "");
    const own = pack?.pages.get(id);
    const path = own?.path ?? id;
    const title = own?.title ?? english;
    // Found by its title in the language, and by its English one, which people type too.
    const words = searchable(own ? `${title} ${english}` : title);
    if (!category) return { id, path, title, words };
    const pageCodes = new Map(Object.entries(codes || {}).map(([page, engine]) => [engine, page]));
    const offered = offeredBy(units, byId.get(category));
    return {
      id,
      path,
      title,
      words,
      category,
      codes: new Map(offered.map((code) => [code, pageCodes.get(code) ?? code])),
      ...(pair ? { pair: true } : {}),
    };
  });
  return {
    language: pack?.language ?? "en",
    messages: pack?.messages ?? en,
    ...(pack ? { words: pack.words, wording: pack.wording, labels: pack.labels } : {}),
    lexicon: createLexicon(all),
    pages,
    coins: new Set(index.currencies.filter((c) => c[3] === 1).map((c) => c[0])),
    glucose: index.glucose,
  };
}
