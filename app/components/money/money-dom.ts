/**
 * The money converter's DOM contract: the names by which code outside its React tree finds and
 * reads it, the same in every language (its labels are its page's words). The rate history
 * (history/converter-pair.ts) finds the converter's selects by their ids and its amount field by
 * AMOUNT_ATTRIBUTE, tells a coin by its option's group (COINS_ATTRIBUTE) and names a currency by
 * its option's `data-name`; the options that follow the rates (options-for-rates.ts) tell and add
 * coins the same way. The converter (currency-converter.tsx) and its options (currency-option.tsx,
 * currency-options.tsx) write them from here too, so a rename is one edit that both sides follow.
 * Should a reader stop finding them, tests/e2e/rate-history.spec.ts ("follows the general
 * converter's pair; a coin has no history") and tests/e2e/money.spec.ts ("a coin the price source
 * stops quoting cannot be chosen, and a note says so") fail.
 */

/** The From select's id. */
export const FROM_SELECT = "currencies-from";
/** The To select's id. */
export const TO_SELECT = "currencies-to";
/** The From amount field's attribute: its amount in plain digits and one point ("1234.5"). */
export const AMOUNT_ATTRIBUTE = "data-amount";
/** The attribute of the coins' `<optgroup>` (present, empty). */
export const COINS_ATTRIBUTE = "data-coins";
/** An option's attribute holding the currency's name ("US Dollar"), read with `getAttribute`. */
export const NAME_ATTRIBUTE = "data-name";
