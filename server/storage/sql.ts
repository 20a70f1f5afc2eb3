/** Which database a `Sql` talks to; the few statements that differ between them look at it. */
export type Engine = "sqlite" | "postgres";

export type SqlValue = string | number | null;

/**
 * Statements with `$1`, `$2`... placeholders, the same text for both engines. Rows come back as
 * plain objects keyed by column name.
 */
export interface SqlRunner {
  query<R extends object>(text: string, params?: readonly SqlValue[]): Promise<R[]>;
  /** Runs a statement and resolves with the number of rows it changed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
}

/** The one storage interface the server uses, on SQLite (embedded) or PostgreSQL (shared). */
export interface Sql extends SqlRunner {
  readonly engine: Engine;
  /**
   * Runs `body` as one transaction: committed when it resolves, rolled back when it throws. On
   * SQLite it holds the write lock from the start (BEGIN IMMEDIATE), so a read and the write it
   * decides are never split by another writer; on PostgreSQL, rows are locked as statements say.
   */
  transaction<T>(body: (tx: SqlRunner) => Promise<T>): Promise<T>;
  /** Whether the database answers now (health, and the tests of a lost database). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
