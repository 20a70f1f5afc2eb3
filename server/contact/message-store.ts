import { CLIENT_LIMIT_LOCK_SPACE } from "../storage/locks.ts";
import type { Sql } from "../storage/sql.ts";
import type { ContactMessage } from "./validate.ts";

type DeliveryStatus = "pending" | "sent";

/** A row of `contact_messages` (server/storage/migrations.ts); times are ISO 8601 in UTC. */
export interface StoredMessage extends ContactMessage {
  readonly id: number;
  readonly receivedAt: string;
  readonly status: DeliveryStatus;
  /** Delivery attempts begun, the one in progress included. */
  readonly attempts: number;
  readonly nextAttemptAt: string;
  readonly lastError: string | null;
  readonly sentAt: string | null;
  readonly messageId: string | null;
}

interface Row {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  received_at: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  message_id: string | null;
}

const fromRow = (row: Row): StoredMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  receivedAt: row.received_at,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  messageId: row.message_id,
});

export type MessageStore = ReturnType<typeof messageStore>;

const FORGET_CLIENTS = "DELETE FROM contact_rate_hits WHERE at <= $1";

/** The columns a message is read with (not the lease, which only the claim looks at). */
const COLUMNS = `id, name, email, subject, message, received_at, status, attempts, next_attempt_at,
  last_error, sent_at, message_id`;

/**
 * The `contact_messages` table and the rate limit's `contact_rate_hits`, on either engine. Every
 * write is committed when its promise resolves. Several servers may share the tables: the limit
 * is counted and the message stored under one lock per client, and a message is claimed by one
 * server at a time, with a lease that runs out if that server dies.
 */
export function messageStore(sql: Sql) {
  // SQLite has one writer at a time, and the claim's transaction holds the write lock; PostgreSQL
  // lets servers claim side by side, each skipping the rows another is claiming.
  const skipLocked = sql.engine === "postgres" ? " FOR UPDATE SKIP LOCKED" : "";

  return {
    /**
     * Stores a message unless `allow`, given the receive times of the client's messages since
     * `since`, says no. The count and the insert are one transaction holding the client's lock
     * (PostgreSQL: an advisory lock on the client; SQLite: the write lock), so concurrent requests
     * to any server cannot pass the limit together. Hits older than the window are deleted on the
     * way, so a client's address is kept no longer than the limit needs it. The row is committed
     * when this resolves with an id.
     */
    async storeIfAllowed<V extends { readonly ok: boolean }>(
      message: ContactMessage,
      client: string,
      receivedAt: string,
      since: string,
      allow: (recent: readonly string[]) => V,
    ): Promise<{ readonly verdict: V; readonly id?: number }> {
      return sql.transaction(async (tx) => {
        if (sql.engine === "postgres") {
          await tx.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [
            CLIENT_LIMIT_LOCK_SPACE,
            client,
          ]);
        }
        await tx.run(FORGET_CLIENTS, [since]);
        const recent = await tx.query<{ at: string }>(
          "SELECT at FROM contact_rate_hits WHERE client = $1 AND at > $2",
          [client, since],
        );
        const verdict = allow(recent.map((r) => r.at));
        if (!verdict.ok) return { verdict };
        await tx.run("INSERT INTO contact_rate_hits (client, at) VALUES ($1, $2)", [
          client,
          receivedAt,
        ]);
        const { name, email, subject, message: text } = message;
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO contact_messages (name, email, subject, message, received_at, next_attempt_at)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [name, email, subject, text, receivedAt, receivedAt],
        );
        return { verdict, id: Number(row?.id) };
      });
    },

    /** Deletes the rate limit's rows from `since` or before: addresses it no longer needs. */
    async forgetClientsBefore(since: string): Promise<void> {
      await sql.run(FORGET_CLIENTS, [since]);
    },

    /**
     * The oldest pending message due at `now` and not leased by a server, claimed for one delivery
     * attempt until `leaseUntil`: its attempt is counted before anything is sent. A server that
     * dies while sending leaves it pending, and once the lease has run out another server sends
     * it (at least once, never lost); while the lease holds, nobody else does (once).
     */
    async claimDue(now: string, leaseUntil: string): Promise<StoredMessage | undefined> {
      return sql.transaction(async (tx) => {
        const [row] = await tx.query<Row>(
          `UPDATE contact_messages SET attempts = attempts + 1, claimed_until = $2
           WHERE id = (
             SELECT id FROM contact_messages
             WHERE status = 'pending' AND next_attempt_at <= $1
               AND (claimed_until IS NULL OR claimed_until <= $1)
             ORDER BY id LIMIT 1${skipLocked}
           )
           RETURNING ${COLUMNS}`,
          [now, leaseUntil],
        );
        return row && fromRow(row);
      });
    },

    async markSent(id: number, sentAt: string, messageId: string): Promise<void> {
      await sql.run(
        `UPDATE contact_messages SET status = 'sent', sent_at = $1, message_id = $2,
           last_error = NULL, claimed_until = NULL
         WHERE id = $3`,
        [sentAt, messageId, id],
      );
    },

    /** Records a failed attempt, frees the claim and sets when the message is tried again. */
    async markFailed(id: number, error: string, nextAttemptAt: string): Promise<void> {
      await sql.run(
        `UPDATE contact_messages SET last_error = $1, next_attempt_at = $2, claimed_until = NULL
         WHERE id = $3 AND status = 'pending'`,
        [error, nextAttemptAt, id],
      );
    },

    /**
     * Makes every pending message that no live server holds due at `now` (at start-up: deliver
     * what a crash or a stop left, without waiting out its backoff). A SQLite file has one server,
     * the one starting, so any claim in it was left by a process that has died and is dropped;
     * on PostgreSQL another server may hold it alive, so it is left to run out.
     */
    async makeAllDue(now: string): Promise<void> {
      await sql.run(
        sql.engine === "sqlite"
          ? `UPDATE contact_messages SET next_attempt_at = $1, claimed_until = NULL
             WHERE status = 'pending' AND (next_attempt_at > $1 OR claimed_until IS NOT NULL)`
          : `UPDATE contact_messages SET next_attempt_at = $1
             WHERE status = 'pending' AND next_attempt_at > $1
               AND (claimed_until IS NULL OR claimed_until <= $1)`,
        [now],
      );
    },

    /**
     * When the earliest pending message can next be claimed (its retry time, or the end of the
     * lease a server holds on it); undefined when nothing is pending.
     */
    async nextAttemptAt(): Promise<string | undefined> {
      const [row] = await sql.query<{ at: string | null }>(
        `SELECT min(CASE WHEN claimed_until > next_attempt_at THEN claimed_until
                         ELSE next_attempt_at END) AS at
         FROM contact_messages WHERE status = 'pending'`,
      );
      return row?.at ?? undefined;
    },

    async list(): Promise<StoredMessage[]> {
      const rows = await sql.query<Row>(`SELECT ${COLUMNS} FROM contact_messages ORDER BY id`);
      return rows.map(fromRow);
    },
  };
}
