/**
 * What the fake upstreams answer: one ECB business day (the 30 currencies the ECB publishes, per
 * 1 EUR; RUB is not among them, as in the real file since 2022) and a USD price for every coin.
 * Realistic figures, not a real day's.
 */
export const ECB_DATE = "2025-03-14";

export const ECB_RATES = {
  USD: 1.0878,
  JPY: 161.51,
  BGN: 1.9558,
  CZK: 25.035,
  DKK: 7.4598,
  GBP: 0.83983,
  HUF: 398.8,
  PLN: 4.1895,
  RON: 4.9766,
  SEK: 11.0435,
  CHF: 0.9614,
  ISK: 149.1,
  NOK: 11.5405,
  TRY: 39.7787,
  AUD: 1.7242,
  BRL: 6.2879,
  CAD: 1.5641,
  CNY: 7.8712,
  HKD: 8.4531,
  IDR: 17842.16,
  ILS: 3.9778,
  INR: 94.6085,
  KRW: 1580.32,
  MXN: 21.7464,
  MYR: 4.8276,
  NZD: 1.8961,
  PHP: 62.325,
  SGD: 1.4523,
  THB: 36.613,
  ZAR: 19.9211,
} as const satisfies Record<string, number>;

/** USD per coin, by CoinGecko id (the ids of `COINS` in app/money/currencies.ts). */
export const COIN_PRICES_USD = {
  bitcoin: 83512.37,
  ethereum: 1911.52,
  binancecoin: 627.84,
  ripple: 2.38,
  cardano: 0.7412,
  solana: 133.27,
  polkadot: 4.45,
  "matic-network": 0.2213,
  "avalanche-2": 19.03,
  litecoin: 92.61,
  dogecoin: 0.1742,
  "shiba-inu": 0.00001297,
  tron: 0.2231,
  cosmos: 4.61,
  uniswap: 6.47,
} as const satisfies Record<string, number>;
