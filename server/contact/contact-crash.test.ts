import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../../tests/fakes/smtp.ts";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import { HARNESS, killHarnesses, startHarness } from "../../tests/support/harness-process.ts";
import { openStorage } from "../storage/open-storage.ts";
import type { Sql } from "../storage/sql.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  killHarnesses();
  await Promise.all(cleanups.map((f) => f()));
  await closeTestDatabases();
});

interface Row {
  subject: string;
  status: string;
  attempts: number;
}

/** Reads the table as another process would (SQLite's WAL lets it read beside the server). */
async function rowsOf(sql: Sql): Promise<Row[]> {
  return sql.query<Row>("SELECT subject, status, attempts FROM contact_messages ORDER BY id");
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 8_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(ENGINES)("a server on $engine killed with SIGKILL", ({ env }) => {
  it("loses no acknowledged message: after a restart with SMTP up, every one arrives", async () => {
    const smtp: TestSmtp = await startTestSmtp({ mode: "down" });
    cleanups.push(() => smtp.close());
    const database = await env();
    const reader = await openStorage(database);
    cleanups.push(() => reader.close());
    const config = {
      ...database,
      SMTP_URL: smtp.url,
      CONTACT_TO: "inbox@unitpilot.test",
      TRUST_PROXY: "1",
      OUTBOX_LEASE_MS: "1000",
    };

    // SMTP is down: four messages are acknowledged and each fails its first delivery attempt.
    const first = await startHarness(config);
    const acknowledged: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await first.post(`steady ${i}`, `198.51.100.${i}`);
      expect(response.status).toBe(200);
      acknowledged.push(`steady ${i}`);
    }
    await until(
      async () => (await rowsOf(reader)).every((r) => r.attempts >= 1),
      "every message had a failed attempt",
    );

    // Then a burst, and the process dies as soon as the first of it is acknowledged: any of
    // the others may or may not have been stored, but each one acknowledged must be.
    let killed: Promise<unknown> | undefined;
    const burst = Array.from({ length: 8 }, (_, i) => `burst ${i + 1}`);
    await Promise.allSettled(
      burst.map(async (subject, i) => {
        const response = await first.post(subject, `203.0.113.${i + 1}`);
        const body = (await response.json()) as { success: boolean };
        if (response.status === 200 && body.success) acknowledged.push(subject);
        killed ??= first.kill();
      }),
    );
    expect(await killed).toBe("SIGKILL");

    const stored = await rowsOf(reader);
    for (const subject of acknowledged) {
      expect(stored.find((r) => r.subject === subject)?.status).toBe("pending");
    }
    expect(smtp.received).toHaveLength(0);

    // Restarted with SMTP up: what was pending goes out at once, despite the retry times set.
    await smtp.setMode("up");
    const second = await startHarness(config);
    const mails = await smtp.waitFor(stored.length, 8_000);
    await until(
      async () => (await rowsOf(reader)).every((r) => r.status === "sent"),
      "every message was marked sent",
    );
    await second.kill();

    const subjects = mails.map((m) => m.headers.get("subject"));
    for (const subject of acknowledged) expect(subjects).toContain(`[Contact] ${subject}`);
    // Nothing was sent twice (SMTP was down until the restart) and nothing unknown was sent.
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects.sort()).toEqual(stored.map((r) => `[Contact] ${r.subject}`).sort());
    for (const mail of mails) {
      expect(mail.envelope.to).toEqual(["inbox@unitpilot.test"]);
      expect(mail.headers.get("reply-to")).toBe("Ada Lovelace <ada@example.com>");
    }
  });

  it("sends again a message whose delivery was under way when it died (at least once)", async () => {
    const smtp = await startTestSmtp({ mode: "hang" });
    cleanups.push(() => smtp.close());
    const database = await env();
    const reader = await openStorage(database);
    cleanups.push(() => reader.close());
    // A short claim, so that on PostgreSQL (where a claim may be a live server's) the restarted
    // server's wait for the dead one's claim to run out fits in the test.
    const config = {
      ...database,
      SMTP_URL: smtp.url,
      CONTACT_TO: "inbox@unitpilot.test",
      OUTBOX_LEASE_MS: "1000",
    };

    const first = await startHarness(config);
    expect((await first.post("in flight", "198.51.100.1")).status).toBe(200);
    // The SMTP server has the message's data but has not said "250 accepted".
    await until(() => smtp.hung === 1, "the message was being sent");
    expect(await first.kill()).toBe("SIGKILL");
    expect(await rowsOf(reader)).toEqual([
      { subject: "in flight", status: "pending", attempts: 1 },
    ]);

    await smtp.setMode("up");
    const second = await startHarness(config);
    const [mail] = await smtp.waitFor(1, 8_000);
    await until(
      async () => (await rowsOf(reader))[0]?.status === "sent",
      "the message was marked sent",
    );
    await second.kill();
    expect(mail?.headers.get("subject")).toBe("[Contact] in flight");
    expect(await rowsOf(reader)).toEqual([{ subject: "in flight", status: "sent", attempts: 2 }]);
  });
});

describe("a server whose database does not answer at start", () => {
  it("says which database, without its password, and exits with status 1", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", HARNESS], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "postgres://app:s3cret-pw@127.0.0.1:1/unitpilot" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    cleanups.push(async () => child.kill("SIGKILL"));
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toMatch(
      /cannot start: Could not open the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/unitpilot: .*ECONNREFUSED/,
    );
    expect(output).not.toContain("s3cret-pw");
    expect(output).not.toMatch(/listening/);
  });
});
