import { COINS } from "../../../site/money/coins";
import { type Currency, FIAT } from "../../../site/money/currencies";
import { currencySearchWords } from "../../../site/money/currency-words";
import { currencyOption } from "./currency-option";

const withTerms = (c: Currency) => currencyOption(c, currencySearchWords(c));

/**
 * A money page's options: every currency in use today, the spec's ten first, then the coins of the
 * written list (decision 024), each with the words the filter finds it by; the page adds the
 * market's newer coins once rates arrive. Rendered once on the server, as static markup
 * (currency-converter.tsx): the names and words never travel in the bundle.
 */
export function CurrencyOptions() {
  return (
    <>
      <optgroup label="Currencies">{FIAT.map(withTerms)}</optgroup>
      <optgroup label="Cryptocurrencies">{COINS.map(withTerms)}</optgroup>
    </>
  );
}
