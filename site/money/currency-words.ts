import { searchable } from "../units/search.ts";
import type { Currency, Fiat } from "./currencies.ts";

/**
 * Everything a currency is found by in a money converter's filter, as one searchable string (the
 * unit picker's rule, site/units/search.ts): its code, name and symbol, and for a currency in use
 * its plural, the countries that use it and its names in their languages ("naira", "dirham",
 * "peso argentino", "Nigeria").
 */
export function currencySearchWords(currency: Currency | Fiat): string {
  const words = [currency.code, currency.name, currency.symbol];
  if ("plural" in currency) words.push(currency.plural, ...currency.countries, ...currency.local);
  return [...new Set(words.map(searchable))].filter(Boolean).join(" ");
}
