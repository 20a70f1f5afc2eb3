import { COINS, type Coin } from "../../site/money/coins.ts";
import { FIAT } from "../../site/money/currencies.ts";
import type { FastRoute, JsonAnswer } from "../fast-routes.ts";
import { crossRates } from "../rates/cross-rates.ts";
import type { Offer } from "../rates/rates-service.ts";
import { CACHED } from "./cors.ts";

/** What the rate service offers now; none while it is not given (tests of other routes). */
export type OfferSource = () => Promise<Offer>;

/** One currency of the listing. */
export interface ListedCurrency {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
  /** "Nigerian nairas": fiat only. */
  readonly plural?: string;
  /** Who publishes the rate the converters use: the bank that sets it, where it is known. */
  readonly source?: string;
  /** The day of that rate. */
  readonly date?: string;
  /** The first day of its history (GET /api/rates/history), where its source says. */
  readonly historyFrom?: string;
}

export interface CurrenciesListing {
  readonly fiat: readonly ListedCurrency[];
  readonly crypto: readonly ListedCurrency[];
}

const coinEntry = ({ code, name, symbol }: Coin): ListedCurrency => ({ code, name, symbol });

/**
 * What the money converters offer now (decision 024): each currency in use today that a source
 * publishes (the ECB or Frankfurter), with who publishes it and since when; and the coins of the
 * market's latest ranking that the price source quotes. Before any fiat source has answered, every
 * currency in use; before the price source has, the written list of coins.
 */
function currenciesListing(offer: Offer | undefined): CurrenciesListing {
  const quotes = offer?.quotes ?? {};
  const since = new Map((offer?.fxCurrencies ?? []).map((c) => [c.code, c.startDate]));
  const anyFiat = quotes.ecb !== undefined || quotes.fx !== undefined;
  const fiat: ListedCurrency[] = [];
  for (const c of FIAT) {
    const entry = { code: c.code, name: c.name, symbol: c.symbol, plural: c.plural };
    if (!anyFiat) {
      fiat.push(entry);
      continue;
    }
    // Its figure is the one its rate against USD rests on (the dollar's own: against the euro).
    const against = c.code === "USD" ? "EUR" : c.code;
    const publisher = crossRates("USD", [against], quotes, () => false).origins[against]?.by[0];
    if (!publisher) continue;
    const historyFrom = since.get(c.code);
    fiat.push({
      ...entry,
      source: publisher.name,
      ...(publisher.date && { date: publisher.date }),
      ...(historyFrom && { historyFrom }),
    });
  }
  const prices = quotes.crypto;
  const coins = offer?.coins ?? COINS;
  const crypto = prices ? coins.filter((c) => Object.hasOwn(prices, c.code)) : coins;
  return { fiat, crypto: crypto.map(coinEntry) };
}

/**
 * GET /api/currencies (README), open to any origin like the rest of the public API, and cacheable
 * for five minutes, as long as the service keeps its rates. Answered on Node (decision 015), and
 * serialised once per set of the service's figures, which it hands out unchanged until they are.
 */
export function currenciesRoute(offered?: OfferSource): FastRoute {
  let last: { key: readonly unknown[]; reply: JsonAnswer } | undefined;
  const reply = (offer: Offer | undefined): JsonAnswer => ({
    status: 200,
    json: JSON.stringify(currenciesListing(offer)),
    headers: CACHED,
  });
  return {
    path: "/api/currencies",
    method: "GET",
    open: true,
    async answer() {
      const offer = offered ? await offered() : undefined;
      const { ecb, fx, crypto } = offer?.quotes ?? {};
      const key = [ecb, fx, crypto, offer?.coins, offer?.fxCurrencies];
      if (!last || key.some((part, i) => part !== last?.key[i])) {
        last = { key, reply: reply(offer) };
      }
      return last.reply;
    },
  };
}
