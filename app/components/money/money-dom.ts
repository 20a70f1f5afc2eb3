/**
 * The money converter's DOM contract: the names by which code outside its React tree finds and
 * reads it. The rate history (history/converter-pair.ts) finds the converter's selects by their
 * labels and its amount field by its label's text, tells a coin by its option's group and names a
 * currency by its option's `data-name`; the options that follow the rates (options-for-rates.ts)
 * tell and add coins the same way. The converter (currency-converter.tsx) and its options
 * (currency-option.tsx, currency-options.tsx) write them from here too, so a rename is one edit
 * that both sides follow. Should a reader stop finding them, tests/e2e/rate-history.spec.ts
 * ("follows the general converter's pair; a coin has no history") and tests/e2e/money.spec.ts ("a
 * coin the price source stops quoting cannot be chosen, and a note says so") fail.
 */

/** The From select's accessible name (`aria-label`). */
export const FROM_CURRENCY = "From currency";
/** The To select's accessible name (`aria-label`). */
export const TO_CURRENCY = "To currency";
/** The text of the From amount field's `<label>`. */
export const AMOUNT = "Amount";
/** The `<optgroup label>` of the currencies in use. */
export const CURRENCY_GROUP = "Currencies";
/** The `<optgroup label>` of the coins. */
export const COIN_GROUP = "Cryptocurrencies";
/** An option's attribute holding the currency's name ("US Dollar"), read with `getAttribute`. */
export const NAME_ATTRIBUTE = "data-name";
