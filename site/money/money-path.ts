import { addressAmount } from "./money-address.ts";

/**
 * A money converter's address for an amount and two codes, as the search box links a money answer
 * (`/currency-converter?v=100&from=USD&to=EUR`): the codes are the box's own, read from the
 * currencies the converters list (site/query/query-index.ts), and the amount is left out when the
 * converter's field would not take it, so that a link opens what it says.
 */
export function moneyPath(path: string, amount: string, from: string, to: string): string {
  const query = new URLSearchParams();
  if (addressAmount(amount)) query.set("v", amount);
  query.set("from", from);
  query.set("to", to);
  return `${path}?${query}`;
}
