import { COINS, type Coin } from "./coins.ts";

/**
 * Which cryptocurrencies the money converters offer, decided from CoinGecko's ranking by market
 * capitalisation (`coins/markets`, read daily by the rate service): the 50 largest that pass the
 * rules below, then the spec's coins that are not among them. The written list (coins.ts) follows
 * the same rules and stands in while the ranking has never been read.
 */

/** How many coins of the ranking are offered (decision 024), before the spec's coins are added. */
export const MAX_COINS = 50;

/**
 * The spec's 15 coins (docs/spec/site.md §3.2), always offered, wherever they rank: links and
 * shared addresses name them. MATIC is POL (aliases.ts).
 */
export const SEED_COIN_CODES = [
  "BTC",
  "ETH",
  "BNB",
  "XRP",
  "ADA",
  "SOL",
  "DOT",
  "POL",
  "AVAX",
  "LTC",
  "DOGE",
  "SHIB",
  "TRX",
  "ATOM",
  "UNI",
] as const;

/** One coin of the ranking: what CoinGecko's `coins/markets` says of it (server/rates/coingecko.ts). */
export interface RankedCoin {
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  /** 1 for the largest market capitalisation. */
  readonly rank: number;
}

export interface ChooseCoinsOptions {
  /** Whether a code is an ISO 4217 currency code (such a ticker is left out: rule 3). */
  readonly isCurrencyCode: (code: string) => boolean;
}

/**
 * A code is the ticker upper-cased: two to ten letters or digits, so that it reads as a
 * currency code in addresses, selects and the rate API. "S" (Sonic) or "BTC.B" cannot be one.
 */
const CODE = /^[A-Z0-9]{2,10}$/;

/**
 * Rule 2, receipts for another coin: wrapped, bridged and pegged copies and liquid-staking or
 * restaking tokens. Their price is that coin's (or follows it), and no one converts them as
 * currencies of their own; the coin they stand for is offered. Most say so in their name or id.
 */
const RECEIPT_WORDS: readonly RegExp[] = [
  // Wrapped Bitcoin, Wrapped stETH, Wrapped eETH, Coinbase Wrapped BTC, Wrapped BNB.
  /\bwrapped\b/i,
  // Bridged USDC (Polygon PoS Bridge), Binance Bridged USDT (BNB Smart Chain), L2 Standard Bridged WETH.
  /\bbridged\b/i,
  // Binance-Peg WETH, binance-peg-dogecoin: a copy on BNB Chain pegged to the original.
  /\bpeg\b/i,
  // Lido Staked Ether, Jito Staked SOL, Marinade Staked SOL, Kelp DAO Restaked ETH, and their ids
  // (staked-ether). Not "staking": a staking service's own token may be named after the service.
  /\b(?:re)?staked\b/i,
];

/** Receipts whose name and id say none of the words above, each with what it is. */
const RECEIPT_IDS: Readonly<Record<string, string>> = {
  weth: "Wrapped Ether: CoinGecko names it just WETH",
  "rocket-pool-eth": "Rocket Pool ETH (rETH): liquid-staked ether",
  "binance-bitcoin": "Binance Bitcoin (BTCB): bitcoin pegged on BNB Chain",
  "solv-btc": "Solv Protocol BTC (SolvBTC): a receipt for deposited bitcoin",
  usdt0: "USDT0: Tether carried to other chains by a bridge",
};

/** Whether a coin of the ranking is a receipt for another coin (rule 2). */
export function isReceipt(coin: Pick<RankedCoin, "id" | "name">): boolean {
  return (
    Object.hasOwn(RECEIPT_IDS, coin.id) ||
    RECEIPT_WORDS.some((words) => words.test(coin.name) || words.test(coin.id))
  );
}

const writtenById = new Map(COINS.map((c) => [c.coinId, c]));

const SEED_COINS: readonly Coin[] = SEED_COIN_CODES.map((code) => {
  const coin = COINS.find((c) => c.code === code);
  if (coin === undefined) throw new Error(`the spec's coin ${code} is not in coins.ts`);
  return coin;
});
const seedCodeById = new Map(SEED_COINS.map((c) => [c.coinId, c.code]));
const seedCodes = new Set<string>(SEED_COIN_CODES);

/**
 * The coins to offer, from a ranking (any order; `rank` decides): the first MAX_COINS that pass
 * the rules, then every seed coin not among them, by its rank (one the ranking lacks comes last,
 * in the written list's order, as coins.ts writes it). Stablecoins are in: people convert USDT
 * and USDC more than most coins.
 *
 * The rules, in order:
 * 1. the code is the ticker upper-cased and must match CODE;
 * 2. a receipt for another coin is left out (isReceipt);
 * 3. a ticker that is an ISO 4217 currency code is left out: Mantle's MNT is the Mongolian
 *    tögrög's, and someone typing "MNT" into a currency converter means the tögrög;
 * 4. a code is one coin's: a code already taken by a higher-ranked coin is left out, and a seed
 *    code belongs to its seed coin whatever outranks it (links and addresses mean that coin);
 * 5. a coin of the written list keeps its symbol there (₿, Ξ, ₮, Ð, Ł) while its code is unchanged.
 */
export function chooseCoins(
  market: readonly RankedCoin[],
  options: ChooseCoinsOptions,
): readonly Coin[] {
  const ranked = [...market].sort((a, b) => a.rank - b.rank);
  const chosen: Coin[] = [];
  const taken = new Set<string>();
  for (const entry of ranked) {
    if (chosen.length === MAX_COINS) break;
    const code = seedCodeById.get(entry.id) ?? entry.symbol.toUpperCase();
    if (!CODE.test(code) || isReceipt(entry) || options.isCurrencyCode(code)) continue;
    if (taken.has(code) || (seedCodes.has(code) && seedCodeById.get(entry.id) !== code)) continue;
    taken.add(code);
    const written = writtenById.get(entry.id);
    const symbol = written?.code === code ? written.symbol : code;
    chosen.push({ code, name: entry.name, symbol, coinId: entry.id });
  }
  const rankOf = new Map(ranked.map((entry) => [entry.id, entry.rank]));
  const missing = SEED_COINS.filter((c) => !taken.has(c.code))
    // A seed the ranking lacks comes after every ranked one, where the written list places it.
    .map((coin) => ({ coin, rank: rankOf.get(coin.coinId) ?? Infinity, at: COINS.indexOf(coin) }))
    .sort((a, b) => (a.rank === b.rank ? a.at - b.at : a.rank - b.rank))
    .map(({ coin }) => coin);
  return [...chosen, ...missing];
}
