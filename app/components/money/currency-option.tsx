import { COINS } from "../../../site/money/coins";
import type { Currency } from "../../../site/money/currencies";
import { FIAT_LIST } from "../../../site/money/fiat-list";

/** "USD — US Dollar ($)"; a currency or coin whose symbol is its code: "AED — UAE Dirham". */
function optionText({ code, name, symbol }: Currency): string {
  return symbol === code ? `${code} — ${name}` : `${code} — ${name} (${symbol})`;
}

/**
 * An option: `data-name` names it in the note on what has no rate (the From select's only: the note
 * reads those), `data-terms` (when given) finds it in the filter.
 */
export function currencyOption(c: Currency, described = true, terms?: string) {
  return (
    <option
      key={c.code}
      value={c.code}
      data-name={described ? c.name : undefined}
      data-terms={terms}
    >
      {optionText(c)}
    </option>
  );
}

/**
 * A money converter's options without the filter's words (currency-options.tsx has them), rendered
 * in the browser by the home page's currency tab, which has no filter: its chunk carries names and
 * symbols only (fiat-list.ts).
 */
export function PlainCurrencyOptions() {
  return (
    <>
      <optgroup label="Currencies">{FIAT_LIST.map((c) => currencyOption(c))}</optgroup>
      <optgroup label="Cryptocurrencies">{COINS.map((c) => currencyOption(c))}</optgroup>
    </>
  );
}
