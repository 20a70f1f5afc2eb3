import { CRYPTO_CONVERTER_CODES, CURRENCY_CODES, FIAT } from "./currencies.ts";

/**
 * A money converter's address, `?v=<amount>&from=<code>&to=<code>`: the one rule for what of it
 * the currency and crypto converters apply (in the browser, after hydration: their rates are
 * fetched there anyway, so the server keeps serving the prerendered page), and for the links the
 * search box gives to a money answer (site/query/answer.ts), so that every link it gives applies.
 */

/** The currency converter (fiat, site spec 2.7) or the crypto converter (2.8). */
export type MoneyKind = "fiat" | "crypto";

/** The amount a converter starts with, so that a rate's answer shows at once. */
export const DEFAULT_AMOUNT = "1";

/**
 * Every code a converter may offer, which it asks the rates of: the crypto converter's 21 (site
 * spec 3.2); the currency converter's 20 (3.1) and every other fiat currency the ECB has published,
 * which it offers once the day's rates price it. RUB, which the ECB no longer publishes, never is:
 * a side set to it falls back to its default (app/components/money/currency-converter.tsx).
 */
export const MAY_OFFER: Readonly<Record<MoneyKind, readonly string[]>> = {
  fiat: [
    ...FIAT.map((c) => c.code),
    ...CURRENCY_CODES.filter((code) => !FIAT.some((c) => c.code === code)),
  ],
  crypto: CRYPTO_CONVERTER_CODES,
};

export function mayOffer(kind: MoneyKind, code: string): boolean {
  return MAY_OFFER[kind].includes(code);
}

/**
 * What the amount field accepts as it is typed (site spec 5.1): empty, or digits with at most one
 * point; no sign, comma, group or exponent (decision 019 leaves this field its own rule).
 */
export function acceptsAmount(text: string): boolean {
  return /^\d*\.?\d*$/.test(text);
}

/** An amount an address may set: one the field accepts, with a digit (never `v=` or `v=.`). */
function addressAmount(text: string | undefined): text is string {
  return text !== undefined && /\d/.test(text) && acceptsAmount(text);
}

/** What a money converter shows for an address. */
export interface MoneyState {
  readonly fromText: string;
  readonly from: string;
  readonly to: string;
}

/**
 * What a money converter shows for an address's parts (each undefined when absent): each part the
 * converter would take from a visitor (an amount its field accepts, a code it may offer), the
 * page's default for the others.
 */
export function moneyState(
  kind: MoneyKind,
  defaults: { readonly from: string; readonly to: string },
  parts: {
    readonly value?: string | undefined;
    readonly from?: string | undefined;
    readonly to?: string | undefined;
  },
): MoneyState {
  const { value, from, to } = parts;
  return {
    fromText: addressAmount(value) ? value : DEFAULT_AMOUNT,
    from: from !== undefined && mayOffer(kind, from) ? from : defaults.from,
    to: to !== undefined && mayOffer(kind, to) ? to : defaults.to,
  };
}

/**
 * A money converter's address for an amount and two codes
 * (`/currency-converter?v=100&from=USD&to=EUR`), with only the parts that converter applies, so
 * that a link opens what it says.
 */
export function moneyPath(
  path: string,
  kind: MoneyKind,
  amount: string,
  from: string,
  to: string,
): string {
  const query = new URLSearchParams();
  if (addressAmount(amount)) query.set("v", amount);
  if (mayOffer(kind, from)) query.set("from", from);
  if (mayOffer(kind, to)) query.set("to", to);
  const text = query.toString();
  return text === "" ? path : `${path}?${text}`;
}
