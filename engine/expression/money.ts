/**
 * Money in an expression (issue 23): "100 USD + 50 EUR in GBP", "12 € * 3". Each currency is a
 * unit of a dimension of its own (¤, dimension.ts), one of it the size the caller's live rates
 * give; the engine holds no rate. Without rates, a reading in money is refused as needing them, so
 * that the caller can fetch them and ask again.
 */

/** The id of the category of currencies in the box's lexicon (site/query/world.ts builds it). */
export const MONEY_CATEGORY = "currency";

export interface MoneyRates {
  /** Units of each code per 1 of a common base; undefined when there is no rate for it. */
  readonly perBase: (code: string) => number | undefined;
  /** Decimals an amount in this code is shown with: 2 for a currency, 8 for a coin. */
  readonly decimals: (code: string) => number;
}
