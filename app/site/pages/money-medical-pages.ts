import { site } from "../config.ts";
import type { MenuId, Page } from "../page-types.ts";

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

function pairPage(from: string, to: string, menus?: Partial<Record<MenuId, number>>): Page {
  const crypto = CRYPTO.has(from) || CRYPTO.has(to);
  const pair = `${short(from)} to ${short(to)}`;
  return {
    path: `/${from.toLowerCase()}-to-${to.toLowerCase()}`,
    label: `${pair} Converter`,
    navLabel: pair,
    title: pair,
    description: `Convert ${from} to ${to} instantly. Accurate, distraction-free at ${new URL(site.url).host}.`,
    keywords: `${from} to ${to}, ${NAMES[from]} to ${NAMES[to]}, ${from.toLowerCase()} ${to.toLowerCase()} converter, exchange rate`,
    group: crypto ? "Crypto" : "Currency",
    // Crypto pairs too show the currency widget (site spec 2.7); /crypto-currency has its own.
    view: "currency",
    pair: { from, to },
    priority: 0.9,
    changefreq: "daily",
    appCategory: "FinanceApplication",
    ...(menus ? { menus } : {}),
  };
}

const currencyConverter: Omit<Page, "path"> = {
  label: "Currency Converter",
  navLabel: "Regular Currency Converter",
  title: "Currency Converter",
  description:
    "Convert between the world's major currencies at the European Central Bank's reference rates.",
  keywords: "currency converter, exchange rates, USD, EUR, GBP, JPY, money converter",
  group: "Currency",
  view: "currency",
  priority: 0.8,
  changefreq: "daily",
  appCategory: "FinanceApplication",
};

const bloodSugar: Omit<Page, "path"> = {
  label: "Blood Sugar Converter",
  navLabel: "Blood Sugar",
  title: "Blood Sugar Level Converter",
  description:
    "Convert blood glucose between mg/dL and mmol/L with the exact factor, and see which range a reading falls in.",
  keywords: "blood sugar converter, glucose converter, mg/dL to mmol/L, mmol/L to mg/dL, diabetes",
  group: "Medical",
  view: "blood-sugar",
  priority: 0.8,
  changefreq: "monthly",
  appCategory: "UtilityApplication",
};

export const moneyMedicalPages: readonly Page[] = [
  {
    path: "/blood-sugar-converter",
    ...bloodSugar,
    icon: "🩸",
    menus: { header: 6, drawer: 10 },
  },
  { path: "/blood-sugar", ...bloodSugar, canonical: "/blood-sugar-converter" },
  { path: "/glucose-converter", ...bloodSugar, canonical: "/blood-sugar-converter" },
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
    description:
      "Convert Bitcoin, Ethereum and 13 other cryptocurrencies to each other and to major currencies.",
    keywords: "crypto converter, cryptocurrency converter, bitcoin, ethereum, BTC to USD",
    group: "Crypto",
    view: "crypto",
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
