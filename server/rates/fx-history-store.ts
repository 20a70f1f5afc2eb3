import type { Sql, SqlRunner } from "../storage/sql.ts";
import { seriesQueries } from "./series-queries.ts";
import { addDays } from "./target-calendar.ts";

/** The `upstream_budget` row the Frankfurter history's calls count in. */
export const FX_HISTORY_BUDGET = "fx-history";
/** The key of Frankfurter's currency list (`/currencies`) in `rate_snapshots`. */
const FX_CURRENCIES_SOURCE = "fx-currencies";

/** What is stored of one currency: a contiguous range of days, each fetch of it read whole. */
export interface FxCoverage {
  readonly currency: string;
  readonly first: string;
  readonly last: string;
  /** When a fetch last reached the currency's latest day (the tail), ISO 8601. */
  readonly fetchedAt: string;
}

/** A fetch read whole: the days it covered of each of its currencies. */
export interface FxCovered {
  readonly codes: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly fetchedAt: string;
  /** The codes this fetch read up to their latest day: their `fetched_at` moves. */
  readonly tails: ReadonlySet<string>;
}

/** Rows to write, flat: currency, day, rate, currency, day, rate... */
export type FxRows = (string | number)[];

export type BudgetClaim =
  | { readonly granted: true }
  | { readonly granted: false /** Seconds until the window ends. */; readonly retryAfter: number };

/** Rows per INSERT: 3 values each stays far below both engines' limits on parameters. */
const ROWS_PER_STATEMENT = 500;

function upsertText(rows: number): string {
  const values = Array.from(
    { length: rows },
    (_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`,
  );
  return `INSERT INTO fx_history (currency, day, rate) VALUES ${values.join(", ")}
    ON CONFLICT (currency, day) DO UPDATE SET rate = excluded.rate
    WHERE fx_history.rate <> excluded.rate`;
}
const UPSERT_MANY = upsertText(ROWS_PER_STATEMENT);
const UPSERT_ONE = upsertText(1);

/**
 * A fetched range extends the stored one when they touch or overlap (fetches are planned next to
 * what is stored, so they always do); the earliest first day and latest last day win, so two
 * servers extending one currency at once both count.
 */
const COVER = `INSERT INTO fx_history_coverage (currency, first_day, last_day, fetched_at)
  VALUES ($1, $2, $3, $4)
  ON CONFLICT (currency) DO UPDATE SET
    first_day = CASE WHEN excluded.first_day < fx_history_coverage.first_day
      THEN excluded.first_day ELSE fx_history_coverage.first_day END,
    last_day = CASE WHEN excluded.last_day > fx_history_coverage.last_day
      THEN excluded.last_day ELSE fx_history_coverage.last_day END,
    fetched_at = CASE WHEN $5 = 1 THEN excluded.fetched_at ELSE fx_history_coverage.fetched_at END
  WHERE fx_history_coverage.last_day >= $6 AND fx_history_coverage.first_day <= $7`;

/**
 * One call more in the current window, if the window has room: a window older than `windowMs`
 * starts again at this call. One conditional upsert, which both engines make atomic, so servers
 * taking units at once never pass the limit together (as rate-store.ts's claim).
 */
const CLAIM = `INSERT INTO upstream_budget (name, window_start, used) VALUES ($1, $2, 1)
  ON CONFLICT (name) DO UPDATE SET
    window_start = CASE WHEN upstream_budget.window_start <= $3
      THEN excluded.window_start ELSE upstream_budget.window_start END,
    used = CASE WHEN upstream_budget.window_start <= $3 THEN 1 ELSE upstream_budget.used + 1 END
  WHERE upstream_budget.window_start <= $3 OR upstream_budget.used < $4`;

async function writeRows(db: SqlRunner, rows: FxRows): Promise<void> {
  const values = ROWS_PER_STATEMENT * 3;
  let at = 0;
  for (; at + values <= rows.length; at += values) {
    await db.run(UPSERT_MANY, rows.slice(at, at + values));
  }
  for (; at < rows.length; at += 3) await db.run(UPSERT_ONE, rows.slice(at, at + 3));
}

/**
 * The tables of migration 5 (decision 025), in the same statements on both engines: Frankfurter's
 * daily rates per 1 USD, the range stored of each currency, and the budget of upstream calls.
 */
export function fxHistoryStore(sql: Sql) {
  return {
    /** The stored range of each of `codes` that has one. */
    async coverage(codes: readonly string[]): Promise<Map<string, FxCoverage>> {
      const marks = codes.map((_, i) => `$${i + 1}`).join(", ");
      const rows = await sql.query<{
        currency: string;
        first_day: string;
        last_day: string;
        fetched_at: string;
      }>(
        `SELECT currency, first_day, last_day, fetched_at FROM fx_history_coverage
         WHERE currency IN (${marks})`,
        codes,
      );
      return new Map(
        rows.map((r) => [
          r.currency,
          { currency: r.currency, first: r.first_day, last: r.last_day, fetchedAt: r.fetched_at },
        ]),
      );
    },

    /** Adds or corrects rows of a fetch still being read: stored, not yet covered. */
    async write(rows: FxRows): Promise<void> {
      // One transaction per batch: on SQLite each commit is an fsync (storage/sqlite.ts).
      if (rows.length > 0) await sql.transaction((tx) => writeRows(tx, rows));
    },

    /**
     * The last rows of a fetch read whole and the coverage they complete, in one transaction.
     * Codes whose stored range the fetch does not touch keep it (and the rows stay uncovered).
     */
    async complete(rows: FxRows, covered: FxCovered): Promise<void> {
      await sql.transaction(async (tx) => {
        await writeRows(tx, rows);
        const before = addDays(covered.from, -1);
        const after = addDays(covered.to, 1);
        for (const code of covered.codes) {
          await tx.run(COVER, [
            code,
            covered.from,
            covered.to,
            covered.fetchedAt,
            covered.tails.has(code) ? 1 : 0,
            before,
            after,
          ]);
        }
      });
    },

    ...seriesQueries(sql, "fx_history"),

    /** The last day stored for every one of `codes` (one or two), if any. */
    async lastDay(codes: readonly string[]): Promise<string | undefined> {
      const [first, second] = codes;
      if (first === undefined) return undefined;
      const [row] =
        second === undefined
          ? await sql.query<{ day: string | null }>(
              "SELECT max(day) AS day FROM fx_history WHERE currency = $1",
              [first],
            )
          : await sql.query<{ day: string | null }>(
              `SELECT a.day AS day FROM fx_history a
               JOIN fx_history b ON b.currency = $2 AND b.day = a.day
               WHERE a.currency = $1 ORDER BY a.day DESC LIMIT 1`,
              [first, second],
            );
      return row?.day ?? undefined;
    },

    /** Takes one unit of `name`'s budget: at most `limit` per window of `windowMs`, all servers. */
    async claimBudget(
      name: string,
      now: number,
      windowMs: number,
      limit: number,
    ): Promise<BudgetClaim> {
      if (limit >= 1) {
        const changed = await sql.run(CLAIM, [
          name,
          new Date(now).toISOString(),
          new Date(now - windowMs).toISOString(),
          limit,
        ]);
        if (changed === 1) return { granted: true };
      }
      const [row] = await sql.query<{ window_start: string }>(
        "SELECT window_start FROM upstream_budget WHERE name = $1",
        [name],
      );
      const ends = row ? Date.parse(row.window_start) + windowMs : now + windowMs;
      return { granted: false, retryAfter: Math.max(1, Math.ceil((ends - now) / 1000)) };
    },

    /** Frankfurter's currency list as last received, by any server. */
    async loadCurrencies(): Promise<{ body: string; fetchedAt: string } | undefined> {
      const [row] = await sql.query<{ body: string; fetched_at: string }>(
        "SELECT body, fetched_at FROM rate_snapshots WHERE source = $1",
        [FX_CURRENCIES_SOURCE],
      );
      return row && { body: row.body, fetchedAt: row.fetched_at };
    },

    async saveCurrencies(body: string, fetchedAt: string): Promise<void> {
      await sql.run(
        `INSERT INTO rate_snapshots (source, body, fetched_at) VALUES ($1, $2, $3)
         ON CONFLICT (source) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at`,
        [FX_CURRENCIES_SOURCE, body, fetchedAt],
      );
    },
  };
}

export type FxHistoryStore = ReturnType<typeof fxHistoryStore>;
