/**
 * The answer of GET /api/rates/history (README, docs/decisions/025-rate-history.md): written by the
 * server (server/rates/history-answer.ts), read by the currency pages' history
 * (app/components/history/).
 */

/** One day's reference rate: units of `quote` per 1 `base`. */
export interface Point {
  readonly date: string;
  readonly rate: number;
}

export interface HistoryBody {
  readonly base: string;
  readonly quote: string;
  /** The first and last days kept: a page's "all" asks from `first`. */
  readonly first: string;
  readonly last: string;
  /**
   * Where the figures come from, for the page to say: "European Central Bank" for a pair of
   * currencies it publishes, "Frankfurter" for any other (decision 025).
   */
  readonly source?: string;
  /** One per business day of the source (the ECB's, or days both currencies have), oldest first. */
  readonly points: readonly Point[];
}
