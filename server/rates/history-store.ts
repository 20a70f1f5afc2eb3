import type { Sql, SqlRunner } from "../storage/sql.ts";
import type { EcbDay } from "./ecb-history.ts";
import { seriesQueries } from "./series-queries.ts";
import { businessDayBetween } from "./target-calendar.ts";

/** The key of the history's row in `rate_fetches`: who imports it, and when it was last tried. */
export const HISTORY_SOURCE = "fiat-history";

/** What is stored, once a whole history file has been imported. */
export interface HistoryState {
  readonly importedAt: string;
  /** The newest day of the last file imported. */
  readonly importedThrough: string;
  /** The first and last days stored (daily fixes after the import included). */
  readonly first: string;
  readonly last: string;
  /** Every currency with at least one day, sorted; EUR is not stored (it is 1). */
  readonly currencies: readonly string[];
  /** A daily fix found a business day missing before it: the file is to be read again. */
  readonly refetch: boolean;
}

/** Rows to stage, flat: currency, day, rate, currency, day, rate... */
export type StagedRows = (string | number)[];

/** Rows per INSERT: 4 values each stays far below both engines' limits on parameters. */
const ROWS_PER_STATEMENT = 500;

function insertText(table: string, rows: number): string {
  const values = Array.from(
    { length: rows },
    (_, i) => `($1, $${i * 3 + 2}, $${i * 3 + 3}, $${i * 3 + 4})`,
  );
  return `INSERT INTO ${table} (import_id, currency, day, rate) VALUES ${values.join(", ")}`;
}
const STAGE_MANY = insertText("fiat_history_staging", ROWS_PER_STATEMENT);
const STAGE_ONE = insertText("fiat_history_staging", 1);

const UPSERT_DAY_ROW = `INSERT INTO fiat_history (currency, day, rate) VALUES ($1, $2, $3)
  ON CONFLICT (currency, day) DO UPDATE SET rate = excluded.rate
  WHERE fiat_history.rate <> excluded.rate`;

type StateRow = {
  imported_at: string;
  imported_through: string;
  first_day: string;
  last_day: string;
  currencies: string;
  refetch: number;
};

const toState = (row: StateRow): HistoryState => ({
  importedAt: row.imported_at,
  importedThrough: row.imported_through,
  first: row.first_day,
  last: row.last_day,
  currencies: row.currencies === "" ? [] : row.currencies.split(","),
  refetch: Number(row.refetch) === 1,
});

async function readState(db: SqlRunner): Promise<HistoryState | undefined> {
  const [row] = await db.query<StateRow>(
    "SELECT imported_at, imported_through, first_day, last_day, currencies, refetch FROM fiat_history_state WHERE id = 1",
  );
  return row && toState(row);
}

/** A lease held on the history's row of `rate_fetches`, renewed by the importer as it goes. */
export interface Lease {
  /** The `lease_until` this importer wrote last: the lease is its own while the row says so. */
  until: string;
}

/** Moves the lease on to `next`; false when another server holds it now (it ran out). */
async function renew(db: SqlRunner, lease: Lease, next: string): Promise<boolean> {
  const changed = await db.run(
    "UPDATE rate_fetches SET lease_until = $3 WHERE source = $1 AND lease_until = $2",
    [HISTORY_SOURCE, lease.until, next],
  );
  if (changed !== 1) return false;
  lease.until = next;
  return true;
}

/**
 * The tables of migration 4, in the same statements on both engines. The claim of an import is
 * the rate sources' lease row (rate-store.ts), under its own source name.
 */
export function historyStore(sql: Sql) {
  return {
    state: () => readState(sql),

    /**
     * Adds rows of one import to the staging table, and renews the lease in the same
     * transaction; false, writing nothing, when the lease is no longer this import's.
     */
    async stage(
      importId: string,
      rows: StagedRows,
      lease: Lease,
      leaseUntil: string,
    ): Promise<boolean> {
      const values = ROWS_PER_STATEMENT * 3;
      return sql.transaction(async (tx) => {
        if (!(await renew(tx, lease, leaseUntil))) return false;
        let at = 0;
        for (; at + values <= rows.length; at += values) {
          await tx.run(STAGE_MANY, [importId, ...rows.slice(at, at + values)]);
        }
        for (; at < rows.length; at += 3) {
          await tx.run(STAGE_ONE, [importId, ...rows.slice(at, at + 3)]);
        }
        return true;
      });
    },

    /** Ends an import that still holds its lease: records the attempt and frees the lease. */
    async release(lease: Lease, attemptedAt: string): Promise<void> {
      await sql.run(
        `UPDATE rate_fetches SET attempted_at = $3, lease_until = NULL
         WHERE source = $1 AND lease_until = $2`,
        [HISTORY_SOURCE, lease.until, attemptedAt],
      );
    },

    /**
     * Removes staged rows: this import's ("mine", after a failure), or those every other import
     * left ("others": servers that died or lost their lease while importing).
     */
    async dropStaged(importId: string, which: "mine" | "others"): Promise<void> {
      await sql.run(
        `DELETE FROM fiat_history_staging WHERE import_id ${which === "mine" ? "=" : "<>"} $1`,
        [importId],
      );
    },

    /**
     * Makes a whole import the stored history, in one transaction: its rows are added or
     * corrected (days it does not list, such as daily fixes newer than the file, stay), the
     * staging rows go, and the state says what is stored. Undefined when the lease was lost.
     */
    async merge(
      importId: string,
      newest: string,
      lease: Lease,
      now: string,
    ): Promise<HistoryState | undefined> {
      return sql.transaction(async (tx) => {
        if (!(await renew(tx, lease, lease.until))) return undefined;
        // SQLite reads `ON CONFLICT` after a bare SELECT as a join: the WHERE settles it.
        await tx.run(
          `INSERT INTO fiat_history (currency, day, rate)
           SELECT currency, day, rate FROM fiat_history_staging WHERE import_id = $1
           ORDER BY currency, day
           ON CONFLICT (currency, day) DO UPDATE SET rate = excluded.rate
           WHERE fiat_history.rate <> excluded.rate`,
          [importId],
        );
        await tx.run("DELETE FROM fiat_history_staging WHERE import_id = $1", [importId]);
        const currencies = await tx.query<{ currency: string }>(
          "SELECT DISTINCT currency FROM fiat_history ORDER BY currency",
        );
        await tx.run(
          `INSERT INTO fiat_history_state
             (id, imported_at, imported_through, first_day, last_day, currencies, refetch)
           SELECT 1, $1, $2, min(day), max(day), $3, 0 FROM fiat_history WHERE true
           ON CONFLICT (id) DO UPDATE SET imported_at = excluded.imported_at,
             imported_through = excluded.imported_through, first_day = excluded.first_day,
             last_day = excluded.last_day, currencies = excluded.currencies, refetch = 0`,
          [now, newest, currencies.map((c) => c.currency).join(",")],
        );
        return readState(tx);
      });
    },

    /**
     * Adds one day's fix (the daily file). Once the history is in, a business day missing between
     * the last stored day and this one (the servers were down, or nobody asked for rates) marks
     * the history to be read again; a day already stored changes nothing.
     */
    async appendDay(day: EcbDay): Promise<{ readonly gap?: string }> {
      return sql.transaction(async (tx) => {
        for (const [currency, rate] of Object.entries(day.rates)) {
          await tx.run(UPSERT_DAY_ROW, [currency, day.date, rate]);
        }
        const state = await readState(tx);
        if (!state) return {};
        const gap = state.last < day.date ? businessDayBetween(state.last, day.date) : undefined;
        const known = new Set(state.currencies);
        const currencies = [...new Set([...known, ...Object.keys(day.rates)])].sort();
        if (gap === undefined && day.date <= state.last && currencies.length === known.size) {
          return {};
        }
        await tx.run(
          `UPDATE fiat_history_state SET
             first_day = CASE WHEN first_day < $1 THEN first_day ELSE $1 END,
             last_day = CASE WHEN last_day > $1 THEN last_day ELSE $1 END,
             currencies = $2,
             refetch = CASE WHEN $3 = 1 THEN 1 ELSE refetch END
           WHERE id = 1`,
          [day.date, currencies.join(","), gap === undefined ? 0 : 1],
        );
        return gap === undefined ? {} : { gap };
      });
    },

    ...seriesQueries(sql, "fiat_history"),
  };
}

export type HistoryStore = ReturnType<typeof historyStore>;
