import type { Sql } from "../storage/sql.ts";
import type { SnapshotStore, StoredSnapshot } from "./rate-source.ts";

/**
 * The `rate_snapshots` and `rate_fetches` tables: each source's last good answer, and who may ask
 * upstream next. The same statements on both engines: the claim is one conditional upsert, which
 * both make atomic, so of several servers past the TTL at once exactly one gets it.
 */
export function rateStore(sql: Sql): SnapshotStore {
  return {
    async load(source) {
      const [row] = await sql.query<{ body: string; fetched_at: string }>(
        "SELECT body, fetched_at FROM rate_snapshots WHERE source = $1",
        [source],
      );
      return row && { body: row.body, fetchedAt: row.fetched_at };
    },

    async claimFetch(source, { now, triedBefore, leaseUntil }) {
      const changed = await sql.run(
        `INSERT INTO rate_fetches (source, attempted_at, lease_until) VALUES ($1, NULL, $3)
         ON CONFLICT (source) DO UPDATE SET lease_until = excluded.lease_until
         WHERE (rate_fetches.lease_until IS NULL OR rate_fetches.lease_until <= $2)
           AND (rate_fetches.attempted_at IS NULL OR rate_fetches.attempted_at <= $4)`,
        [source, now, leaseUntil, triedBefore],
      );
      return changed === 1;
    },

    async fetchInProgress(source, now) {
      const [row] = await sql.query<{ busy: number }>(
        "SELECT 1 AS busy FROM rate_fetches WHERE source = $1 AND lease_until > $2",
        [source, now],
      );
      return row !== undefined;
    },

    async finishFetch(source, attemptedAt, snapshot?: StoredSnapshot) {
      await sql.transaction(async (tx) => {
        if (snapshot) {
          await tx.run(
            `INSERT INTO rate_snapshots (source, body, fetched_at) VALUES ($1, $2, $3)
             ON CONFLICT (source) DO UPDATE SET body = excluded.body, fetched_at = excluded.fetched_at`,
            [source, snapshot.body, snapshot.fetchedAt],
          );
        }
        await tx.run(
          `INSERT INTO rate_fetches (source, attempted_at, lease_until) VALUES ($1, $2, NULL)
           ON CONFLICT (source) DO UPDATE SET attempted_at = excluded.attempted_at, lease_until = NULL`,
          [source, attemptedAt],
        );
      });
    },
  };
}
