import { currentCode } from "./aliases.ts";

/**
 * A money converter's address, `?v=<amount>&from=<code>&to=<code>`: the one rule for what of it
 * the currency and crypto converters apply, read by the server (which renders an address with the
 * stored rate, server/address-pages.ts), by the route's loader, by the converter in the browser,
 * and for the links the search box gives to a money answer (money-path.ts), so that every link it
 * gives applies. An old code (MATIC) applies as the one it became (POL: aliases.ts).
 */

/** The amount a converter starts with, so that a rate's answer shows at once. */
export const DEFAULT_AMOUNT = "1";

/**
 * What the amount field accepts as it is typed (docs/spec/site.md §5.1): empty, or digits with at
 * most one point; no sign, comma, group or exponent (decision 019 leaves this field its own rule).
 */
export function acceptsAmount(text: string): boolean {
  return /^\d*\.?\d*$/.test(text);
}

/** An amount an address may set: one the field accepts, with a digit (never `v=` or `v=.`). */
export function addressAmount(text: string | undefined): text is string {
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
 * converter would take from a visitor (an amount its field accepts, a code it `offers`), the
 * page's default for the others.
 */
export function moneyState(
  defaults: { readonly from: string; readonly to: string },
  parts: {
    readonly value?: string | undefined;
    readonly from?: string | undefined;
    readonly to?: string | undefined;
  },
  offers: (code: string) => boolean,
): MoneyState {
  const { value } = parts;
  const from = parts.from === undefined ? undefined : currentCode(parts.from);
  const to = parts.to === undefined ? undefined : currentCode(parts.to);
  return {
    fromText: addressAmount(value) ? value : DEFAULT_AMOUNT,
    from: from !== undefined && offers(from) ? from : defaults.from,
    to: to !== undefined && offers(to) ? to : defaults.to,
  };
}

/**
 * The one address a money page's query stands for, `from=…&to=…&v=…` (the parts it applies, in
 * that order, codes as they are today), or undefined when it applies nothing: the page's own.
 */
export function moneyAddressQuery(
  params: URLSearchParams,
  offers: (code: string) => boolean,
): string | undefined {
  const value = params.get("v") ?? undefined;
  const query = new URLSearchParams();
  for (const side of ["from", "to"] as const) {
    const code = params.get(side);
    if (code !== null && offers(currentCode(code))) query.set(side, currentCode(code));
  }
  if (addressAmount(value)) query.set("v", value);
  const text = query.toString();
  return text === "" ? undefined : text;
}
