import { COINS } from "./coins.ts";

/**
 * Currencies the converters offer, with names and symbols; plain data shared by the rate service
 * (which codes it accepts, which coin ids it asks for), the pages (their selects' options, their
 * counts) and the search box (how codes read).
 */
export interface Currency {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
}

export interface Fiat extends Currency {
  /** Why the ECB no longer publishes it, for a currency it once did: not offered, still known. */
  readonly notPublished?: string;
}

/**
 * Every currency the European Central Bank publishes reference rates for, and the euro: the spec's
 * ten first (site spec 3.1), then the others in the ECB's order. Two it published once are kept,
 * known to the rate service, the search box and the ECB's history, but not offered.
 */
export const FIAT: readonly Fiat[] = [
  { code: "USD", name: "US Dollar", symbol: "$" },
  { code: "EUR", name: "Euro", symbol: "€" },
  { code: "GBP", name: "British Pound", symbol: "£" },
  { code: "JPY", name: "Japanese Yen", symbol: "¥" },
  { code: "CAD", name: "Canadian Dollar", symbol: "C$" },
  { code: "AUD", name: "Australian Dollar", symbol: "A$" },
  { code: "CHF", name: "Swiss Franc", symbol: "CHF" },
  { code: "CNY", name: "Chinese Yuan", symbol: "¥" },
  { code: "INR", name: "Indian Rupee", symbol: "₹" },
  { code: "KRW", name: "South Korean Won", symbol: "₩" },
  {
    code: "BGN",
    name: "Bulgarian Lev",
    symbol: "лв",
    notPublished: "Bulgaria adopted the euro on 1 January 2026",
  },
  { code: "BRL", name: "Brazilian Real", symbol: "R$" },
  { code: "CZK", name: "Czech Koruna", symbol: "Kč" },
  { code: "DKK", name: "Danish Krone", symbol: "kr" },
  { code: "HKD", name: "Hong Kong Dollar", symbol: "HK$" },
  { code: "HUF", name: "Hungarian Forint", symbol: "Ft" },
  { code: "IDR", name: "Indonesian Rupiah", symbol: "Rp" },
  { code: "ILS", name: "Israeli New Shekel", symbol: "₪" },
  { code: "ISK", name: "Icelandic Króna", symbol: "kr" },
  { code: "MXN", name: "Mexican Peso", symbol: "MX$" },
  { code: "MYR", name: "Malaysian Ringgit", symbol: "RM" },
  { code: "NOK", name: "Norwegian Krone", symbol: "kr" },
  { code: "NZD", name: "New Zealand Dollar", symbol: "NZ$" },
  { code: "PHP", name: "Philippine Peso", symbol: "₱" },
  { code: "PLN", name: "Polish Złoty", symbol: "zł" },
  { code: "RON", name: "Romanian Leu", symbol: "lei" },
  {
    code: "RUB",
    name: "Russian Ruble",
    symbol: "₽",
    notPublished: "the ECB suspended the rouble's reference rate in March 2022",
  },
  { code: "SEK", name: "Swedish Krona", symbol: "kr" },
  { code: "SGD", name: "Singapore Dollar", symbol: "S$" },
  { code: "THB", name: "Thai Baht", symbol: "฿" },
  { code: "TRY", name: "Turkish Lira", symbol: "₺" },
  { code: "ZAR", name: "South African Rand", symbol: "R" },
];

/**
 * What every money converter offers before any rate has arrived, and what its prerendered selects
 * list: the currencies the ECB publishes (EUR included), then every coin. Once rates arrive, a
 * code they do not price can no longer be chosen (decision 024): what the ECB published that day
 * and what the price source quoted decide.
 */
export function offeredCurrencies(): readonly Currency[] {
  offered ??= [...FIAT.filter((c) => c.notPublished === undefined), ...COINS];
  return offered;
}
let offered: readonly Currency[] | undefined;

/** How many currencies and coins the converters offer: what the pages' texts say. */
export function offeredCounts(): { readonly fiat: number; readonly coins: number } {
  const all = offeredCurrencies();
  const coins = all.filter((c) => isCoin(c.code)).length;
  return { fiat: all.length - coins, coins };
}

/** Every code the rate service knows, offered or not (RUB and BGN have history). */
export function knownCurrencies(): readonly Currency[] {
  return [...FIAT, ...COINS];
}

const byCode = new Map<string, Currency>(knownCurrencies().map((c) => [c.code, c]));
const coinCodes = new Set(COINS.map((c) => c.code));

export function currency(code: string): Currency | undefined {
  return byCode.get(code);
}

export function isCoin(code: string): boolean {
  return coinCodes.has(code);
}

/** A rate map: units of each code per 1 unit of `base` (decisions.md). */
export interface RatesAnswer {
  readonly rates: Readonly<Record<string, number>>;
  readonly base: string;
  /** True when these rates were not fetched from upstream for this request. */
  readonly cached: boolean;
  /** When the rates were obtained from upstream (ISO 8601): the older of fiat and crypto. */
  readonly lastUpdated: string;
  /** Where the rates come from: the ECB's reference date, the crypto price's time. */
  readonly sources: {
    readonly fiat?: { readonly provider: string; readonly date: string };
    readonly crypto?: { readonly provider: string; readonly at: string };
  };
  /**
   * The codes asked for that have no rate now, each with why ("CoinGecko's latest prices do not
   * quote it"): left out of `rates` rather than given a rate no source stands behind. Absent when
   * every code was priced.
   */
  readonly unavailable?: Readonly<Record<string, string>>;
}
