import { CLDR_CURRENT, type CldrCurrency } from "./cldr-currencies.ts";

/**
 * Every currency in use today, by its English names and symbol (CLDR, cldr-currencies.ts): small
 * enough for the browser, which renders the home page's currency tab from it. Where each is used
 * and its names in other languages are in currencies.ts, for the server's markup.
 */
export interface FiatName {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
  /** "Nigerian naira": one of it; "Nigerian nairas": an amount of it. */
  readonly one: string;
  readonly plural: string;
}

/** The spec's ten come first, in its order (docs/spec/site.md §3.1); the rest follow by code. */
const SPEC_FIAT = ["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "CNY", "INR", "KRW"];
/** Where the spec writes a symbol otherwise than CLDR's English one (CA$, CN¥). */
const SPEC_SYMBOLS: Readonly<Record<string, string>> = { CAD: "C$", CNY: "¥" };

/** Its symbol: CLDR's English one, else its narrow one ("₦"), else its code. */
function symbolOf(c: CldrCurrency): string {
  return SPEC_SYMBOLS[c.code] ?? (c.symbol !== c.code ? c.symbol : (c.narrow ?? c.code));
}

const rank = (code: string) => {
  const i = SPEC_FIAT.indexOf(code);
  return i < 0 ? SPEC_FIAT.length : i;
};

export const FIAT_LIST: readonly FiatName[] = [...CLDR_CURRENT]
  .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
  .map((c) => ({ code: c.code, name: c.name, symbol: symbolOf(c), one: c.one, plural: c.other }));
