import { COINS } from "../../site/money/coins.ts";
import {
  type Currency,
  FIAT,
  isCoin,
  offeredCurrencies,
  type RatesAnswer,
} from "../../site/money/currencies.ts";
import type { FastRoute, JsonAnswer } from "../fast-routes.ts";
import { CACHED } from "./cors.ts";

/** The latest rates per 1 USD of every code, as the rate service has them; none if it has none. */
export type LatestRates = () => Promise<RatesAnswer | undefined>;

export interface CurrenciesListing {
  readonly fiat: readonly Currency[];
  readonly crypto: readonly Currency[];
}

const entry = ({ code, name, symbol }: Currency): Currency => ({ code, name, symbol });

/**
 * What the money converters offer now (decision 024): each currency of the ECB's latest reference
 * rates (EUR included) and each coin of the price source's latest answer, in the converters'
 * order. For a source that has never answered, what the pages offer until rates arrive.
 */
export function currenciesListing(answer: RatesAnswer | undefined): CurrenciesListing {
  const offered = offeredCurrencies();
  const priced = (code: string) => answer !== undefined && Object.hasOwn(answer.rates, code);
  const fiat = answer?.sources.fiat
    ? FIAT.filter((c) => c.code === answer.base || priced(c.code))
    : offered.filter((c) => !isCoin(c.code));
  const crypto = answer?.sources.crypto ? COINS.filter((c) => priced(c.code)) : COINS;
  return { fiat: fiat.map(entry), crypto: crypto.map(entry) };
}

/**
 * GET /api/currencies (README), open to any origin like the rest of the public API, and cacheable
 * for five minutes, as long as the service keeps its rates. Answered on Node (decision 015), and
 * serialised once per answer of the rate service, which hands out the same object while its rates
 * are unchanged.
 */
export function currenciesRoute(latest?: LatestRates): FastRoute {
  const replies = new WeakMap<RatesAnswer, JsonAnswer>();
  let withoutRates: JsonAnswer | undefined;
  const reply = (answer: RatesAnswer | undefined): JsonAnswer => ({
    status: 200,
    json: JSON.stringify(currenciesListing(answer)),
    headers: CACHED,
  });
  return {
    path: "/api/currencies",
    method: "GET",
    open: true,
    async answer() {
      const answer = latest ? await latest() : undefined;
      if (answer === undefined) {
        withoutRates ??= reply(undefined);
        return withoutRates;
      }
      let ready = replies.get(answer);
      if (ready === undefined) {
        ready = reply(answer);
        replies.set(answer, ready);
      }
      return ready;
    },
  };
}
