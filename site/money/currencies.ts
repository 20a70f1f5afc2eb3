/**
 * Currencies the converters offer, with names and symbols; plain data shared by the rate service
 * (which codes it accepts, which coin ids it asks for) and the pages (how codes read).
 */
export interface Currency {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
}

export interface Coin extends Currency {
  /** Its id at a CoinGecko-compatible `simple/price` endpoint. */
  readonly coinId: string;
}

/**
 * Fiat currencies the European Central Bank has published reference rates for, and the euro.
 * Which of them are offered is decided by what the ECB actually publishes on the day.
 */
export const FIAT: readonly Currency[] = [
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
  { code: "BGN", name: "Bulgarian Lev", symbol: "лв" },
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
  { code: "RUB", name: "Russian Ruble", symbol: "₽" },
  { code: "SEK", name: "Swedish Krona", symbol: "kr" },
  { code: "SGD", name: "Singapore Dollar", symbol: "S$" },
  { code: "THB", name: "Thai Baht", symbol: "฿" },
  { code: "TRY", name: "Turkish Lira", symbol: "₺" },
  { code: "ZAR", name: "South African Rand", symbol: "R" },
];

/** Cryptocurrencies (site spec 3.1, 3.2); where no symbol is listed, the symbol is the code. */
export const COINS: readonly Coin[] = [
  { code: "BTC", name: "Bitcoin", symbol: "₿", coinId: "bitcoin" },
  { code: "ETH", name: "Ethereum", symbol: "Ξ", coinId: "ethereum" },
  { code: "BNB", name: "Binance Coin", symbol: "BNB", coinId: "binancecoin" },
  { code: "XRP", name: "XRP", symbol: "XRP", coinId: "ripple" },
  { code: "ADA", name: "Cardano", symbol: "ADA", coinId: "cardano" },
  { code: "SOL", name: "Solana", symbol: "SOL", coinId: "solana" },
  { code: "DOT", name: "Polkadot", symbol: "DOT", coinId: "polkadot" },
  { code: "MATIC", name: "Polygon", symbol: "MATIC", coinId: "matic-network" },
  { code: "AVAX", name: "Avalanche", symbol: "AVAX", coinId: "avalanche-2" },
  { code: "LTC", name: "Litecoin", symbol: "Ł", coinId: "litecoin" },
  { code: "DOGE", name: "Dogecoin", symbol: "Ð", coinId: "dogecoin" },
  { code: "SHIB", name: "Shiba Inu", symbol: "SHIB", coinId: "shiba-inu" },
  { code: "TRX", name: "TRON", symbol: "TRX", coinId: "tron" },
  { code: "ATOM", name: "Cosmos", symbol: "ATOM", coinId: "cosmos" },
  { code: "UNI", name: "Uniswap", symbol: "UNI", coinId: "uniswap" },
];

/** The currency converter's 20 codes (site spec 3.1): offered even before rates arrive. */
export const CURRENCY_CODES = [
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
  "CHF",
  "CNY",
  "INR",
  "KRW",
  "BTC",
  "ETH",
  "BNB",
  "XRP",
  "ADA",
  "SOL",
  "DOT",
  "MATIC",
  "AVAX",
  "LTC",
] as const;

/** The crypto converter's codes (site spec 3.2): 15 cryptocurrencies, then 6 fiat currencies. */
export const CRYPTO_CONVERTER_CODES = [
  ...COINS.map((c) => c.code),
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
] as const;

const byCode = new Map<string, Currency>([...FIAT, ...COINS].map((c) => [c.code, c]));

export function currency(code: string): Currency | undefined {
  return byCode.get(code);
}

export function isCoin(code: string): boolean {
  return COINS.some((c) => c.code === code);
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
}
