import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { closeTestDatabases, ENGINES, freshPostgresUrl } from "../../tests/support/engines.ts";
import { MIGRATIONS } from "./migrations.ts";
import { openPostgres } from "./postgres.ts";
import { redactUrl } from "./redact-url.ts";
import { openSqlite } from "./sqlite.ts";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "db-"));
  dirs.push(dir);
  return dir;
};
afterEach(closeTestDatabases);
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe.each(ENGINES)("the $engine database", ({ open }) => {
  it("commits a transaction that resolves and rolls back one that throws", async () => {
    const sql = await open();
    const insert = "INSERT INTO rate_snapshots (source, body, fetched_at) VALUES ($1, $2, $3)";
    await sql.transaction((tx) => tx.run(insert, ["fiat", "kept", "2025-03-14T16:00:00.000Z"]));
    await expect(
      sql.transaction(async (tx) => {
        await tx.run(insert, ["crypto", "dropped", "2025-03-14T16:00:00.000Z"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await sql.query("SELECT source, body FROM rate_snapshots ORDER BY source")).toEqual([
      { source: "fiat", body: "kept" },
    ]);
  });

  it("reads the same placeholders, repeated and out of order", async () => {
    const sql = await open();
    expect(await sql.query("SELECT $2 AS b, $1 AS a, $2 AS again", ["one", "two"])).toEqual([
      { b: "two", a: "one", again: "two" },
    ]);
  });

  it("says how many rows a statement changed", async () => {
    const sql = await open();
    const upsert = `INSERT INTO rate_fetches (source, attempted_at) VALUES ($1, $2)
      ON CONFLICT (source) DO UPDATE SET attempted_at = excluded.attempted_at
      WHERE rate_fetches.attempted_at < excluded.attempted_at`;
    expect(await sql.run(upsert, ["fiat", "2025-03-14T16:00:00.000Z"])).toBe(1);
    expect(await sql.run(upsert, ["fiat", "2025-03-14T15:00:00.000Z"])).toBe(0);
    expect(await sql.run(upsert, ["fiat", "2025-03-14T17:00:00.000Z"])).toBe(1);
  });

  it("answers a ping while open", async () => {
    expect(await (await open()).ping()).toBe(true);
  });
});

describe("SQLite", () => {
  it("creates its directory and a WAL-mode file, migrated to the last step once", async () => {
    const path = join(await tempDir(), "nested", "unitpilot.db");
    await openSqlite(path).close();
    const raw = new Database(path);
    expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(raw.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
    raw.close();
    const again = openSqlite(path);
    expect(await again.query("SELECT count(*) AS n FROM rate_fetches")).toEqual([{ n: 0 }]);
    await again.close();
  });

  it("migrates a file written before issue 16: messages kept, addresses moved to the limit's rows", async () => {
    const path = join(await tempDir(), "unitpilot.db");
    const old = new Database(path);
    for (const step of MIGRATIONS.slice(0, 2)) {
      old.exec(typeof step === "string" ? step : step.sqlite);
    }
    old.pragma("user_version = 2");
    old
      .prepare(
        `INSERT INTO contact_messages (name, email, subject, message, client, received_at, next_attempt_at)
         VALUES ('Ada', 'ada@example.com', 'Hi', 'Hello', '203.0.113.5', $at, $at)`,
      )
      .run({ at: "2025-03-14T16:00:00.000Z" });
    old.close();

    const sql = openSqlite(path);
    expect(await sql.query("SELECT id, subject, status FROM contact_messages")).toEqual([
      { id: 1, subject: "Hi", status: "pending" },
    ]);
    expect(await sql.query("SELECT client, at FROM contact_rate_hits")).toEqual([
      { client: "203.0.113.5", at: "2025-03-14T16:00:00.000Z" },
    ]);
    const columns = await sql.query<{ name: string }>(
      "SELECT name FROM pragma_table_info('contact_messages')",
    );
    expect(columns.map((c) => c.name)).not.toContain("client");
    await sql.close();
  });
});

describe("PostgreSQL", () => {
  it("applies each migration once when several servers start at the same moment", async () => {
    const url = await freshPostgresUrl();
    const servers = await Promise.all(
      Array.from({ length: 4 }, () => openPostgres(url, { max: 2 })),
    );
    const [first] = servers;
    expect(await first?.query("SELECT version FROM schema_migrations ORDER BY version")).toEqual(
      MIGRATIONS.map((_, i) => ({ version: i + 1 })),
    );
    await Promise.all(servers.map((s) => s.close()));
    // A server started later finds the schema current and changes nothing.
    const later = await openPostgres(url, { max: 1 });
    expect(await later.query("SELECT count(*)::int AS n FROM schema_migrations")).toEqual([
      { n: MIGRATIONS.length },
    ]);
    await later.close();
  });

  it("fails a transaction whose connection is lost between two statements, and goes on", async () => {
    const logs: string[] = [];
    const sql = await openPostgres(await freshPostgresUrl(), { log: (line) => logs.push(line) });
    try {
      const result = sql.transaction(async (tx) => {
        const [own] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        // Another connection ends this one while the body is between statements, as a database
        // restart does: the client hears it with no statement of its own under way.
        await sql.query("SELECT pg_terminate_backend($1)", [own?.pid ?? 0]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        return tx.query("SELECT 1 AS one");
      });
      await expect(result).rejects.toThrow();
      expect(logs.join("\n")).toMatch(/a connection was lost in a transaction/);
      expect(await sql.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await sql.close();
    }
  });

  it("refuses to open an unreachable database, naming it without its password", async () => {
    const lines: string[] = [];
    const error = await openPostgres("postgres://app:s3cret-pw@127.0.0.1:1/unitpilot", {
      log: (line) => lines.push(line),
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Could not open the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/unitpilot: /,
    );
    expect(message).toMatch(/ECONNREFUSED/);
    expect([message, ...lines].join("\n")).not.toContain("s3cret-pw");
  });
});

describe("a database address in a log line", () => {
  it("keeps the user, host, port and database, and hides the password and the query", () => {
    expect(
      redactUrl("postgres://app:pa%40ss@db.internal:6432/unitpilot?sslmode=require&password=x"),
    ).toBe("postgres://app:***@db.internal:6432/unitpilot");
    expect(redactUrl("postgres://db.internal/unitpilot")).toBe("postgres://db.internal/unitpilot");
  });

  it("does not echo text that is not a URL", () => {
    expect(redactUrl("host=db password=hunter2")).not.toContain("hunter2");
  });
});
