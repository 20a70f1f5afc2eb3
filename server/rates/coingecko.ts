import { COINS, type Coin } from "../../site/money/coins.ts";

/**
 * The root of a CoinGecko-compatible API; the service calls `<root>/simple/price` for prices and
 * `<root>/coins/markets` for the ranking that decides which coins are offered.
 */
export const DEFAULT_CRYPTO_RATES_URL = "https://api.coingecko.com/api/v3";

/** `<root>/<path>`, whether the root ends in a slash or not; a query on the root is kept. */
function endpoint(root: string, path: string): URL {
  const url = new URL(root);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${path}`;
  return url;
}

/**
 * The `simple/price` URL asking the USD price of every coin given (by default the written list).
 * Any query already on the root (an API key parameter, say) is kept.
 */
export function simplePriceUrl(
  root: string,
  coins: readonly Pick<Coin, "coinId">[] = COINS,
): string {
  const url = endpoint(root, "simple/price");
  url.searchParams.set("ids", coins.map((c) => c.coinId).join(","));
  url.searchParams.set("vs_currencies", "usd");
  // The ids are plain [a-z0-9._-] (parseCoinMarkets skips others); commas read better than %2C
  // and both are accepted.
  return url.href.replaceAll("%2C", ",");
}

/**
 * The `coins/markets` URL listing the first `perPage` coins by market capitalisation, largest
 * first, with their USD price. One page is enough: the converters offer 50 coins, and the extra
 * rows make up for the receipts and clashing tickers the choice leaves out (site/money/coin-list.ts).
 */
export function coinMarketsUrl(root: string, perPage = 100): string {
  // CoinGecko serves 1 to 250 rows a page.
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 250) {
    throw new RangeError(`coins/markets serves 1 to 250 coins a page, not ${perPage}`);
  }
  const url = endpoint(root, "coins/markets");
  url.searchParams.set("vs_currency", "usd");
  url.searchParams.set("order", "market_cap_desc");
  url.searchParams.set("per_page", String(perPage));
  url.searchParams.set("page", "1");
  return url.href;
}

/** Names the provider for `sources.crypto.provider`: CoinGecko itself, or the host it was swapped for. */
export function cryptoProvider(root: string): string {
  const host = new URL(root).hostname;
  return host === "coingecko.com" || host.endsWith(".coingecko.com") ? "CoinGecko" : host;
}

/**
 * Reads `{"bitcoin": {"usd": 67000.1}, ...}` into USD per coin by code (`{BTC: 67000.1}`) for the
 * coins given (by default the written list). A coin the answer leaves out is simply absent; a
 * price that is there but not a positive number, or an answer with no coin at all, throws: a bad
 * answer must never replace a good one.
 */
export function parseSimplePrice(
  json: string,
  coins: readonly Pick<Coin, "code" | "coinId">[] = COINS,
): Record<string, number> {
  let answer: unknown;
  try {
    answer = JSON.parse(json);
  } catch {
    throw new Error("simple/price answer is not JSON");
  }
  if (!isObject(answer)) throw new Error("simple/price answer is not a JSON object");
  const prices: Record<string, number> = {};
  for (const coin of coins) {
    const entry = Object.hasOwn(answer, coin.coinId) ? answer[coin.coinId] : undefined;
    if (entry === undefined || (isObject(entry) && !Object.hasOwn(entry, "usd"))) continue;
    const usd = isObject(entry) ? entry.usd : undefined;
    if (typeof usd !== "number" || !(usd > 0) || !Number.isFinite(usd)) {
      const shown = typeof usd === "number" ? String(usd) : JSON.stringify(usd);
      throw new Error(`simple/price gives ${coin.coinId} a USD price of ${shown}`);
    }
    prices[coin.code] = usd;
  }
  if (Object.keys(prices).length === 0) throw new Error("simple/price answer prices no coin");
  return prices;
}

/** One coin of CoinGecko's ranking, as `coins/markets` gives it: what choosing coins needs. */
export interface MarketCoin {
  /** Its CoinGecko id, the one `simple/price` takes. */
  readonly id: string;
  /** Its ticker as CoinGecko writes it (lower-case: "btc"). */
  readonly symbol: string;
  readonly name: string;
  /** Its place by market capitalisation, 1 for the largest. */
  readonly rank: number;
}

/** Fewer ranked coins than this is not a ranking but a broken or emptied answer. */
const MIN_RANKED_COINS = 10;

/**
 * Reads a `coins/markets` answer (a JSON array of coins with `id`, `symbol`, `name`,
 * `market_cap_rank` among many other fields) into the coins it ranks, by rank. Strict, like
 * parseSimplePrice: an answer that is not an array, an entry without a string id, symbol and name,
 * a rank that is neither null nor a positive whole number, or fewer than 10 usable coins throws.
 * What CoinGecko legitimately sends and no converter can offer is skipped: a coin without a rank
 * (`market_cap_rank: null`, no known market capitalisation), a ticker that is not plain letters
 * and digits, an id that would not fit a `simple/price` list, a blank name, an id given twice.
 */
export function parseCoinMarkets(body: string): readonly MarketCoin[] {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new Error("coins/markets answer is not JSON");
  }
  // CoinGecko's errors (rate limit, bad parameter) are objects, never arrays.
  if (!Array.isArray(answer)) throw new Error("coins/markets answer is not a JSON array");
  const coins: MarketCoin[] = [];
  const seen = new Set<string>();
  answer.forEach((entry: unknown, index) => {
    if (!isObject(entry)) throw new Error(`coins/markets entry ${index} is not an object`);
    const { id, symbol, name, market_cap_rank: rank } = entry;
    if (typeof id !== "string" || typeof symbol !== "string" || typeof name !== "string") {
      throw new Error(`coins/markets entry ${index} lacks a string id, symbol and name`);
    }
    if (rank !== null && !(typeof rank === "number" && Number.isInteger(rank) && rank > 0)) {
      throw new Error(`coins/markets gives ${id} a rank of ${JSON.stringify(rank)}`);
    }
    if (rank === null || !PLAIN_ID.test(id) || !PLAIN_SYMBOL.test(symbol)) return;
    if (name.trim() === "" || seen.has(id)) return;
    seen.add(id);
    coins.push({ id, symbol, name: name.trim(), rank });
  });
  if (coins.length < MIN_RANKED_COINS) {
    throw new Error(`coins/markets answer ranks only ${coins.length} usable coins`);
  }
  return coins.sort((a, b) => a.rank - b.rank);
}

/** CoinGecko's ids are lower-case words joined by hyphens; a comma would break `simple/price`. */
const PLAIN_ID = /^[a-z0-9][a-z0-9._-]*$/;
/** A ticker that can become a currency code ("usd₮0", "btc.b" cannot). */
const PLAIN_SYMBOL = /^[a-z0-9]+$/i;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
