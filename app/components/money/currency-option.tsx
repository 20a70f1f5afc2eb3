import { COINS } from "../../../site/money/coins";
import type { Currency } from "../../../site/money/currencies";
import { FIAT_LIST } from "../../../site/money/fiat-list";
import { COIN_GROUP, CURRENCY_GROUP, NAME_ATTRIBUTE } from "./money-dom";

/** "USD — US Dollar ($)"; a currency or coin whose symbol is its code: "AED — UAE Dirham". */
function optionText({ code, name, symbol }: Currency): string {
  return symbol === code ? `${code} — ${name}` : `${code} — ${name} (${symbol})`;
}

/**
 * An option: its name (NAME_ATTRIBUTE, money-dom.ts) names it in the note on what has no rate and
 * in the rate history (the From select's only: both read those), `data-terms` (when given) finds it
 * in the filter.
 */
export function currencyOption(c: Currency, described = true, terms?: string) {
  return (
    <option
      key={c.code}
      value={c.code}
      {...{ [NAME_ATTRIBUTE]: described ? c.name : undefined }}
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
      <optgroup label={CURRENCY_GROUP}>{FIAT_LIST.map((c) => currencyOption(c))}</optgroup>
      <optgroup label={COIN_GROUP}>{COINS.map((c) => currencyOption(c))}</optgroup>
    </>
  );
}
