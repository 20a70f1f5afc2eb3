import { decimalMarkOf } from "../../../engine/quantity/number";
import type { RatesAnswer } from "../../../site/money/rates-answer";
import { answerQuery, type QueryRates, queryRatesFrom } from "../../../site/query/answer";
import { QUERY_INDEX_PATH, type QueryIndex } from "../../../site/query/query-index";
import { worldOf } from "../../../site/query/world";
import { fetchRates } from "../money/rates-client";
import { keep, lastReceived } from "../money/rates-store";
import type { Answerer } from "./load-query";

/**
 * Rates of every currency and coin the service prices, per 1 USD: fresh from our rate service,
 * else the last this browser received (offline). Never the built-in fallback rates: an answer in
 * money must be a real rate.
 */
async function usdRates(): Promise<QueryRates | undefined> {
  let answer: RatesAnswer | undefined;
  try {
    answer = await fetchRates("fiat", "USD");
    keep("fiat", answer);
  } catch {
    answer = lastReceived("fiat");
  }
  return answer && queryRatesFrom(answer);
}

export async function createAnswerer(): Promise<Answerer> {
  const [index, rates] = await Promise.all([
    fetch(QUERY_INDEX_PATH).then((response) => {
      if (!response.ok) throw new Error(`The search index is unavailable (${response.status})`);
      return response.json() as Promise<QueryIndex>;
    }),
    usdRates(),
  ]);
  const world = worldOf(index);
  const decimal = decimalMarkOf(navigator.language);
  return (query) => answerQuery(query, world, { decimal, ...(rates ? { rates } : {}) });
}
