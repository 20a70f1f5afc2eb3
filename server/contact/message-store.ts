import type { Db } from "../db.ts";
import type { ContactMessage } from "./validate.ts";

export type DeliveryStatus = "pending" | "sent";

/** A row of `contact_messages` (server/db.ts); times are ISO 8601 in UTC. */
export interface StoredMessage extends ContactMessage {
  readonly id: number;
  readonly client: string;
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
  client: string;
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
  client: row.client,
  receivedAt: row.received_at,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  lastError: row.last_error,
  sentAt: row.sent_at,
  messageId: row.message_id,
});

export type MessageStore = ReturnType<typeof messageStore>;

/** The `contact_messages` table. Every write is one committed SQLite transaction. */
export function messageStore(db: Db) {
  const receivedSince = db.prepare<[string, string], { received_at: string }>(
    "SELECT received_at FROM contact_messages WHERE client = ? AND received_at > ?",
  );
  const insert = db.prepare<[string, string, string, string, string, string, string]>(
    `INSERT INTO contact_messages (name, email, subject, message, client, received_at, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const firstDue = db.prepare<[string], Row>(
    `SELECT * FROM contact_messages WHERE status = 'pending' AND next_attempt_at <= ?
     ORDER BY id LIMIT 1`,
  );
  const claim = db.prepare<[string, number, number]>(
    `UPDATE contact_messages SET attempts = attempts + 1, next_attempt_at = ?
     WHERE id = ? AND status = 'pending' AND attempts = ?`,
  );
  const sent = db.prepare<[string, string, number]>(
    `UPDATE contact_messages SET status = 'sent', sent_at = ?, message_id = ?, last_error = NULL
     WHERE id = ?`,
  );
  const failed = db.prepare<[string, string, number]>(
    "UPDATE contact_messages SET last_error = ?, next_attempt_at = ? WHERE id = ? AND status = 'pending'",
  );
  const dueNow = db.prepare<[string, string]>(
    "UPDATE contact_messages SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?",
  );
  const nextDue = db.prepare<[], { at: string | null }>(
    "SELECT min(next_attempt_at) AS at FROM contact_messages WHERE status = 'pending'",
  );
  const all = db.prepare<[], Row>("SELECT * FROM contact_messages ORDER BY id");

  return {
    /**
     * Stores a message unless `allow`, given the receive times of the client's messages since
     * `since`, says no; the count and the insert are one transaction, so concurrent requests
     * cannot pass the limit together. The row is committed when this returns an id.
     */
    storeIfAllowed<V extends { readonly ok: boolean }>(
      message: ContactMessage,
      client: string,
      receivedAt: string,
      since: string,
      allow: (recent: readonly string[]) => V,
    ): { readonly verdict: V; readonly id?: number } {
      return db
        .transaction(() => {
          const verdict = allow(receivedSince.all(client, since).map((r) => r.received_at));
          if (!verdict.ok) return { verdict };
          const { name, email, subject, message: text } = message;
          const result = insert.run(name, email, subject, text, client, receivedAt, receivedAt);
          return { verdict, id: Number(result.lastInsertRowid) };
        })
        .immediate();
    },

    /**
     * The oldest pending message due at `now`, claimed for one delivery attempt: its attempt is
     * counted and its next attempt set to `retryAt(attempts)` before anything is sent. A process
     * that dies while sending leaves it pending, so it is sent again (at least once, never lost).
     */
    claimDue(now: string, retryAt: (attempts: number) => string): StoredMessage | undefined {
      return db
        .transaction(() => {
          const row = firstDue.get(now);
          if (!row) return undefined;
          const next = retryAt(row.attempts + 1);
          if (claim.run(next, row.id, row.attempts).changes !== 1) return undefined;
          return fromRow({ ...row, attempts: row.attempts + 1, next_attempt_at: next });
        })
        .immediate();
    },

    markSent(id: number, sentAt: string, messageId: string): void {
      sent.run(sentAt, messageId, id);
    },

    markFailed(id: number, error: string, nextAttemptAt: string): void {
      failed.run(error, nextAttemptAt, id);
    },

    /** Makes every pending message due at `now` (at start-up: deliver what a crash left). */
    makeAllDue(now: string): void {
      dueNow.run(now, now);
    },

    /** When the earliest pending message is due; undefined when nothing is pending. */
    nextAttemptAt(): string | undefined {
      return nextDue.get()?.at ?? undefined;
    },

    list(): StoredMessage[] {
      return all.all().map(fromRow);
    },
  };
}
