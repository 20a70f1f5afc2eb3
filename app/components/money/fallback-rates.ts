import type { RatesAnswer } from "../../../site/money/rates-answer.ts";

/**
 * Rates used only when no rate was ever obtained (docs/spec/decisions.md), per 1 USD.
 * docs/spec/site.md §9.1 as given. §9.2 there writes its crypto entries the other way round (USD
 * per coin: BTC 71428.57); they are inverted here, so every map means units of the code per 1 USD.
 * The spec's MATIC is POL: the token was swapped for POL one for one (coins.ts). A code a table
 * does not list has no rate while it is in use, and cannot be chosen (decision 024): no figure is
 * made up for it.
 */
export const FIAT_FALLBACK: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.85,
  GBP: 0.73,
  JPY: 110,
  CAD: 1.25,
  AUD: 1.35,
  CHF: 0.92,
  CNY: 6.45,
  INR: 74.5,
  KRW: 1180,
  BTC: 0.000014,
  ETH: 0.00021,
  BNB: 0.0014,
  XRP: 1.85,
  ADA: 2.45,
  SOL: 0.0058,
  DOT: 0.14,
  POL: 1.25,
  AVAX: 0.028,
  LTC: 0.0074,
};

const USD_PER_COIN: Readonly<Record<string, number>> = {
  BTC: 71428.57,
  ETH: 4761.9,
  BNB: 714.29,
  XRP: 0.54,
  ADA: 0.41,
  SOL: 172.41,
  DOT: 7.14,
  POL: 0.8,
  AVAX: 35.71,
  LTC: 135.71,
  DOGE: 0.08,
  SHIB: 0.000024,
  TRX: 0.24,
  ATOM: 10.71,
  UNI: 14.29,
};

export const CRYPTO_FALLBACK: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.85,
  GBP: 0.73,
  JPY: 110,
  CAD: 1.25,
  AUD: 1.35,
  ...Object.fromEntries(Object.entries(USD_PER_COIN).map(([code, usd]) => [code, 1 / usd])),
};

export function fallbackAnswer(kind: "fiat" | "crypto"): RatesAnswer {
  return {
    rates: kind === "fiat" ? FIAT_FALLBACK : CRYPTO_FALLBACK,
    base: "USD",
    cached: false,
    lastUpdated: "",
    sources: {},
  };
}
