import { CurrencyConverter } from "./currency-converter";
import { PlainCurrencyOptions } from "./currency-option";

/**
 * The home page's Currency tab: the money converter with its options rendered in the browser. The
 * tab loads this on demand, so the list of currencies costs the home page's first view nothing;
 * the money pages have it as server-rendered markup instead.
 */
export function LiveCurrencyConverter() {
  return (
    <CurrencyConverter
      kind="fiat"
      from="USD"
      to="EUR"
      title="Live Currency Converter"
      options={<PlainCurrencyOptions />}
    />
  );
}
