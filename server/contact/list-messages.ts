import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openStorage } from "../storage/open-storage.ts";
import { messageStore, type StoredMessage } from "./message-store.ts";

const COLUMNS = ["id", "received", "from", "subject", "status", "attempts", "last error"] as const;
const WIDTHS = [5, 20, 40, 40, 28, 8, 60];

/** "2025-03-14T16:00:05.123Z" → "2025-03-14 16:00:05Z". */
const short = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}Z`;

const clip = (text: string, width: number) =>
  [...text].length > width ? `${[...text].slice(0, width - 1).join("")}…` : text;

function statusOf(message: StoredMessage, now: number): string {
  if (message.status === "sent") return `sent ${short(message.sentAt ?? "")}`;
  if (message.attempts === 0) return "pending";
  const next = Date.parse(message.nextAttemptAt);
  return next > now ? `pending, retry ${short(message.nextAttemptAt).slice(11)}` : "pending, due";
}

/** The stored messages as a text table, oldest first, with a count by status at the end. */
export function formatMessages(messages: readonly StoredMessage[], now = Date.now()): string {
  if (messages.length === 0) return "No contact messages are stored.\n";
  const rows = messages.map((m) => [
    String(m.id),
    short(m.receivedAt),
    `${m.name} <${m.email}>`,
    m.subject,
    statusOf(m, now),
    String(m.attempts),
    m.lastError ?? "",
  ]);
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => clip(cell, WIDTHS[i] ?? 20).padEnd(WIDTHS[i] ?? 20))
      .join("  ")
      .trimEnd();
  const pending = messages.filter((m) => m.status === "pending").length;
  return [
    line(COLUMNS),
    line(WIDTHS.map((w) => "-".repeat(w))),
    ...rows.map(line),
    "",
    `${messages.length} ${messages.length === 1 ? "message" : "messages"}: ${
      messages.length - pending
    } sent, ${pending} pending.`,
    "",
  ].join("\n");
}

/** One message in full, as it would be e-mailed. */
export function formatMessage(m: StoredMessage): string {
  return [
    `Message ${m.id}, received ${m.receivedAt}`,
    `Status: ${m.status}${m.sentAt ? ` at ${m.sentAt}` : ""}, ${m.attempts} ${m.attempts === 1 ? "attempt" : "attempts"}${
      m.messageId ? `, Message-ID ${m.messageId}` : ""
    }${m.lastError ? `, last error: ${m.lastError}` : ""}`,
    `From: ${m.name} <${m.email}>`,
    `Subject: ${m.subject}`,
    "",
    m.message,
    "",
  ].join("\n");
}

// `npm run messages` lists them all; `npm run messages -- 12` prints message 12 in full.
// Reads DATABASE_URL or DATABASE_PATH like the server does.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.env.DATABASE_PATH || "data/unitpilot.db";
  if (!process.env.DATABASE_URL && !existsSync(path)) {
    console.error(`No database at ${path} (set DATABASE_PATH or DATABASE_URL to the server's).`);
    process.exit(1);
  }
  let messages: StoredMessage[];
  try {
    const sql = await openStorage(process.env);
    messages = await messageStore(sql).list();
    await sql.close();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const wanted = process.argv[2];
  if (wanted === undefined) {
    process.stdout.write(formatMessages(messages));
  } else {
    const message = messages.find((m) => String(m.id) === wanted);
    if (!message) {
      console.error(`No message ${wanted}.`);
      process.exit(1);
    }
    process.stdout.write(formatMessage(message));
  }
}
