import { siteHost } from "../../config.ts";
import { currency, isCoin, offeredCounts } from "../../money/currencies.ts";
import type { Menus, MoneyPage, Page } from "../page.ts";

const name = (code: string) => currency(code)?.name ?? code;

/**
 * "Over 150": the currencies listed are those in use today; one a source stops publishing cannot
 * be chosen, so a claim in a description stays below the count.
 */
export const roundedDown = (count: number) => Math.floor((count - 1) / 10) * 10;

/** How a code reads in a label: fiat by its code, crypto by its name ("USD to Bitcoin"). */
function short(code: string): string {
  return isCoin(code) ? name(code) : code;
}

function pairPage(from: string, to: string, menus?: Menus): MoneyPage {
  const crypto = isCoin(from) || isCoin(to);
  const pair = `${short(from)} to ${short(to)}`;
  return {
    path: `/${from.toLowerCase()}-to-${to.toLowerCase()}`,
    label: `${pair} Converter`,
    navLabel: pair,
    title: pair,
    description: `Convert ${from} to ${to} instantly. Accurate, distraction-free at ${siteHost}.`,
    keywords: `${from} to ${to}, ${name(from)} to ${name(to)}, ${from.toLowerCase()} ${to.toLowerCase()} converter, exchange rate`,
    group: crypto ? "Crypto" : "Currency",
    // Crypto pairs too show the currency widget (docs/spec/site.md §2.7); /crypto-currency has its
    // own.
    kind: "currency-pair",
    pair: { from, to },
    priority: 0.9,
    changefreq: "daily",
    appCategory: "FinanceApplication",
    ...(menus ? { menus } : {}),
  };
}

const currencyConverterPage: Omit<MoneyPage, "path"> = {
  kind: "currency",
  label: "Currency Converter",
  navLabel: "Regular Currency Converter",
  title: "Currency Converter",
  description: `Convert between over ${roundedDown(offeredCounts().fiat)} world currencies, each at the rate of the bank that sets it, and the ${offeredCounts().coins} largest cryptocurrencies.`,
  keywords: "currency converter, exchange rates, USD, EUR, GBP, JPY, money converter",
  group: "Currency",
  priority: 0.8,
  changefreq: "daily",
  appCategory: "FinanceApplication",
};

/** Pairs of a currency of the ECB's with one it does not publish, by how often they are searched. */
export const WORLD_PAIRS: readonly (readonly [string, string])[] = [
  ["USD", "AED"],
  ["USD", "NGN"],
  ["USD", "PKR"],
  ["USD", "EGP"],
  ["USD", "TWD"],
  ["GBP", "AED"],
  ["EUR", "MAD"],
  ["USD", "SAR"],
  ["USD", "VND"],
  ["USD", "ARS"],
  ["USD", "KZT"],
  ["USD", "UAH"],
  ["USD", "COP"],
  ["USD", "BDT"],
  ["USD", "KES"],
  ["USD", "QAR"],
  ["USD", "GHS"],
  ["USD", "LKR"],
  ["USD", "CLP"],
  ["AED", "INR"],
];

/** The currency converter and the pair pages of the ECB's currencies, each with its own text. */
export const currencyConverter: MoneyPage = {
  path: "/currency-converter",
  ...currencyConverterPage,
  menus: { currency: 1, "drawer-currency": 1 },
};
export const usdToEur = pairPage("USD", "EUR", { "currency-pairs": 1, "drawer-currency": 3 });
export const eurToUsd = pairPage("EUR", "USD");
export const usdToGbp = pairPage("USD", "GBP", { "drawer-currency": 4 });
export const gbpToUsd = pairPage("GBP", "USD");
export const usdToJpy = pairPage("USD", "JPY");
export const usdToAud = pairPage("USD", "AUD");
export const audToUsd = pairPage("AUD", "USD");
export const usdToCad = pairPage("USD", "CAD");
export const cadToUsd = pairPage("CAD", "USD");

export const cryptoConverter: MoneyPage = {
  path: "/crypto-currency",
  label: "Crypto Currency Converter",
  navLabel: "Cryptocurrency Converter",
  title: "Cryptocurrency Converter",
  description: `Convert Bitcoin, Ethereum and the other ${offeredCounts().coins - 2} largest cryptocurrencies to each other and to over ${roundedDown(offeredCounts().fiat)} world currencies.`,
  keywords: "crypto converter, cryptocurrency converter, bitcoin, ethereum, BTC to USD",
  group: "Crypto",
  kind: "crypto",
  pair: { from: "BTC", to: "USD" },
  priority: 0.8,
  changefreq: "daily",
  appCategory: "FinanceApplication",
  menus: { currency: 2, "drawer-currency": 2 },
};

export const usdToBtc = pairPage("USD", "BTC");
export const btcToUsd = pairPage("BTC", "USD", { "currency-pairs": 2, "drawer-currency": 5 });
export const ethToUsd = pairPage("ETH", "USD", { "currency-pairs": 3, "drawer-currency": 6 });

/**
 * The most searched pairs of currencies beyond the ECB's, at the rate of the bank that sets them;
 * their text is one template (site/content/money/world-pairs.ts).
 */
export const worldPairPages: readonly MoneyPage[] = WORLD_PAIRS.map(([from, to]) =>
  pairPage(from, to),
);

export const moneyPages: readonly Page[] = [
  currencyConverter,
  { path: "/currency", ...currencyConverterPage, canonical: "/currency-converter" },
  usdToEur,
  eurToUsd,
  usdToGbp,
  gbpToUsd,
  usdToJpy,
  usdToAud,
  audToUsd,
  usdToCad,
  cadToUsd,
  cryptoConverter,
  usdToBtc,
  btcToUsd,
  ethToUsd,
  ...worldPairPages,
];
