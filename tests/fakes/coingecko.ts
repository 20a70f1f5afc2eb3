import { type FakeUpstream, startFakeUpstream } from "./fake-upstream.ts";
import { COIN_PRICES_USD } from "./rates-data.ts";

/** The API root, as in https://api.coingecko.com/api/v3. */
export const COINGECKO_ROOT = "/api/v3";

export interface CoinGeckoFake extends FakeUpstream {
  /** USD per coin by CoinGecko id, for the next "ok" answers. */
  setPrices(prices: Readonly<Record<string, number>>): void;
}

/**
 * A local stand-in for CoinGecko's `simple/price`: `?ids=a,b&vs_currencies=usd` answers
 * `{"a": {"usd": 1.5}, ...}`, leaving out ids it does not know, as the real API does.
 */
export async function startCoinGeckoFake(port = 0): Promise<CoinGeckoFake> {
  let prices: Readonly<Record<string, number>> = COIN_PRICES_USD;
  const fake = await startFakeUpstream({
    port,
    path: COINGECKO_ROOT,
    answer: (url) => {
      if (url.pathname !== `${COINGECKO_ROOT}/simple/price`) {
        return json(404, { error: "Incorrect path. Please check https://docs.coingecko.com/" });
      }
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
    },
    // Cut off half-way, as a dropped connection behind a proxy leaves it.
    garbage: { status: 200, type: "application/json", body: '{"bitcoin":{"usd":835' },
  });
  return Object.assign(fake, {
    setPrices(next: Readonly<Record<string, number>>) {
      prices = next;
    },
  });
}

function json(status: number, body: unknown) {
  return { status, type: "application/json", body: JSON.stringify(body) };
}
