/**
 * What the fake upstreams answer: one ECB business day (the 29 currencies the ECB publishes, per
 * 1 EUR, as the real file lists them since 2026: RUB has been left out since March 2022, BGN since
 * Bulgaria adopted the euro), a USD price for every coin, and CoinGecko's ranking of them.
 * Realistic figures, not a real day's.
 */
export const ECB_DATE = "2025-03-14";

export const ECB_RATES = {
  USD: 1.0878,
  JPY: 161.51,
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

/** USD per coin, by CoinGecko id: every id of `COINS` (site/money/coins.ts) and of `COIN_MARKET`. */
export const COIN_PRICES_USD = {
  bitcoin: 83512.37,
  ethereum: 1911.52,
  tether: 1.0002,
  ripple: 2.38,
  binancecoin: 627.84,
  solana: 133.27,
  "usd-coin": 0.9999,
  tron: 0.2231,
  dogecoin: 0.1742,
  cardano: 0.7412,
  hyperliquid: 14.62,
  sui: 2.31,
  chainlink: 14.08,
  "bitcoin-cash": 342.5,
  "avalanche-2": 19.03,
  stellar: 0.2785,
  "leo-token": 9.71,
  "the-open-network": 3.52,
  "shiba-inu": 0.00001297,
  "hedera-hashgraph": 0.2054,
  usds: 0.9998,
  litecoin: 92.61,
  polkadot: 4.45,
  monero: 211.3,
  "ethena-usde": 0.9993,
  "bitget-token": 4.58,
  "pi-network": 1.12,
  pepe: 0.000007412,
  dai: 1.0001,
  aave: 188.4,
  uniswap: 6.47,
  bittensor: 276.9,
  okb: 51.2,
  aptos: 5.63,
  "crypto-com-chain": 0.0863,
  near: 2.74,
  "internet-computer": 5.91,
  "ethereum-classic": 17.94,
  "ondo-finance": 0.9124,
  kaspa: 0.0871,
  ethena: 0.3712,
  "polygon-ecosystem-token": 0.2213,
  "gatechain-token": 22.35,
  "official-trump": 10.86,
  vechain: 0.02741,
  algorand: 0.2168,
  cosmos: 4.61,
  "render-token": 3.84,
  arbitrum: 0.3895,
  filecoin: 2.93,
  // In the ranking and not in the written list: offered once the ranking is read.
  sky: 0.07123,
  "worldcoin-wld": 0.8714,
  "jupiter-exchange-solana": 0.5218,
  // In the ranking and never offered (site/money/coin-list.ts): receipts for another coin, and
  // Mantle, whose ticker MNT is the Mongolian tögrög's.
  "staked-ether": 1909.84,
  "wrapped-bitcoin": 83401.12,
  "wrapped-steth": 2284.61,
  weth: 1911.03,
  "binance-bridged-usdt-bnb-smart-chain": 1.0003,
  "coinbase-wrapped-btc": 83498.55,
  mantle: 0.8127,
} as const satisfies Record<string, number>;

/** One coin of the fake's ranking: what its `coins/markets` rows are made from (tests/fakes/coingecko.ts). */
export interface FakeMarketCoin {
  readonly id: string;
  /** Lower-case, as CoinGecko writes tickers. */
  readonly symbol: string;
  readonly name: string;
  /** In USD; 0 for a coin whose supply is unknown, which CoinGecko leaves unranked. */
  readonly marketCap: number;
}

/**
 * CoinGecko's ranking as the fake serves it, largest first: the 50 coins of `COINS` in their
 * order, with what the choice of coins must leave out slipped in between (six receipts for
 * another coin and Mantle's MNT), and three coins the written list lacks ranked inside the top 50
 * (SKY, WLD, JUP), so the chosen list differs from the written one: its last three, RENDER, ARB
 * and FIL, fall out. Names are CoinGecko's, which are not always the written list's ("BNB",
 * "POL (ex-MATIC)", "Cosmos Hub").
 */
export const COIN_MARKET: readonly FakeMarketCoin[] = [
  { id: "bitcoin", symbol: "btc", name: "Bitcoin", marketCap: 1_656_231_000_000 },
  { id: "ethereum", symbol: "eth", name: "Ethereum", marketCap: 230_512_000_000 },
  { id: "tether", symbol: "usdt", name: "Tether", marketCap: 143_387_000_000 },
  { id: "ripple", symbol: "xrp", name: "XRP", marketCap: 138_214_000_000 },
  { id: "binancecoin", symbol: "bnb", name: "BNB", marketCap: 91_587_000_000 },
  { id: "solana", symbol: "sol", name: "Solana", marketCap: 67_842_000_000 },
  { id: "usd-coin", symbol: "usdc", name: "USDC", marketCap: 58_915_000_000 },
  { id: "tron", symbol: "trx", name: "TRON", marketCap: 27_104_000_000 },
  { id: "dogecoin", symbol: "doge", name: "Dogecoin", marketCap: 25_235_000_000 },
  { id: "cardano", symbol: "ada", name: "Cardano", marketCap: 23_211_000_000 },
  { id: "staked-ether", symbol: "steth", name: "Lido Staked Ether", marketCap: 22_104_000_000 },
  { id: "hyperliquid", symbol: "hype", name: "Hyperliquid", marketCap: 20_219_000_000 },
  { id: "wrapped-bitcoin", symbol: "wbtc", name: "Wrapped Bitcoin", marketCap: 19_104_000_000 },
  { id: "sui", symbol: "sui", name: "Sui", marketCap: 17_838_000_000 },
  { id: "chainlink", symbol: "link", name: "Chainlink", marketCap: 16_300_000_000 },
  { id: "wrapped-steth", symbol: "wsteth", name: "Wrapped stETH", marketCap: 15_371_000_000 },
  { id: "bitcoin-cash", symbol: "bch", name: "Bitcoin Cash", marketCap: 14_025_000_000 },
  { id: "avalanche-2", symbol: "avax", name: "Avalanche", marketCap: 13_158_000_000 },
  { id: "stellar", symbol: "xlm", name: "Stellar", marketCap: 12_034_000_000 },
  { id: "leo-token", symbol: "leo", name: "LEO Token", marketCap: 11_021_000_000 },
  { id: "weth", symbol: "weth", name: "WETH", marketCap: 10_334_000_000 },
  { id: "the-open-network", symbol: "ton", name: "Toncoin", marketCap: 9_959_000_000 },
  {
    id: "binance-bridged-usdt-bnb-smart-chain",
    symbol: "bsc-usd",
    name: "Binance Bridged USDT (BNB Smart Chain)",
    marketCap: 9_143_000_000,
  },
  { id: "shiba-inu", symbol: "shib", name: "Shiba Inu", marketCap: 8_453_000_000 },
  { id: "hedera-hashgraph", symbol: "hbar", name: "Hedera", marketCap: 8_037_000_000 },
  { id: "usds", symbol: "usds", name: "USDS", marketCap: 7_808_000_000 },
  {
    id: "coinbase-wrapped-btc",
    symbol: "cbbtc",
    name: "Coinbase Wrapped BTC",
    marketCap: 7_399_000_000,
  },
  { id: "litecoin", symbol: "ltc", name: "Litecoin", marketCap: 6_923_000_000 },
  { id: "polkadot", symbol: "dot", name: "Polkadot", marketCap: 6_740_000_000 },
  { id: "monero", symbol: "xmr", name: "Monero", marketCap: 6_154_000_000 },
  { id: "ethena-usde", symbol: "usde", name: "Ethena USDe", marketCap: 5_943_000_000 },
  { id: "bitget-token", symbol: "bgb", name: "Bitget Token", marketCap: 5_520_000_000 },
  { id: "pi-network", symbol: "pi", name: "Pi Network", marketCap: 5_075_000_000 },
  { id: "pepe", symbol: "pepe", name: "Pepe", marketCap: 4_657_000_000 },
  { id: "dai", symbol: "dai", name: "Dai", marketCap: 4_331_000_000 },
  { id: "sky", symbol: "sky", name: "Sky", marketCap: 4_171_000_000 },
  { id: "aave", symbol: "aave", name: "Aave", marketCap: 3_845_000_000 },
  { id: "mantle", symbol: "mnt", name: "Mantle", marketCap: 3_644_000_000 },
  { id: "uniswap", symbol: "uni", name: "Uniswap", marketCap: 3_468_000_000 },
  { id: "bittensor", symbol: "tao", name: "Bittensor", marketCap: 3_239_000_000 },
  { id: "okb", symbol: "okb", name: "OKB", marketCap: 3_063_000_000 },
  { id: "aptos", symbol: "apt", name: "Aptos", marketCap: 2_800_000_000 },
  { id: "crypto-com-chain", symbol: "cro", name: "Cronos", marketCap: 2_559_000_000 },
  { id: "near", symbol: "near", name: "NEAR Protocol", marketCap: 2_363_000_000 },
  { id: "internet-computer", symbol: "icp", name: "Internet Computer", marketCap: 2_255_000_000 },
  { id: "ethereum-classic", symbol: "etc", name: "Ethereum Classic", marketCap: 2_114_000_000 },
  { id: "ondo-finance", symbol: "ondo", name: "Ondo", marketCap: 1_967_000_000 },
  { id: "kaspa", symbol: "kas", name: "Kaspa", marketCap: 1_865_000_000 },
  { id: "worldcoin-wld", symbol: "wld", name: "Worldcoin", marketCap: 1_752_000_000 },
  { id: "ethena", symbol: "ena", name: "Ethena", marketCap: 1_629_000_000 },
  {
    id: "polygon-ecosystem-token",
    symbol: "pol",
    name: "POL (ex-MATIC)",
    marketCap: 1_566_000_000,
  },
  { id: "gatechain-token", symbol: "gt", name: "GateToken", marketCap: 1_496_000_000 },
  { id: "official-trump", symbol: "trump", name: "Official Trump", marketCap: 1_385_000_000 },
  { id: "jupiter-exchange-solana", symbol: "jup", name: "Jupiter", marketCap: 1_312_000_000 },
  { id: "vechain", symbol: "vet", name: "VeChain", marketCap: 1_239_000_000 },
  { id: "algorand", symbol: "algo", name: "Algorand", marketCap: 1_198_000_000 },
  { id: "cosmos", symbol: "atom", name: "Cosmos Hub", marketCap: 1_147_000_000 },
  { id: "render-token", symbol: "render", name: "Render", marketCap: 1_065_000_000 },
  { id: "arbitrum", symbol: "arb", name: "Arbitrum", marketCap: 1_037_000_000 },
  { id: "filecoin", symbol: "fil", name: "Filecoin", marketCap: 952_000_000 },
];
