import type { NumberMarks } from "../../../engine/number-marks";
import { useUi } from "../../framework/static-markup";
import { CurrencyConverter } from "./currency-converter";
import { PlainCurrencyOptions } from "./currency-option";

/**
 * The home page's Currency tab: the money converter with its options rendered in the browser. The
 * tab loads this on demand, so the list of currencies costs the home page's first view nothing;
 * the money pages have it as server-rendered markup instead.
 */
export function LiveCurrencyConverter({
  marks,
  locale,
}: {
  /** The page's number marks and language tag, on a home page in another language than English. */
  marks?: NumberMarks | undefined;
  locale?: string | undefined;
}) {
  const say = useUi();
  return (
    <CurrencyConverter
      kind="fiat"
      from="USD"
      to="EUR"
      title={say("money")}
      options={<PlainCurrencyOptions locale={locale} />}
      marks={marks}
      locale={locale}
    />
  );
}
