import pg from "pg";
import { MIGRATION_LOCK } from "./locks.ts";
import { MIGRATIONS, migrationText } from "./migrations.ts";
import { redactUrl } from "./redact-url.ts";
import type { Sql, SqlRunner, SqlValue } from "./sql.ts";

export interface PostgresOptions {
  /** Connections held at most per server (default 10). */
  readonly max?: number;
  readonly log?: (line: string) => void;
}

/**
 * The shared engine: a pool of connections to `url` (DATABASE_URL), migrated before it is
 * returned. Rejects, with the address but never its password, when the database does not answer.
 * A connection lost later is dropped by the pool and a new one made at the next query, so the
 * server reconnects by itself once the database is back; meanwhile each query fails within
 * seconds instead of waiting.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Sql> {
  const { max = 10, log = (line) => console.error(line) } = options;
  const where = redactUrl(url);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 10_000,
    keepAlive: true,
  });
  // An idle connection that breaks emits here; unhandled, it would end the process.
  pool.on("error", (error) => log(`database ${where}: a connection was lost (${error.message})`));

  const runner = (client: pg.Pool | pg.PoolClient): SqlRunner => ({
    async query<R extends object>(text: string, params: readonly SqlValue[] = []) {
      return (await client.query(text, [...params])).rows as R[];
    },
    async run(text, params = []) {
      return (await client.query(text, [...params])).rowCount ?? 0;
    },
  });

  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Could not open the database at ${where}: ${(error as Error).message}`, {
      cause: error,
    });
  }

  return {
    engine: "postgres",
    ...runner(pool),
    async transaction(body) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A connection that breaks while checked out (between two statements of the body) emits on
      // the client, not the pool: unheard, it would end the process. Its next statement fails.
      const lost = (error: Error) => {
        broken = error;
        log(`database ${where}: a connection was lost in a transaction (${error.message})`);
      };
      client.on("error", lost);
      try {
        await client.query("BEGIN");
        const result = await body(runner(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch((rollback: Error) => {
          broken = rollback;
        });
        throw error;
      } finally {
        client.off("error", lost);
        // A connection that broke or could not roll back is not handed out again.
        client.release(broken);
      }
    },
    async ping() {
      try {
        await pool.query("SELECT 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Applies the steps this database lacks, each in its own transaction with its version recorded in
 * `schema_migrations`. Several servers starting at once queue on one advisory lock, so each step
 * runs once; the lock is per session and goes with the connection if a server dies holding it.
 */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1, $2)", [...MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    const { rows } = await client.query<{ version: number | null }>(
      "SELECT max(version) AS version FROM schema_migrations",
    );
    const applied = rows[0]?.version ?? 0;
    for (const [index, step] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (version <= applied) continue;
      await client.query("BEGIN");
      try {
        await client.query(migrationText(step, "postgres"));
        await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
          version,
          new Date().toISOString(),
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
  } finally {
    // Released here, also after a failed step: the connection goes back to the pool.
    await client.query("SELECT pg_advisory_unlock($1, $2)", [...MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
