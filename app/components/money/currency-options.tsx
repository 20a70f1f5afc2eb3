import { COINS } from "../../../site/money/coins";
import { type Currency, FIAT } from "../../../site/money/currencies";
import { currencySearchWords } from "../../../site/money/currency-words";
import { currencyOption } from "./currency-option";
import { COIN_GROUP, CURRENCY_GROUP } from "./money-dom";

const withTerms = (c: Currency) => currencyOption(c, true, currencySearchWords(c));
const plain = (c: Currency) => currencyOption(c, false);

/**
 * A money page's options: every currency in use today, the spec's ten first (docs/spec/site.md
 * §3.1), then the coins of the written list (decision 024), each with the words the filter finds it
 * by; the page adds the market's newer coins once rates arrive. Rendered once on the server, as
 * static markup (currency-converter.tsx): the names and words never travel in the bundle. The words
 * are written once, in the From select (`words`): the To select's filter borrows them
 * (filter-controller.ts), which keeps the page's HTML some 20 KB lighter.
 */
export function CurrencyOptions({ words }: { words: boolean }) {
  const option = words ? withTerms : plain;
  return (
    <>
      <optgroup label={CURRENCY_GROUP}>{FIAT.map(option)}</optgroup>
      <optgroup label={COIN_GROUP}>{COINS.map(option)}</optgroup>
    </>
  );
}
