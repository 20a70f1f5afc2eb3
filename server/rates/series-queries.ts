import type { Point } from "../../site/money/rate-history.ts";
import type { Sql } from "../storage/sql.ts";

/**
 * The two reads of a table of daily rates (`currency, day, rate`), the same for the ECB's history
 * (per 1 EUR: history-store.ts) and Frankfurter's (per 1 USD: fx-history-store.ts).
 */
export function seriesQueries(sql: Sql, table: "fiat_history" | "fx_history") {
  return {
    /** The days from `from` to `to` (inclusive) stored for `currency`, oldest first. */
    async series(currency: string, from: string, to: string): Promise<Point[]> {
      return sql.query<Point>(
        `SELECT day AS date, rate FROM ${table}
         WHERE currency = $1 AND day >= $2 AND day <= $3 ORDER BY day`,
        [currency, from, to],
      );
    },

    /** The days stored for both: each one's figures, oldest first. */
    async pair(
      base: string,
      quote: string,
      from: string,
      to: string,
    ): Promise<{ date: string; base: number; quote: number }[]> {
      return sql.query(
        `SELECT q.day AS date, b.rate AS base, q.rate AS quote
         FROM ${table} q JOIN ${table} b ON b.currency = $1 AND b.day = q.day
         WHERE q.currency = $2 AND q.day >= $3 AND q.day <= $4 ORDER BY q.day`,
        [base, quote, from, to],
      );
    },
  };
}
