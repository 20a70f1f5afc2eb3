import { CLDR_PLACES } from "../money/cldr-currency-places.ts";
import type { Currency } from "../money/currencies.ts";
import { currencySearchWords } from "../money/currency-words.ts";
import { searchable } from "../units/search.ts";
import { CURRENCY_NAMES } from "./currency-names.ts";
import { LANGUAGE_TAGS, type Language } from "./languages.ts";

/**
 * A currency's name in a language: CLDR's (currency-names.ts) for a currency in use; a coin's
 * name is a brand's, the same in every language.
 */
export function currencyName(currency: Currency, language: Language): string {
  if (language === "en") return currency.name;
  return CURRENCY_NAMES[currency.code]?.[language].name ?? currency.name;
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's or territory's name in a language, by its ISO 3166 code (CLDR, through Intl). */
export function regionName(code: string, language: Language): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: "region" });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/**
 * What a money converter's filter finds a currency by on a page of `language`: everything the
 * English page's filter does (currency-words.ts), and its name, plural and countries there.
 */
export function currencySearchWordsIn(currency: Currency, language: Language): string {
  const english = currencySearchWords(currency);
  if (language === "en") return english;
  const forms = CURRENCY_NAMES[currency.code]?.[language];
  const regions = CLDR_PLACES[currency.code]?.regions ?? [];
  const words = [
    ...(forms ? [forms.name, forms.one ?? "", forms.other] : []),
    ...regions.map((r) => regionName(r, language)),
  ].map(searchable);
  return [...new Set([...english.split(" "), ...words])].filter(Boolean).join(" ");
}
