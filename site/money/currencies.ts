import { mediumDate } from "../dates.ts";
import { CLDR_RETIRED } from "./cldr-currencies.ts";
import { CLDR_PLACES } from "./cldr-currency-places.ts";
import { COINS } from "./coins.ts";
import { FIAT_LIST, type FiatName } from "./fiat-list.ts";

/**
 * The currencies the money converters know, as plain data shared by the rate service (which codes
 * it accepts), the pages (their selects' options, their counts) and the search box (how codes
 * read). Fiat currencies come from Unicode CLDR (cldr-currencies.ts, generated); coins from the
 * market (site/money/coin-list.ts), with coins.ts as the list to fall back on.
 */
export interface Currency {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
}

/** A currency in use today: offered wherever a source publishes a rate for it. */
export interface Fiat extends FiatName {
  /** The countries and territories that use it, by their English short names. */
  readonly countries: readonly string[];
  /** Its names in those countries' official languages ("peso argentino"), other than English. */
  readonly local: readonly string[];
}

/** A currency retired since 1999: known (its history, an old link, an old request), not offered. */
export interface Retired extends Currency {
  /** Its last day as legal tender. */
  readonly until: string;
  /** The currency its countries use instead, when they agree on one. */
  readonly replacedBy?: string;
  readonly countries: readonly string[];
}

/**
 * Every currency in use today, the spec's ten first (docs/spec/site.md §3.1), with where it is used
 * and its local names.
 */
export const FIAT: readonly Fiat[] = FIAT_LIST.map((c) => ({
  ...c,
  countries: CLDR_PLACES[c.code]?.countries ?? [],
  local: CLDR_PLACES[c.code]?.local ?? [],
}));

/** Every currency retired since 1999, by code. */
export const RETIRED: readonly Retired[] = CLDR_RETIRED.map((c) => ({
  code: c.code,
  name: c.name,
  symbol: c.code,
  until: c.until,
  countries: c.countries,
  ...(c.replacedBy ? { replacedBy: c.replacedBy } : {}),
}));

/**
 * What every money converter lists: every currency in use today, then the coins of the written
 * list. Once rates arrive, the page narrows it to what they price and adds the coins the market
 * ranks among the largest (decision 024).
 */
export function offeredCurrencies(): readonly Currency[] {
  offered ??= [...FIAT, ...COINS];
  return offered;
}
let offered: readonly Currency[] | undefined;

/** How many currencies and coins the converters list: what the pages' texts say. */
export function offeredCounts(): { readonly fiat: number; readonly coins: number } {
  return { fiat: FIAT.length, coins: COINS.length };
}

/** Every code known without asking the market: offered, retired, and the written coins. */
export function knownCurrencies(): readonly Currency[] {
  return [...FIAT, ...RETIRED, ...COINS];
}

const byCode = new Map<string, Currency>(knownCurrencies().map((c) => [c.code, c]));
const fiatByCode = new Map<string, Fiat>(FIAT.map((c) => [c.code, c]));
const retiredByCode = new Map<string, Retired>(RETIRED.map((c) => [c.code, c]));
const coinCodes = new Set(COINS.map((c) => c.code));

export function currency(code: string): Currency | undefined {
  return byCode.get(code);
}

export function fiat(code: string): Fiat | undefined {
  return fiatByCode.get(code);
}

export function retired(code: string): Retired | undefined {
  return retiredByCode.get(code);
}

/** Whether a code is a coin of the written list (the market's own list is the rate service's). */
export function isCoin(code: string): boolean {
  return coinCodes.has(code);
}

/** "The Croatian Kuna was legal tender until 14 January 2023; Croatia now uses the Euro (EUR)." */
export function retiredNote(code: string): string | undefined {
  const old = retiredByCode.get(code);
  if (!old) return undefined;
  const next = old.replacedBy ? fiatByCode.get(old.replacedBy) : undefined;
  const since = `The ${old.name} (${code}) was legal tender until ${mediumDate(old.until)}`;
  if (!next) return `${since}.`;
  const where = old.countries.length === 1 ? old.countries[0] : "its countries";
  return `${since}; ${where} now ${old.countries.length === 1 ? "uses" : "use"} the ${next.name} (${next.code}).`;
}
