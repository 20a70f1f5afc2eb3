import { COINS } from "../../site/money/coins.ts";

/** The root of a CoinGecko-compatible API; the service calls `<root>/simple/price`. */
export const DEFAULT_CRYPTO_RATES_URL = "https://api.coingecko.com/api/v3";

/**
 * The `simple/price` URL asking the USD price of every coin. Any query already on the root (an
 * API key parameter, say) is kept.
 */
export function simplePriceUrl(root: string): string {
  const url = new URL(root);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/simple/price`;
  url.searchParams.set("ids", COINS.map((c) => c.coinId).join(","));
  url.searchParams.set("vs_currencies", "usd");
  // The ids are plain [a-z0-9-]; commas read better than %2C and both are accepted.
  return url.href.replaceAll("%2C", ",");
}

/** Names the provider for `sources.crypto.provider`: CoinGecko itself, or the host it was swapped for. */
export function cryptoProvider(root: string): string {
  const host = new URL(root).hostname;
  return host === "coingecko.com" || host.endsWith(".coingecko.com") ? "CoinGecko" : host;
}

/**
 * Reads `{"bitcoin": {"usd": 67000.1}, ...}` into USD per coin by code (`{BTC: 67000.1}`). A coin
 * the answer leaves out is simply absent; a price that is there but not a positive number, or an
 * answer with no coin at all, throws: a bad answer must never replace a good one.
 */
export function parseSimplePrice(json: string): Record<string, number> {
  let answer: unknown;
  try {
    answer = JSON.parse(json);
  } catch {
    throw new Error("simple/price answer is not JSON");
  }
  if (!isObject(answer)) throw new Error("simple/price answer is not a JSON object");
  const prices: Record<string, number> = {};
  for (const coin of COINS) {
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
