import { siteHost } from "../../config.ts";
import { offeredCounts } from "../../money/currencies.ts";
import type { Menus, MoneyPage, Page } from "../page.ts";

/** Names of the codes that appear in page paths; the full currency list comes with the converter. */
const NAMES: Record<string, string> = {
  USD: "US Dollar",
  EUR: "Euro",
  GBP: "British Pound",
  JPY: "Japanese Yen",
  AUD: "Australian Dollar",
  CAD: "Canadian Dollar",
  BTC: "Bitcoin",
  ETH: "Ethereum",
};
const CRYPTO = new Set(["BTC", "ETH"]);

/** How a code reads in a label: fiat by its code, crypto by its name ("USD to Bitcoin"). */
function short(code: string): string {
  return CRYPTO.has(code) ? (NAMES[code] ?? code) : code;
}

function pairPage(from: string, to: string, menus?: Menus): MoneyPage {
  const crypto = CRYPTO.has(from) || CRYPTO.has(to);
  const pair = `${short(from)} to ${short(to)}`;
  return {
    path: `/${from.toLowerCase()}-to-${to.toLowerCase()}`,
    label: `${pair} Converter`,
    navLabel: pair,
    title: pair,
    description: `Convert ${from} to ${to} instantly. Accurate, distraction-free at ${siteHost}.`,
    keywords: `${from} to ${to}, ${NAMES[from]} to ${NAMES[to]}, ${from.toLowerCase()} ${to.toLowerCase()} converter, exchange rate`,
    group: crypto ? "Crypto" : "Currency",
    // Crypto pairs too show the currency widget (site spec 2.7); /crypto-currency has its own.
    kind: "currency-pair",
    pair: { from, to },
    priority: 0.9,
    changefreq: "daily",
    appCategory: "FinanceApplication",
    ...(menus ? { menus } : {}),
  };
}

const currencyConverter: Omit<MoneyPage, "path"> = {
  kind: "currency",
  label: "Currency Converter",
  navLabel: "Regular Currency Converter",
  title: "Currency Converter",
  description: `Convert between all ${offeredCounts().fiat} currencies of the European Central Bank's reference rates and the ${offeredCounts().coins} largest cryptocurrencies.`,
  keywords: "currency converter, exchange rates, USD, EUR, GBP, JPY, money converter",
  group: "Currency",
  priority: 0.8,
  changefreq: "daily",
  appCategory: "FinanceApplication",
};

export const moneyPages: readonly Page[] = [
  {
    path: "/currency-converter",
    ...currencyConverter,
    menus: { currency: 1, "drawer-currency": 1 },
  },
  { path: "/currency", ...currencyConverter, canonical: "/currency-converter" },
  pairPage("USD", "EUR", { "currency-pairs": 1, "drawer-currency": 3 }),
  pairPage("EUR", "USD"),
  pairPage("USD", "GBP", { "drawer-currency": 4 }),
  pairPage("GBP", "USD"),
  pairPage("USD", "JPY"),
  pairPage("USD", "AUD"),
  pairPage("AUD", "USD"),
  pairPage("USD", "CAD"),
  pairPage("CAD", "USD"),
  {
    path: "/crypto-currency",
    label: "Crypto Currency Converter",
    navLabel: "Cryptocurrency Converter",
    title: "Cryptocurrency Converter",
    description: `Convert Bitcoin, Ethereum and the other ${offeredCounts().coins - 2} largest cryptocurrencies to each other and to ${offeredCounts().fiat} currencies.`,
    keywords: "crypto converter, cryptocurrency converter, bitcoin, ethereum, BTC to USD",
    group: "Crypto",
    kind: "crypto",
    pair: { from: "BTC", to: "USD" },
    priority: 0.8,
    changefreq: "daily",
    appCategory: "FinanceApplication",
    menus: { currency: 2, "drawer-currency": 2 },
  },
  pairPage("USD", "BTC"),
  pairPage("BTC", "USD", { "currency-pairs": 2, "drawer-currency": 5 }),
  pairPage("ETH", "USD", { "currency-pairs": 3, "drawer-currency": 6 }),
];
