import { describe, expect, it } from "vitest";
import { formatMessage, formatMessages } from "./list-messages.ts";
import type { StoredMessage } from "./message-store.ts";

const base: StoredMessage = {
  id: 1,
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A question",
  message: "How many furlongs\nare in a mile?",
  receivedAt: "2025-03-14T16:00:05.123Z",
  status: "pending",
  attempts: 0,
  nextAttemptAt: "2025-03-14T16:00:05.123Z",
  lastError: null,
  sentAt: null,
  messageId: null,
};
const now = Date.parse("2025-03-14T17:00:00.000Z");

describe("npm run messages", () => {
  it("lists every message with its delivery state, and counts them", () => {
    const text = formatMessages(
      [
        { ...base, status: "sent", attempts: 1, sentAt: "2025-03-14T16:00:06.000Z" },
        {
          ...base,
          id: 2,
          subject: "S".repeat(60),
          attempts: 3,
          nextAttemptAt: "2025-03-14T17:02:00.000Z",
          lastError: "connect ECONNREFUSED 127.0.0.1:25",
        },
        { ...base, id: 3 },
      ],
      now,
    );
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^id\s+received\s+from\s+subject\s+status\s+attempts\s+last error$/);
    expect(lines[2]).toMatch(
      /^1\s+2025-03-14 16:00:05Z\s+Ada Lovelace <ada@example\.com>\s+A question\s+sent 2025-03-14 16:00:06Z\s+1$/,
    );
    expect(lines[3]).toContain(`${"S".repeat(39)}…`);
    expect(lines[3]).toMatch(
      /pending, retry 17:02:00Z\s+3\s+connect ECONNREFUSED 127\.0\.0\.1:25$/,
    );
    expect(lines[4]).toMatch(/\spending\s+0$/);
    expect(text.endsWith("3 messages: 1 sent, 2 pending.\n")).toBe(true);
  });

  it("says so when nothing is stored", () => {
    expect(formatMessages([], now)).toBe("No contact messages are stored.\n");
  });

  it("prints one message in full", () => {
    expect(formatMessage({ ...base, attempts: 2, lastError: "timeout" })).toBe(
      [
        "Message 1, received 2025-03-14T16:00:05.123Z",
        "Status: pending, 2 attempts, last error: timeout",
        "From: Ada Lovelace <ada@example.com>",
        "Subject: A question",
        "",
        "How many furlongs",
        "are in a mile?",
        "",
      ].join("\n"),
    );
  });
});
