import { type Currency, isCoin, offeredCurrencies } from "../../../site/money/currencies";

/** "USD — US Dollar ($)"; a coin whose symbol is its code: "SOL — Solana". */
function optionText({ code, name, symbol }: Currency): string {
  return symbol === code ? `${code} — ${name}` : `${code} — ${name} (${symbol})`;
}

function options(list: readonly Currency[]) {
  return list.map((c) => (
    <option key={c.code} value={c.code} data-name={c.name}>
      {optionText(c)}
    </option>
  ));
}

/**
 * A money converter's options: every currency the ECB publishes, then every coin (decision 024).
 * On the money pages the server renders them once, as static markup (currency-converter.tsx);
 * `data-name` is what the converter names a currency by when it has no rate.
 */
export function CurrencyOptions() {
  const all = offeredCurrencies();
  return (
    <>
      <optgroup label="Currencies">{options(all.filter((c) => !isCoin(c.code)))}</optgroup>
      <optgroup label="Cryptocurrencies">{options(all.filter((c) => isCoin(c.code)))}</optgroup>
    </>
  );
}
