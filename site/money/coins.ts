import type { Currency } from "./currencies.ts";

export interface Coin extends Currency {
  /** Its id at a CoinGecko-compatible `simple/price` endpoint. */
  readonly coinId: string;
}

/** A coin whose symbol is its code, as most are. */
const coin = (code: string, name: string, coinId: string, symbol = code): Coin => ({
  code,
  name,
  symbol,
  coinId,
});

/**
 * The fallback list of cryptocurrencies: what the money converters offer while CoinGecko's
 * ranking (`coins/markets`, read daily by the rate service) has never been read. Once it has, the
 * coins offered are `chooseCoins` of that ranking (site/money/coin-list.ts), which holds the rules
 * for what is left out (receipts for another coin, tickers that are ISO 4217 codes, a code taken
 * by a higher-ranked coin) and keeps the spec's 15 coins (docs/spec/site.md §3.2) wherever they
 * rank.
 *
 * This list follows those rules: it is what `chooseCoins` gives for CoinGecko's ranking as of
 * mid-2025, the newest ranking it was checked against (decision 024; site/money/coin-list.test.ts
 * checks that it gives the list back). The live list may differ, and its names are CoinGecko's;
 * the symbols written here (₿, Ξ, ₮, Ð, Ł) are kept for those coins.
 *
 * To refresh it: take what `chooseCoins` gives for today's ranking (`GET /api/v3/coins/markets?
 * vs_currency=usd&order=market_cap_desc&per_page=100`), keeping the spec's coins; add a price for
 * each new id to the fake (tests/fakes/rates-data.ts); date the ranking here. Polygon's MATIC
 * became POL (1:1, from September 2024): its id is `polygon-ecosystem-token`, no longer
 * `matic-network` (site/money/aliases.ts). A code must be unique among all currencies
 * (site/money/currencies.test.ts checks it).
 */
export const COINS: readonly Coin[] = [
  coin("BTC", "Bitcoin", "bitcoin", "₿"),
  coin("ETH", "Ethereum", "ethereum", "Ξ"),
  coin("USDT", "Tether", "tether", "₮"),
  coin("XRP", "XRP", "ripple"),
  coin("BNB", "Binance Coin", "binancecoin"),
  coin("SOL", "Solana", "solana"),
  coin("USDC", "USD Coin", "usd-coin"),
  coin("TRX", "TRON", "tron"),
  coin("DOGE", "Dogecoin", "dogecoin", "Ð"),
  coin("ADA", "Cardano", "cardano"),
  coin("HYPE", "Hyperliquid", "hyperliquid"),
  coin("SUI", "Sui", "sui"),
  coin("LINK", "Chainlink", "chainlink"),
  coin("BCH", "Bitcoin Cash", "bitcoin-cash"),
  coin("AVAX", "Avalanche", "avalanche-2"),
  coin("XLM", "Stellar", "stellar"),
  coin("LEO", "LEO Token", "leo-token"),
  coin("TON", "Toncoin", "the-open-network"),
  coin("SHIB", "Shiba Inu", "shiba-inu"),
  coin("HBAR", "Hedera", "hedera-hashgraph"),
  coin("USDS", "USDS", "usds"),
  coin("LTC", "Litecoin", "litecoin", "Ł"),
  coin("DOT", "Polkadot", "polkadot"),
  coin("XMR", "Monero", "monero"),
  coin("USDE", "Ethena USDe", "ethena-usde"),
  coin("BGB", "Bitget Token", "bitget-token"),
  coin("PI", "Pi Network", "pi-network"),
  coin("PEPE", "Pepe", "pepe"),
  coin("DAI", "Dai", "dai"),
  coin("AAVE", "Aave", "aave"),
  coin("UNI", "Uniswap", "uniswap"),
  coin("TAO", "Bittensor", "bittensor"),
  coin("OKB", "OKB", "okb"),
  coin("APT", "Aptos", "aptos"),
  coin("CRO", "Cronos", "crypto-com-chain"),
  coin("NEAR", "NEAR Protocol", "near"),
  coin("ICP", "Internet Computer", "internet-computer"),
  coin("ETC", "Ethereum Classic", "ethereum-classic"),
  coin("ONDO", "Ondo", "ondo-finance"),
  coin("KAS", "Kaspa", "kaspa"),
  coin("ENA", "Ethena", "ethena"),
  coin("POL", "Polygon", "polygon-ecosystem-token"),
  coin("GT", "GateToken", "gatechain-token"),
  coin("TRUMP", "Official Trump", "official-trump"),
  coin("VET", "VeChain", "vechain"),
  coin("ALGO", "Algorand", "algorand"),
  coin("ATOM", "Cosmos", "cosmos"),
  coin("RENDER", "Render", "render-token"),
  coin("ARB", "Arbitrum", "arbitrum"),
  coin("FIL", "Filecoin", "filecoin"),
];
