import type { Page } from "../catalog/page.ts";
import { offeredCurrencies } from "../money/currencies.ts";
import { type MoneyState, moneyState } from "../money/money-address.ts";
import type { RatesAnswer } from "../money/rates-answer.ts";
import { addressParts } from "./converter-address.ts";

/**
 * The stored rate of a pair (units of `to` per 1 `from`), as the rate service answers
 * `{"base": from, "targets": [to]}`, with where it comes from; undefined without one.
 */
export type PairRate = (from: string, to: string) => Promise<RatesAnswer | undefined>;

/**
 * Whether the money converters list a code: every currency in use and every coin of the written
 * list (currencies.ts), as their server-rendered selects do. Whether today's rates price it is
 * decided in the page, once they arrive.
 */
export function mayOffer(code: string): boolean {
  codes ??= new Set(offeredCurrencies().map((c) => c.code));
  return codes.has(code);
}
let codes: ReadonlySet<string> | undefined;

/** A money page's default pair (USD to EUR unless the page has its own); none for other pages. */
export function moneyDefaults(
  page: Page,
): { readonly from: string; readonly to: string } | undefined {
  if (page.kind !== "currency" && page.kind !== "currency-pair" && page.kind !== "crypto") {
    return undefined;
  }
  return page.pair ?? { from: "USD", to: "EUR" };
}

/**
 * What a money page shows for its address when the server renders it (decision 020 for money:
 * server/address-pages.ts): the state the address applies and the pair's stored rate. Undefined
 * for the bare page, the prerender, and a pair without a rate (the page applies the address once
 * its rates arrive).
 */
export async function moneyInitial(
  url: URL,
  defaults: { readonly from: string; readonly to: string },
  pairRate: PairRate | undefined,
): Promise<{ readonly state: MoneyState; readonly answer: RatesAnswer } | undefined> {
  if (!pairRate) return undefined;
  const params = url.searchParams;
  if (!params.has("v") && !params.has("from") && !params.has("to")) return undefined;
  const state = moneyState(defaults, addressParts(params), mayOffer);
  const answer = await pairRate(state.from, state.to);
  return answer && { state, answer };
}
