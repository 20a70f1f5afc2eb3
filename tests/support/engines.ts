import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";
import { openPostgres } from "../../server/storage/postgres.ts";
import type { Engine, Sql } from "../../server/storage/sql.ts";
import { openSqlite } from "../../server/storage/sqlite.ts";
import { freshSchemaUrl } from "./postgres-server.ts";

export interface TestEngine {
  readonly engine: Engine;
  /** A new, empty, migrated database: each call is isolated from every other. */
  open(): Promise<Sql>;
  /**
   * `count` handles on one new database, as that many servers would hold: separate pools on
   * PostgreSQL, one connection on SQLite (see there).
   */
  openShared(count: number): Promise<Sql[]>;
  /**
   * The configuration of a new database as a server reads it (DATABASE_PATH or DATABASE_URL), for
   * servers opened with `openStorage`, in this process or another.
   */
  env(): Promise<Record<string, string>>;
}

/** A fresh schema on the run's PostgreSQL server (tests/support/postgres-global-setup.ts). */
export const freshPostgresUrl = (): Promise<string> => freshSchemaUrl(inject("postgresUrl"));

const opened: Sql[] = [];
const sqliteDirs: string[] = [];

/** Closes every database `ENGINES` opened (an afterEach/afterAll of the test file calls it). */
export async function closeTestDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((sql) => sql.close().catch(() => {})));
  for (const dir of sqliteDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const sqlitePath = () => {
  const dir = mkdtempSync(join(tmpdir(), "unitpilot-sqlite-"));
  sqliteDirs.push(dir);
  return join(dir, "data", "unitpilot.db");
};

const track = (sql: Sql) => {
  opened.push(sql);
  return sql;
};

/** Both engines, for `describe.each(ENGINES)`: the same behaviour is asked of each. */
export const ENGINES: readonly TestEngine[] = [
  {
    engine: "sqlite",
    open: async () => track(openSqlite(":memory:")),
    // One connection for all: better-sqlite3 waits for a lock synchronously, so two connections
    // to one file in one process would block each other's event loop. A SQLite file is one
    // server's; several servers in one process share its connection, as workers of one server.
    async openShared(count) {
      const sql = track(openSqlite(sqlitePath()));
      return Array.from({ length: count }, () => sql);
    },
    env: async () => ({ DATABASE_PATH: sqlitePath() }),
  },
  {
    engine: "postgres",
    open: async () => track(await openPostgres(await freshPostgresUrl(), { max: 4 })),
    async openShared(count) {
      const url = await freshPostgresUrl();
      const pools: Sql[] = [];
      for (let i = 0; i < count; i++) pools.push(track(await openPostgres(url, { max: 4 })));
      return pools;
    },
    env: async () => ({ DATABASE_URL: await freshPostgresUrl() }),
  },
];
