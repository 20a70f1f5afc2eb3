import type { ConverterData } from "./types.ts";

/**
 * A shared converter address, `?v=<value>&from=<code>&to=<code>`: the one rule for what of it a
 * page applies, read by the server (to render the address into the HTML, server/address-pages.ts),
 * by the route's loader and by the converter in the browser (app/components/converter), so that
 * the three agree on every address and hydration finds the markup it renders.
 */

/** The longest value an address may set; a longer one is ignored, as a made-up link would be. */
export const ADDRESS_VALUE_MAX = 100;

/** The parts of an address a page applies; each absent one is the page's default. */
export interface ConverterAddress {
  readonly value?: string;
  readonly from?: string;
  readonly to?: string;
}

/** An address's parts as written, each undefined when absent. */
export interface AddressParts {
  readonly value: string | undefined;
  readonly from: string | undefined;
  readonly to: string | undefined;
}

/** What a converter's address must be checked against: the codes it offers, whether they are fixed. */
export type AddressRules = Pick<ConverterData, "units" | "fixed">;

/** The parts of an address in a query string (the first of each, as URLSearchParams reads it). */
export function addressParts(params: URLSearchParams): AddressParts {
  return {
    value: params.get("v") ?? undefined,
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
  };
}

/**
 * The parts a page applies: a value of at most ADDRESS_VALUE_MAX characters (any text: the field
 * shows it and the result is empty when it does not read as a number, as when typed), and units
 * only among the codes the page offers, never on a page whose units are fixed (°C to °F).
 * Undefined when nothing is left to apply: the page is shown as it is by default.
 */
export function appliedAddress(
  parts: AddressParts,
  rules: AddressRules,
): ConverterAddress | undefined {
  const offers = (code: string | undefined) =>
    code !== undefined && !rules.fixed && rules.units.some((u) => u.code === code);
  const address: { value?: string; from?: string; to?: string } = {};
  if (parts.value !== undefined && parts.value.length <= ADDRESS_VALUE_MAX) {
    address.value = parts.value;
  }
  if (offers(parts.from)) address.from = parts.from;
  if (offers(parts.to)) address.to = parts.to;
  return Object.keys(address).length > 0 ? address : undefined;
}

/** The address of a query string that a page applies (appliedAddress). */
export function converterAddress(
  params: URLSearchParams,
  rules: AddressRules,
): ConverterAddress | undefined {
  return appliedAddress(addressParts(params), rules);
}

/**
 * The one query string of an address (`from=ft&to=cm&v=5.5`): its applied parts in a fixed order,
 * nothing else (no `utm_…`), so every spelling of the same address is one rendered answer.
 */
export function addressQuery(address: ConverterAddress): string {
  const params = new URLSearchParams();
  if (address.from !== undefined) params.set("from", address.from);
  if (address.to !== undefined) params.set("to", address.to);
  if (address.value !== undefined) params.set("v", address.value);
  return params.toString();
}
