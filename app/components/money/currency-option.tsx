import { COINS } from "../../../site/money/coins";
import type { Currency } from "../../../site/money/currencies";
import { FIAT_LIST } from "../../../site/money/fiat-list";
import { useUi } from "../../framework/static-markup";
import { COINS_ATTRIBUTE, NAME_ATTRIBUTE } from "./money-dom";

/** "USD — US Dollar ($)"; a currency or coin whose symbol is its code: "AED — UAE Dirham". */
function optionText(code: string, name: string, symbol: string): string {
  return symbol === code ? `${code} — ${name}` : `${code} — ${name} (${symbol})`;
}

/**
 * An option: its name (NAME_ATTRIBUTE, money-dom.ts) names it in the note on what has no rate and
 * in the rate history (the From select's only: both read those), `data-terms` (when given) finds it
 * in the filter. `name` is the currency's in the page's language (its English one by default).
 */
export function currencyOption(c: Currency, described = true, terms?: string, name = c.name) {
  return (
    <option
      key={c.code}
      value={c.code}
      {...{ [NAME_ATTRIBUTE]: described ? name : undefined }}
      data-terms={terms}
    >
      {optionText(c.code, name, c.symbol)}
    </option>
  );
}

/**
 * A money converter's options without the filter's words (currency-options.tsx has them), rendered
 * in the browser by the home page's currency tab, which has no filter: its chunk carries names and
 * symbols only (fiat-list.ts).
 */
export function PlainCurrencyOptions({ locale }: { locale?: string | undefined }) {
  const say = useUi();
  // Another language's names are the browser's CLDR names (Intl): the chunk carries no table.
  const names = locale ? new Intl.DisplayNames([locale], { type: "currency" }) : undefined;
  const named = (c: Currency) => currencyOption(c, true, undefined, names?.of(c.code) ?? c.name);
  return (
    <>
      <optgroup label={say("money.group-fiat")}>{FIAT_LIST.map(named)}</optgroup>
      <optgroup label={say("money.group-coins")} {...{ [COINS_ATTRIBUTE]: "" }}>
        {COINS.map((c) => currencyOption(c))}
      </optgroup>
    </>
  );
}
