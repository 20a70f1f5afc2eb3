import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { MIGRATIONS, migrationText } from "./migrations.ts";
import type { Sql, SqlRunner, SqlValue } from "./sql.ts";

/** `$1` → `?1`: SQLite reads numbered `?NNN` placeholders (better-sqlite3 binds them by name). */
const numbered = (text: string) => text.replace(/\$(\d+)/g, "?$1");
const bind = (params: readonly SqlValue[]) =>
  params.length === 0 ? [] : [Object.fromEntries(params.map((value, i) => [i + 1, value]))];

/**
 * The embedded engine: one SQLite file (`:memory:` in tests), created and migrated if needed.
 * better-sqlite3 is synchronous, so each statement is atomic by itself; a transaction's body is
 * async, so statements from elsewhere wait in a queue until it ends rather than joining it.
 */
export function openSqlite(path: string): Sql {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  // A commit is on disk (the WAL fsynced) before the call returns. NORMAL with WAL already survives
  // a killed process, but not a power cut or an OS crash; an acknowledged contact message must
  // survive those too, and the few writes this database takes make one fsync each affordable.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrate(db);

  const statements = new Map<string, Database.Statement<unknown[]>>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare<unknown[]>(numbered(text));
      statements.set(text, statement);
    }
    return statement;
  };
  const direct: SqlRunner = {
    async query<R extends object>(text: string, params: readonly SqlValue[] = []) {
      const statement = prepare(text);
      if (statement.reader) return statement.all(...bind(params)) as R[];
      statement.run(...bind(params));
      return [];
    },
    async run(text, params = []) {
      return prepare(text).run(...bind(params)).changes;
    },
  };

  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => {});
    return result;
  };

  return {
    engine: "sqlite",
    query: (text, params) => exclusive(() => direct.query(text, params)),
    run: (text, params) => exclusive(() => direct.run(text, params)),
    transaction: (body) =>
      exclusive(async () => {
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await body(direct);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec("ROLLBACK");
          throw error;
        }
      }),
    ping: async () => db.open,
    close: () =>
      exclusive(async () => {
        db.close();
      }),
  };
}

/** SQLite counts applied steps in `PRAGMA user_version`, as every release before issue 16 did. */
function migrate(db: Database.Database): void {
  const version = db.pragma("user_version", { simple: true }) as number;
  // A database written by a newer release is left as it is.
  if (version >= MIGRATIONS.length) return;
  db.transaction(() => {
    for (const step of MIGRATIONS.slice(version)) db.exec(migrationText(step, "sqlite"));
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}
