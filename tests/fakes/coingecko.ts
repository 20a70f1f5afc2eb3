import { type FakeUpstream, startFakeUpstream } from "./fake-upstream.ts";
import { COIN_MARKET, COIN_PRICES_USD, ECB_DATE, type FakeMarketCoin } from "./rates-data.ts";

/** The API root, as in https://api.coingecko.com/api/v3. */
const COINGECKO_ROOT = "/api/v3";

export interface CoinGeckoFake extends FakeUpstream {
  /** USD per coin by CoinGecko id, for the next "ok" answers (simple/price and coins/markets). */
  setPrices(prices: Readonly<Record<string, number>>): void;
  /** The coins coins/markets ranks, in any order: it sorts them by market capitalisation. */
  setMarket(market: readonly FakeMarketCoin[]): void;
}

/**
 * A local stand-in for two CoinGecko endpoints:
 * - `simple/price?ids=a,b&vs_currencies=usd` answers `{"a": {"usd": 1.5}, ...}`, leaving out ids
 *   it does not know, as the real API does;
 * - `coins/markets?vs_currency=usd&order=market_cap_desc&per_page=100&page=1` answers the ranking
 *   (`COIN_MARKET`, or what `setMarket` gave), one page of rows with the real API's fields.
 */
export async function startCoinGeckoFake(port = 0): Promise<CoinGeckoFake> {
  let prices: Readonly<Record<string, number>> = COIN_PRICES_USD;
  let market: readonly FakeMarketCoin[] = COIN_MARKET;
  const fake = await startFakeUpstream({
    port,
    path: COINGECKO_ROOT,
    answer: (url) => {
      switch (url.pathname) {
        case `${COINGECKO_ROOT}/simple/price`:
          return simplePrice(url, prices);
        case `${COINGECKO_ROOT}/coins/markets`:
          return coinMarkets(url, market, prices);
        default:
          return json(404, { error: "Incorrect path. Please check https://docs.coingecko.com/" });
      }
    },
    // Cut off half-way, as a dropped connection behind a proxy leaves it.
    garbage: { status: 200, type: "application/json", body: '{"bitcoin":{"usd":835' },
  });
  return Object.assign(fake, {
    setPrices(next: Readonly<Record<string, number>>) {
      prices = next;
    },
    setMarket(next: readonly FakeMarketCoin[]) {
      market = next;
    },
  });
}

function simplePrice(url: URL, prices: Readonly<Record<string, number>>) {
  const ids = (url.searchParams.get("ids") ?? "").split(",").filter(Boolean);
  const vs = (url.searchParams.get("vs_currencies") ?? "").split(",").filter(Boolean);
  if (ids.length === 0 || vs.length === 0) {
    return json(400, { error: "Missing ids or vs_currencies" });
  }
  const answer: Record<string, Record<string, number>> = {};
  for (const id of ids) {
    const usd = prices[id];
    if (usd !== undefined && vs.includes("usd")) answer[id] = { usd };
  }
  return json(200, answer);
}

/** When the fake's prices were last updated, as CoinGecko stamps each row. */
const LAST_UPDATED = `${ECB_DATE}T15:59:58.123Z`;

/**
 * One page of the ranking, largest market capitalisation first. Rows of coins with no known
 * capitalisation come last, unranked (`market_cap_rank: null`), as on CoinGecko. Only USD and
 * `market_cap_desc` are served: the fake refuses what it does not imitate rather than answer
 * something else.
 */
function coinMarkets(
  url: URL,
  market: readonly FakeMarketCoin[],
  prices: Readonly<Record<string, number>>,
) {
  const vs = url.searchParams.get("vs_currency");
  if (vs === null || vs === "") return json(400, { error: "Missing parameter vs_currency" });
  if (vs !== "usd") return json(400, { error: "invalid vs_currency" });
  const order = url.searchParams.get("order") ?? "market_cap_desc";
  if (order !== "market_cap_desc") return json(400, { error: "invalid order" });
  const perPage = whole(url.searchParams.get("per_page"), 100);
  const page = whole(url.searchParams.get("page"), 1);
  if (perPage === undefined || page === undefined) {
    return json(400, { error: "invalid per_page or page" });
  }
  const size = Math.min(perPage, 250); // CoinGecko's most rows a page
  const ranked = [...market].sort((a, b) => b.marketCap - a.marketCap);
  const rows = ranked.slice((page - 1) * size, page * size).map((coin) => {
    const rank = coin.marketCap > 0 ? ranked.indexOf(coin) + 1 : null;
    return row(coin, rank, prices[coin.id]);
  });
  return json(200, rows);
}

/** A `coins/markets` row with the real API's fields, figures derived from price and cap. */
function row(coin: FakeMarketCoin, rank: number | null, usd: number | undefined) {
  const price = usd ?? null;
  const supply = usd === undefined || coin.marketCap === 0 ? null : coin.marketCap / usd;
  return {
    id: coin.id,
    symbol: coin.symbol,
    name: coin.name,
    image: `https://coin-images.coingecko.com/coins/images/${rank ?? 0}/large/${coin.id}.png`,
    current_price: price,
    market_cap: coin.marketCap,
    market_cap_rank: rank,
    fully_diluted_valuation: coin.marketCap === 0 ? null : coin.marketCap,
    total_volume: Math.round(coin.marketCap * 0.04),
    high_24h: price === null ? null : price * 1.02,
    low_24h: price === null ? null : price * 0.97,
    price_change_24h: price === null ? null : price * 0.0123,
    price_change_percentage_24h: price === null ? null : 1.23,
    market_cap_change_24h: coin.marketCap * 0.0123,
    market_cap_change_percentage_24h: 1.23,
    circulating_supply: supply,
    total_supply: supply,
    max_supply: null,
    ath: price === null ? null : price * 1.5,
    ath_change_percentage: price === null ? null : -33.33333,
    ath_date: "2024-12-17T15:02:41.429Z",
    atl: price === null ? null : price * 0.01,
    atl_change_percentage: price === null ? null : 9900,
    atl_date: "2015-10-20T00:00:00.000Z",
    roi: null,
    last_updated: LAST_UPDATED,
  };
}

/** A positive whole number from a query parameter, `fallback` when absent. */
function whole(text: string | null, fallback: number): number | undefined {
  if (text === null) return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function json(status: number, body: unknown) {
  return { status, type: "application/json", body: JSON.stringify(body) };
}
