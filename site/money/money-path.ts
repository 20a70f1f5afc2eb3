import { offeredCurrencies } from "./currencies.ts";
import { addressAmount } from "./money-address.ts";

/**
 * Links to the money converters, as the search box gives them (site/query/answer.ts): apart from
 * money-address.ts, which the pages' bundle uses, because this one needs the list of currencies.
 */

/**
 * Whether the money converters offer a code: both offer every currency the ECB publishes and every
 * coin (currencies.ts). Whether today's rates price it is decided in the page, once they arrive.
 * The pages' bundle reads what is offered from its selects' options instead
 * (currency-converter.tsx): it carries no list.
 */
export function mayOffer(code: string): boolean {
  codes ??= new Set(offeredCurrencies().map((c) => c.code));
  return codes.has(code);
}
let codes: ReadonlySet<string> | undefined;

/**
 * A money converter's address for an amount and two codes
 * (`/currency-converter?v=100&from=USD&to=EUR`), with only the parts that converter applies, so
 * that a link opens what it says.
 */
export function moneyPath(path: string, amount: string, from: string, to: string): string {
  const query = new URLSearchParams();
  if (addressAmount(amount)) query.set("v", amount);
  if (mayOffer(from)) query.set("from", from);
  if (mayOffer(to)) query.set("to", to);
  const text = query.toString();
  return text === "" ? path : `${path}?${text}`;
}
