import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, openDatabase, rateSnapshots } from "./db.ts";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), "db-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe("the database", () => {
  it("creates its directory and a WAL-mode file", async () => {
    const path = join(await tempDir(), "nested", "unitpilot.db");
    const db = openDatabase(path);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
  });

  it("keeps rate snapshots across reopening, migrating only once", async () => {
    const path = join(await tempDir(), "unitpilot.db");
    const first = openDatabase(path);
    rateSnapshots(first).save("fiat", { body: "<xml/>", fetchedAt: "2025-03-14T16:00:00.000Z" });
    first.close();
    const again = openDatabase(path);
    expect(again.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
    expect(rateSnapshots(again).load("fiat")).toEqual({
      body: "<xml/>",
      fetchedAt: "2025-03-14T16:00:00.000Z",
    });
    again.close();
  });

  it("holds one snapshot per source, the latest saved", () => {
    const snapshots = rateSnapshots(openDatabase(":memory:"));
    snapshots.save("crypto", { body: "1", fetchedAt: "2025-03-14T16:00:00.000Z" });
    snapshots.save("crypto", { body: "2", fetchedAt: "2025-03-14T16:05:00.000Z" });
    expect(snapshots.load("crypto")).toEqual({ body: "2", fetchedAt: "2025-03-14T16:05:00.000Z" });
    expect(snapshots.load("fiat")).toBeUndefined();
  });
});
