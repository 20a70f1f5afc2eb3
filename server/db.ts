import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

export type Db = Database.Database;

/**
 * The schema, one step per entry, applied in order. A step runs once per database (tracked by
 * `PRAGMA user_version`) and is written to be harmless if run again. Append; never edit a step
 * that has shipped.
 */
export const MIGRATIONS: readonly string[] = [
  // The last good answer of each rate source ("fiat", "crypto"): the upstream body as received,
  // so a restart parses it with the same code that accepted it.
  `CREATE TABLE IF NOT EXISTS rate_snapshots (
     source TEXT PRIMARY KEY,
     body TEXT NOT NULL,
     fetched_at TEXT NOT NULL
   )`,
  // Contact messages and their delivery (server/contact/): a row is written before the sender is
  // told "success", and stays 'pending' until the outbox has handed it to the SMTP server. Times
  // are ISO 8601 in UTC, so text order is time order. `client` is the address the rate limit
  // counts (an IPv6 address by its /64).
  `CREATE TABLE IF NOT EXISTS contact_messages (
     id INTEGER PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     client TEXT NOT NULL,
     received_at TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     sent_at TEXT,
     message_id TEXT
   );
   CREATE INDEX IF NOT EXISTS contact_messages_by_client ON contact_messages (client, received_at);
   CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages (status, next_attempt_at)`,
];

/** Opens (creating if needed) the SQLite database at `path`, migrated; `:memory:` for tests. */
export function openDatabase(path: string): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  // A commit is on disk (the WAL fsynced) before the call returns. NORMAL with WAL already survives
  // a killed process, but not a power cut or an OS crash; an acknowledged contact message must
  // survive those too, and the few writes this database takes make one fsync each affordable.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  const version = db.pragma("user_version", { simple: true }) as number;
  // A database written by a newer release is left as it is.
  if (version >= MIGRATIONS.length) return;
  db.transaction(() => {
    MIGRATIONS.slice(version).forEach((step) => {
      db.exec(step);
    });
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}

export interface StoredSnapshot {
  readonly body: string;
  /** ISO 8601. */
  readonly fetchedAt: string;
}

/** The `rate_snapshots` table, read and written by source name. */
export function rateSnapshots(db: Db) {
  const select = db.prepare<[string], { body: string; fetched_at: string }>(
    "SELECT body, fetched_at FROM rate_snapshots WHERE source = ?",
  );
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO rate_snapshots (source, body, fetched_at) VALUES (?, ?, ?)
     ON CONFLICT (source) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at`,
  );
  return {
    load(source: string): StoredSnapshot | undefined {
      const row = select.get(source);
      return row && { body: row.body, fetchedAt: row.fetched_at };
    },
    save(source: string, snapshot: StoredSnapshot): void {
      upsert.run(source, snapshot.body, snapshot.fetchedAt);
    },
  };
}
