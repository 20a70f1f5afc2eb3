import { currencyName, currencySearchWordsIn } from "../../../site/i18n/currency-words";
import { COINS } from "../../../site/money/coins";
import { type Currency, FIAT } from "../../../site/money/currencies";
import { useServerRender, useUi } from "../../framework/static-markup";
import { currencyOption } from "./currency-option";
import { COINS_ATTRIBUTE } from "./money-dom";

/**
 * A money page's options: every currency in use today, the spec's ten first (docs/spec/site.md
 * §3.1), then the coins of the written list (decision 024), each under its name in the page's
 * language, with the words the filter finds it by; the page adds the market's newer coins once
 * rates arrive. Rendered once on the server, as static markup (currency-converter.tsx): the names
 * and words never travel in the bundle. The words are written once, in the From select (`words`):
 * the To select's filter borrows them (filter-controller.ts), which keeps the page's HTML some
 * 20 KB lighter.
 */
export function CurrencyOptions({ words }: { words: boolean }) {
  const { language } = useServerRender();
  const say = useUi();
  const option = (c: Currency) =>
    words
      ? currencyOption(c, true, currencySearchWordsIn(c, language), currencyName(c, language))
      : currencyOption(c, false, undefined, currencyName(c, language));
  return (
    <>
      <optgroup label={say("money.group-fiat")}>{FIAT.map(option)}</optgroup>
      <optgroup label={say("money.group-coins")} {...{ [COINS_ATTRIBUTE]: "" }}>
        {COINS.map(option)}
      </optgroup>
    </>
  );
}
