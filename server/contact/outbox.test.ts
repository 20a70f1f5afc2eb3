import { afterEach, describe, expect, it } from "vitest";
import { REFUSED_DOMAIN, startTestSmtp, type TestSmtp } from "../../tests/fakes/smtp.ts";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import type { Sql } from "../storage/sql.ts";
import { openSqlite } from "../storage/sqlite.ts";
import { type MessageStore, messageStore } from "./message-store.ts";
import {
  BACKOFF_MS,
  composeMail,
  createOutbox,
  LEASE_MS,
  type MailConfig,
  type Mailer,
  mailConfigFromEnv,
  type OutgoingMail,
  POLL_MS,
  REJECTED_RETRY_MS,
  retryDelay,
  type SetTimer,
  smtpMailer,
} from "./outbox.ts";

const site = {
  name: "UnitPilot",
  url: "https://unitpilot.app",
  contactEmail: "hello@unitpilot.app",
};
const config: MailConfig = {
  to: "inbox@unitpilot.test",
  from: "UnitPilot <no-reply@unitpilot.app>",
  domain: "unitpilot.app",
};
const T0 = Date.parse("2025-03-14T16:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

async function storeOn(count = 1, at = T0, sql: Sql | Promise<Sql> = openSqlite(":memory:")) {
  const store = messageStore(await sql);
  for (let i = 1; i <= count; i++) {
    await store.storeIfAllowed(
      {
        name: `Ada ${i}`,
        email: `ada${i}@example.com`,
        subject: `Question ${i}`,
        message: `Hello ${i}\nSecond line`,
      },
      "203.0.113.5",
      iso(at + i),
      iso(at - 3_600_000),
      () => ({ ok: true }),
    );
  }
  return store;
}

/** Timers the test fires by hand, and a clock it moves. */
function manualTime(start = T0) {
  let now = start;
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const setTimer: SetTimer = (run, ms) => {
    const timer = { run, ms, cancelled: false };
    timers.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  return {
    now: () => now,
    setTimer,
    timers,
    /** Moves the clock to the pending timer's time and fires it. */
    fire() {
      const timer = timers.filter((t) => !t.cancelled).at(-1);
      if (!timer) throw new Error("no timer is set");
      timer.cancelled = true;
      now += timer.ms;
      timer.run();
      return timer.ms;
    },
  };
}

/** A mailer whose every send waits for the test to settle it. */
function heldMailer() {
  const calls: { mail: OutgoingMail; resolve: (id: string) => void; reject: (e: Error) => void }[] =
    [];
  let active = 0;
  let most = 0;
  const mailer: Mailer = {
    send: (mail) =>
      new Promise<string>((resolve, reject) => {
        active++;
        most = Math.max(most, active);
        const done =
          <T>(f: (v: T) => void) =>
          (v: T) => {
            active--;
            f(v);
          };
        calls.push({ mail, resolve: done(resolve), reject: done(reject) });
      }),
    close: () => {},
  };
  return { mailer, calls, mostAtOnce: () => most };
}

const failingMailer = (error = "connect ECONNREFUSED 127.0.0.1:2525"): Mailer => ({
  send: async () => {
    throw new Error(error);
  },
  close: () => {},
});

const row = async (store: MessageStore, id: number) =>
  (await store.list()).find((m) => m.id === id);

let smtp: TestSmtp | undefined;
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await closeTestDatabases();
});

describe.each(ENGINES)("the outbox on $engine", ({ engine, open, openShared }) => {
  const storeWith = (count = 1, at = T0) => storeOn(count, at, open());

  describe("with a real SMTP server", () => {
    it("delivers a stored message to CONTACT_TO from CONTACT_FROM, reply-to the sender", async () => {
      smtp = await startTestSmtp();
      const store = await storeWith(1);
      const mailer = smtpMailer(smtp.url);
      const outbox = createOutbox({ store, config, mailer });
      await outbox.start();
      const [mail] = await smtp.waitFor(1);
      await outbox.idle();
      await outbox.stop();

      expect(mail?.envelope).toEqual({
        from: "no-reply@unitpilot.app",
        to: ["inbox@unitpilot.test"],
      });
      expect(mail?.headers.get("from")).toBe("UnitPilot <no-reply@unitpilot.app>");
      expect(mail?.headers.get("to")).toBe("inbox@unitpilot.test");
      expect(mail?.headers.get("reply-to")).toBe("Ada 1 <ada1@example.com>");
      expect(mail?.headers.get("subject")).toBe("[Contact] Question 1");
      const messageId = `<contact-1.${T0 + 1}@unitpilot.app>`;
      expect(mail?.headers.get("message-id")).toBe(messageId);
      expect(mail?.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(mail?.body.replace(/\r\n/g, "\n")).toBe(
        [
          "Name: Ada 1",
          "E-mail: ada1@example.com",
          `Received: ${iso(T0 + 1)}`,
          "Subject: Question 1",
          "",
          "Hello 1",
          "Second line",
          "",
        ].join("\n"),
      );
      expect(await row(store, 1)).toMatchObject({
        status: "sent",
        attempts: 1,
        lastError: null,
        messageId,
      });
      expect(Date.parse((await row(store, 1))?.sentAt ?? "")).toBeGreaterThan(T0);
    });

    it("SMTP down, then up: the message arrives after a retry, the failure recorded", async () => {
      smtp = await startTestSmtp({ mode: "down" });
      const store = await storeWith(1);
      const lines: string[] = [];
      const outbox = createOutbox({
        store,
        config,
        mailer: smtpMailer(smtp.url),
        backoffMs: [200, 400],
        log: (line) => lines.push(line),
      });
      await outbox.start();
      await outbox.idle();
      expect(await row(store, 1)).toMatchObject({ status: "pending", attempts: 1 });
      expect((await row(store, 1))?.lastError).toMatch(/ECONNREFUSED/);
      expect(lines[0]).toMatch(
        /^contact: message 1, attempt 1: not sent \(.*ECONNREFUSED.*\); next/,
      );

      await smtp.setMode("up");
      const [mail] = await smtp.waitFor(1, 5_000);
      expect(mail?.headers.get("subject")).toBe("[Contact] Question 1");
      await outbox.idle();
      expect(await row(store, 1)).toMatchObject({ status: "sent", lastError: null });
      expect((await row(store, 1))?.attempts).toBeGreaterThanOrEqual(2);
      await outbox.stop();
    });

    it("encodes names and subjects outside ASCII and quotes names with specials", async () => {
      smtp = await startTestSmtp();
      const store = messageStore(await open());
      for (const [name, subject] of [
        ['Zoë "Z" Ångström', "Über 1 µm"],
        ['Ada, "the" <Countess>', "Plain"],
      ] as const) {
        await store.storeIfAllowed(
          { name, email: "zoe@example.se", subject, message: "Hej" },
          "203.0.113.5",
          iso(T0),
          iso(T0 - 1),
          () => ({ ok: true }),
        );
      }
      const outbox = createOutbox({ store, config, mailer: smtpMailer(smtp.url) });
      await outbox.start();
      const [first, second] = await smtp.waitFor(2);
      await outbox.stop();
      // No raw UTF-8, and no name that could be read as a second address, reaches a header.
      expect(first?.headers.get("reply-to")).toBe(
        "=?UTF-8?Q?Zo=C3=AB_=22Z=22_=C3=85ngstr=C3=B6m?= <zoe@example.se>",
      );
      expect(first?.headers.get("subject")).toBe("=?UTF-8?Q?=5BContact=5D_=C3=9Cber_1_=C2=B5m?=");
      expect(second?.headers.get("reply-to")).toBe('"Ada, \\"the\\" <Countess>" <zoe@example.se>');
    });
  });

  describe("its schedule", () => {
    it("records each failure and backs off 5 s, 15 s, 30 s, then once a minute", async () => {
      const time = manualTime();
      const store = await storeWith(1);
      const outbox = createOutbox({ store, config, mailer: failingMailer(), ...time });
      await outbox.start();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 7; attempt++) {
        await outbox.idle();
        const message = await row(store, 1);
        expect(message).toMatchObject({
          status: "pending",
          attempts: attempt,
          lastError: "connect ECONNREFUSED 127.0.0.1:2525",
          nextAttemptAt: iso(time.now() + retryDelay(attempt)),
        });
        waits.push(time.fire());
      }
      expect(waits).toEqual([5_000, 15_000, 30_000, 60_000, 60_000, 60_000, 60_000]);
      expect(BACKOFF_MS).toEqual([5_000, 15_000, 30_000, 60_000]);
      await outbox.stop();
    });

    it("sends one message at a time, oldest first, and picks up one stored meanwhile", async () => {
      const store = await storeWith(2);
      const held = heldMailer();
      const outbox = createOutbox({ store, config, mailer: held.mailer });
      await outbox.start();
      outbox.wake();
      outbox.wake();
      await vitestWait(() => held.calls.length === 1);
      expect(held.calls[0]?.mail.subject).toBe("[Contact] Question 1");
      // A third message arrives while the first is being sent.
      await store.storeIfAllowed(
        { name: "Eve", email: "eve@example.com", subject: "Question 3", message: "Hi" },
        "198.51.100.7",
        iso(T0 + 10),
        iso(T0 - 1),
        () => ({ ok: true }),
      );
      outbox.wake();
      for (let i = 0; i < 3; i++) {
        await vitestWait(() => held.calls.length > i);
        held.calls[i]?.resolve(`<id-${i}@test>`);
      }
      await outbox.idle();
      expect(held.calls.map((c) => c.mail.subject)).toEqual([
        "[Contact] Question 1",
        "[Contact] Question 2",
        "[Contact] Question 3",
      ]);
      expect(held.mostAtOnce()).toBe(1);
      expect((await store.list()).map((m) => [m.status, m.messageId])).toEqual([
        ["sent", "<id-0@test>"],
        ["sent", "<id-1@test>"],
        ["sent", "<id-2@test>"],
      ]);
      await outbox.stop();
    });

    it("a failing message does not hold back the ones after it", async () => {
      const store = await storeWith(2);
      const held = heldMailer();
      const outbox = createOutbox({ store, config, mailer: held.mailer });
      await outbox.start();
      await vitestWait(() => held.calls.length === 1);
      held.calls[0]?.reject(new Error("550 mailbox unavailable"));
      await vitestWait(() => held.calls.length === 2);
      held.calls[1]?.resolve("<two@test>");
      await outbox.idle();
      expect((await store.list()).map((m) => [m.status, m.lastError])).toEqual([
        ["pending", "550 mailbox unavailable"],
        ["sent", null],
      ]);
      await outbox.stop();
    });

    it("sends again a message whose sender died while sending (at least once), at start ignoring retry times", async () => {
      const time = manualTime();
      const store = await storeWith(2);
      const held = heldMailer();
      const first = createOutbox({ store, config, mailer: held.mailer, ...time });
      await first.start();
      await vitestWait(() => held.calls.length === 1);
      // The process dies here: message 1 was claimed and handed to SMTP, never marked sent.
      expect(await row(store, 1)).toMatchObject({ status: "pending", attempts: 1 });

      const delivered: string[] = [];
      const second = createOutbox({
        store,
        config,
        now: time.now,
        setTimer: time.setTimer,
        mailer: {
          send: async (mail) => {
            delivered.push(mail.subject);
            return mail.messageId;
          },
          close: () => {},
        },
      });
      await second.start();
      await second.idle();
      if (engine === "sqlite") {
        // One server per SQLite file: the one starting knows any claim in it is a dead server's.
        expect(delivered).toEqual(["[Contact] Question 1", "[Contact] Question 2"]);
      } else {
        // Another server may be alive and sending it: its claim is left to run out first.
        expect(delivered).toEqual(["[Contact] Question 2"]);
        time.fire();
        await second.idle();
        expect(delivered).toHaveLength(1);
        // Once the claim has run out, the message is this server's to send.
        time.fire();
        await second.idle();
        expect(time.now()).toBe(T0 + LEASE_MS);
        expect(delivered).toEqual(["[Contact] Question 2", "[Contact] Question 1"]);
        expect(await row(store, 1)).toMatchObject({ status: "sent", attempts: 2 });
      }
      await second.stop();
    });

    it("e-mails each message once when several servers drain the outbox at the same time", async () => {
      const servers = await openShared(3);
      const [first] = servers;
      if (!first) throw new Error("no server");
      await storeOn(12, T0, first);
      const sent: string[] = [];
      const mailer: Mailer = {
        send: async (mail) => {
          sent.push(mail.subject);
          await new Promise((r) => setTimeout(r, 5));
          return mail.messageId;
        },
        close: () => {},
      };
      const outboxes = servers.map((sql) =>
        createOutbox({ store: messageStore(sql), config, mailer }),
      );
      await Promise.all(outboxes.map((outbox) => outbox.start()));
      await Promise.all(outboxes.map((outbox) => outbox.idle()));
      const store = messageStore(first);
      expect((await store.list()).map((m) => [m.status, m.attempts])).toEqual(
        Array.from({ length: 12 }, () => ["sent", 1]),
      );
      expect([...sent].sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `[Contact] Question ${i + 1}`).sort(),
      );
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
    });

    it("keeps a message the mail server refused, its error recorded, and tries it hourly", async () => {
      smtp = await startTestSmtp();
      const time = manualTime();
      const store = await storeWith(1);
      const outbox = createOutbox({
        store,
        config: { ...config, to: `nobody@${REFUSED_DOMAIN}` },
        mailer: smtpMailer(smtp.url),
        ...time,
      });
      await outbox.start();
      await outbox.idle();
      const message = await row(store, 1);
      expect(message).toMatchObject({ status: "pending", attempts: 1 });
      expect(message?.lastError).toMatch(/recipients were rejected: 550 5\.1\.1 No such mailbox/);
      expect(message?.nextAttemptAt).toBe(iso(time.now() + REJECTED_RETRY_MS));
      await outbox.stop();
    });

    it("without SMTP, does nothing: messages stay pending and it says why once", async () => {
      const time = manualTime();
      const store = await storeWith(1);
      const lines: string[] = [];
      const outbox = createOutbox({
        store,
        config,
        mailer: undefined,
        ...time,
        log: (l) => lines.push(l),
      });
      await outbox.start();
      outbox.wake();
      await outbox.idle();
      expect(time.timers).toHaveLength(0);
      expect(await row(store, 1)).toMatchObject({
        status: "pending",
        attempts: 0,
        lastError: null,
      });
      expect(lines).toEqual([
        "contact: SMTP_URL is not set; messages are stored, not e-mailed (npm run messages)",
      ]);
      await outbox.stop();
    });

    it("once stopped, waits for the send in progress and begins no other", async () => {
      const time = manualTime();
      const store = await storeWith(2);
      const held = heldMailer();
      let closed = false;
      const outbox = createOutbox({
        store,
        config,
        mailer: { ...held.mailer, close: () => (closed = true) },
        ...time,
      });
      await outbox.start();
      await vitestWait(() => held.calls.length === 1);
      let stopped = false;
      const stopping = outbox.stop().then(() => (stopped = true));
      await Promise.resolve();
      expect(stopped).toBe(false);
      held.calls[0]?.resolve("<one@test>");
      await stopping;
      expect(closed).toBe(true);
      outbox.wake();
      expect(held.calls).toHaveLength(1);
      expect((await store.list()).map((m) => m.status)).toEqual(["sent", "pending"]);
      expect(time.timers.filter((t) => !t.cancelled)).toHaveLength(0);
    });

    it("sleeps until the earliest retry and no longer than a minute (other servers store too)", async () => {
      const time = manualTime();
      const store = await storeWith(1);
      const outbox = createOutbox({
        store,
        config,
        mailer: failingMailer(),
        backoffMs: [86_400_000],
        ...time,
      });
      await outbox.start();
      await outbox.idle();
      expect(time.timers.at(-1)?.ms).toBe(POLL_MS);
      expect(POLL_MS).toBe(60_000);
      await outbox.stop();
    });
  });
});

describe("composeMail and the configuration", () => {
  it("reads SMTP_URL, CONTACT_TO and CONTACT_FROM, with defaults from the site", () => {
    expect(mailConfigFromEnv({}, site)).toEqual({
      smtpUrl: undefined,
      to: "hello@unitpilot.app",
      from: "UnitPilot <no-reply@unitpilot.app>",
      domain: "unitpilot.app",
    });
    expect(
      mailConfigFromEnv(
        {
          SMTP_URL: "smtps://user:pass@mail.example.net:465",
          CONTACT_TO: "team@example.net",
          CONTACT_FROM: '"Site" <web@example.net>',
        },
        { ...site, url: "http://localhost:3000" },
      ),
    ).toEqual({
      smtpUrl: "smtps://user:pass@mail.example.net:465",
      to: "team@example.net",
      from: '"Site" <web@example.net>',
      domain: "example.net",
    });
    expect(mailConfigFromEnv({}, { ...site, url: "http://localhost:3000" }).from).toBe(
      "UnitPilot <no-reply@localhost>",
    );
  });

  it("refuses to start with an SMTP_URL that is not an smtp:// or smtps:// URL", () => {
    for (const SMTP_URL of ["mail.example.net", "http://mail.example.net", "smtp//x"]) {
      expect(() => mailConfigFromEnv({ SMTP_URL }, site)).toThrow(/SMTP_URL must be/);
    }
  });

  it("gives every attempt at one message the same Message-ID", async () => {
    const store = await storeOn(1);
    const [message] = await store.list();
    if (!message) throw new Error("no message");
    expect(composeMail(message, config).messageId).toBe(
      composeMail({ ...message, attempts: 5 }, config).messageId,
    );
  });

  it("retryDelay follows the schedule and repeats its last step, at most a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => retryDelay(n))).toEqual([
      5_000, 15_000, 30_000, 60_000, 60_000, 60_000, 60_000,
    ]);
    expect(retryDelay(0)).toBe(5_000);
  });
});

/** Waits (briefly) for a condition that async work will make true. */
async function vitestWait(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  if (!condition()) throw new Error("condition not met");
}
