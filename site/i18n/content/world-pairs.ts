import type { MoneyPage } from "../../catalog/page.ts";
import { CLDR_PLACES } from "../../money/cldr-currency-places.ts";
import { regionName } from "../currency-words.ts";
import { LANGUAGE_TAGS, type OtherLanguage } from "../languages.ts";
import { currencyNames } from "../page-words.ts";
import { WORLD_PAIRS as deWorldPairs } from "./de/world-pairs.ts";
import { WORLD_PAIRS as esWorldPairs } from "./es/world-pairs.ts";
import { WORLD_PAIRS as frWorldPairs } from "./fr/world-pairs.ts";
import type { MoneyTranslation } from "./money.ts";
import { WORLD_PAIRS as ptWorldPairs } from "./pt/world-pairs.ts";

/**
 * What a world pair page's text (site/content/money/world-pairs.ts) is filled with in a language:
 * the codes, CLDR's names of the two currencies (currency-names.ts), "100 US-Dollar" as
 * Intl.NumberFormat writes an amount by name, and the countries that use the target currency
 * (by ISO code in cldr-currency-places.ts, named by Intl.DisplayNames and listed by
 * Intl.ListFormat). The templates name the target currency as "the currency NGN" and list the
 * countries after a label, so no article or case of a country's or currency's name is needed.
 */
export interface WorldPairNames {
  readonly from: string;
  readonly to: string;
  readonly fromPlural: string;
  readonly toName: string;
  readonly toPlural: string;
  /** "100 dólares estadounidenses". */
  readonly hundredFrom: string;
  /** "Nigeria"; "Marruecos y Sáhara Occidental". */
  readonly places: string;
  /** Whether the target currency is used in more than one country or territory. */
  readonly manyPlaces: boolean;
}

/** A language's template of a world pair page's text. */
export type WorldPairTemplate = (names: WorldPairNames) => MoneyTranslation;

const TEMPLATES: Readonly<Record<OtherLanguage, WorldPairTemplate>> = {
  es: esWorldPairs,
  de: deWorldPairs,
  fr: frWorldPairs,
  pt: ptWorldPairs,
};

/** "100 dólares americanos" for "100 Dólares americanos": the name's first letter lower-cased. */
const lowerName = (amount: string) =>
  amount.replace(
    /^([^\p{L}]*)(\p{Lu})/u,
    (_, number: string, letter: string) => number + letter.toLowerCase(),
  );

/** The names a world pair page's text is filled with in a language. */
export function worldPairNames(page: MoneyPage, language: OtherLanguage): WorldPairNames {
  const pair = page.pair;
  if (!pair) throw new Error(`${page.path}: no pair of currencies`);
  const tag = LANGUAGE_TAGS[language];
  const from = currencyNames(pair.from, language);
  const to = currencyNames(pair.to, language);
  const regions = CLDR_PLACES[pair.to]?.regions ?? [];
  if (regions.length === 0) throw new Error(`${pair.to}: no country uses it`);
  const hundred = new Intl.NumberFormat(tag, {
    style: "currency",
    currency: pair.from,
    currencyDisplay: "name",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const list = new Intl.ListFormat(tag, { type: "conjunction" });
  return {
    from: pair.from,
    to: pair.to,
    fromPlural: from.plural,
    toName: to.name,
    toPlural: to.plural,
    // Portuguese's CLDR names start upper-case ("100 Euros"); a sentence writes them lower-case.
    hundredFrom: language === "pt" ? lowerName(hundred.format(100)) : hundred.format(100),
    places: list.format(regions.map((r) => regionName(r, language))),
    manyPlaces: regions.length > 1,
  };
}

/** A world pair page's text in a language: its language's template, filled. */
export function worldPairTranslation(page: MoneyPage, language: OtherLanguage): MoneyTranslation {
  return TEMPLATES[language](worldPairNames(page, language));
}
