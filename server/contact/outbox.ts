import { createTransport } from "nodemailer";
import type { SiteConfig } from "../../site.config.ts";
import type { MessageStore, StoredMessage } from "./message-store.ts";

/**
 * Wait after the 1st, 2nd, ... failed attempt; the last step repeats for ever. At most a minute
 * (issue 16): once the mail server is back, what queued while it was down leaves within a minute.
 */
export const BACKOFF_MS: readonly number[] = [5_000, 15_000, 30_000, 60_000];

/**
 * The longest the worker sleeps, whatever the next attempt time says: other servers store
 * messages too, and a server that dies leaves its claims to run out, so each server looks at the
 * shared outbox at least this often.
 */
export const POLL_MS = 60_000;

/**
 * How long a claimed message is held by the server sending it: past the SMTP transport's own
 * timeouts (connection, greeting and socket: 50 s in all), so no other server takes a message
 * that is still being sent; short enough that a killed server's claims are delivered soon.
 */
export const LEASE_MS = 120_000;

/**
 * The wait after the mail server refused a message outright (an SMTP 5xx reply: bad recipient,
 * policy). Trying again cannot help until someone changes the configuration, so it is not retried
 * every minute like a server that does not answer; it stays pending, its error recorded for
 * `npm run messages`, and is tried again hourly in case the cause was fixed.
 */
export const REJECTED_RETRY_MS = 3_600_000;

/** Whether an SMTP error is the server's refusal (5xx), not a failure to reach it. */
function isRejection(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
const MAX_ERROR_CHARS = 500;

/** The wait before the next attempt of a message whose `attempts`-th attempt failed. */
export function retryDelay(attempts: number, schedule: readonly number[] = BACKOFF_MS): number {
  const step = Math.min(Math.max(attempts, 1), schedule.length) - 1;
  return schedule[step] ?? POLL_MS;
}

/** Where contact messages go (README, "Configuration"). */
export interface MailConfig {
  /** smtp:// or smtps:// URL of the server that takes our mail; undefined: store only. */
  readonly smtpUrl?: string;
  readonly to: string;
  readonly from: string;
  /** The right-hand side of the Message-IDs we write: the sending domain. */
  readonly domain: string;
}

/** SMTP_URL, CONTACT_TO and CONTACT_FROM, with defaults from the site's identity. */
export function mailConfigFromEnv(
  env: Record<string, string | undefined>,
  site: Pick<SiteConfig, "name" | "url" | "contactEmail">,
): MailConfig {
  const host = new URL(site.url).hostname;
  const smtpUrl = env.SMTP_URL || undefined;
  // A typo here would silently keep every message undelivered: refuse to start instead.
  if (smtpUrl && !/^smtps?:$/.test(safeProtocol(smtpUrl))) {
    throw new Error("SMTP_URL must be an smtp:// or smtps:// URL, like smtp://user:pass@host:587.");
  }
  // The site's name as a display name, without the characters that would need quoting.
  const name = site.name.replace(/[^\p{L}\p{N} .'-]/gu, "").trim();
  const from = env.CONTACT_FROM || (name ? `${name} <no-reply@${host}>` : `no-reply@${host}`);
  const domain = /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? host;
  return { smtpUrl, to: env.CONTACT_TO || site.contactEmail, from, domain };
}

const safeProtocol = (url: string) => {
  try {
    return new URL(url).protocol;
  } catch {
    return "";
  }
};

/** One e-mail, in nodemailer's terms. */
export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly replyTo: { readonly name: string; readonly address: string };
  readonly subject: string;
  readonly text: string;
  readonly messageId: string;
}

/**
 * The e-mail for a stored message: to us, from our own address (a sender's domain would fail
 * SPF/DMARC), answerable to the sender by Reply-To. The Message-ID is the same at every attempt,
 * so a copy sent twice (a crash between the SMTP server's "250" and our "sent") can be told apart.
 */
export function composeMail(message: StoredMessage, config: MailConfig): OutgoingMail {
  return {
    from: config.from,
    to: config.to,
    replyTo: { name: message.name, address: message.email },
    subject: `[Contact] ${message.subject}`,
    text: [
      `Name: ${message.name}`,
      `E-mail: ${message.email}`,
      `Received: ${message.receivedAt}`,
      `Subject: ${message.subject}`,
      "",
      message.message,
      "",
    ].join("\n"),
    messageId: `<contact-${message.id}.${Date.parse(message.receivedAt)}@${config.domain}>`,
  };
}

export interface Mailer {
  /** Resolves with the Message-ID once the server has accepted the message; rejects otherwise. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

/** A nodemailer SMTP transport, one connection per message, with timeouts that free the worker. */
export function smtpMailer(url: string): Mailer {
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ ...mail, replyTo: { ...mail.replyTo } });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}

export type SetTimer = (run: () => void, ms: number) => () => void;

const realTimer: SetTimer = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export interface OutboxOptions {
  readonly store: MessageStore;
  readonly config: MailConfig;
  /** Undefined when no SMTP server is configured: messages then stay pending. */
  readonly mailer: Mailer | undefined;
  readonly now?: () => number;
  readonly setTimer?: SetTimer;
  readonly backoffMs?: readonly number[];
  /** How long a claim holds a message (LEASE_MS; shorter in tests of a killed server). */
  readonly leaseMs?: number;
  readonly log?: (line: string) => void;
}

export interface Outbox {
  /** Delivers what is pending, whatever its retry time: what a crash or a stop left behind. */
  start(): Promise<void>;
  /** A message was stored: deliver it now (or right after the delivery in progress). */
  wake(): void;
  /** No new attempt begins; resolves when the one in progress has ended. */
  stop(): Promise<void>;
  /** Resolves when no delivery is in progress (tests). */
  idle(): Promise<void>;
}

/**
 * The worker that e-mails stored messages, oldest first, one at a time per server. A message is
 * claimed (attempt counted, leased to this server) before it is sent and marked sent after the
 * SMTP server has accepted it, so a crash in between sends it again once the lease has run out:
 * at least once, never lost; while the lease holds, no other server sends it. A round that the
 * database fails is logged and tried again at the next poll.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { store, config, mailer, now = Date.now, setTimer = realTimer, log = () => {} } = options;
  const backoff = options.backoffMs ?? BACKOFF_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let cancelTimer: (() => void) | undefined;

  async function deliverDue(send: Mailer["send"]): Promise<void> {
    while (!stopped) {
      const message = await store.claimDue(iso(now()), iso(now() + leaseMs));
      if (!message) return;
      const attempt = `message ${message.id}, attempt ${message.attempts}`;
      let messageId: string;
      try {
        messageId = await send(composeMail(message, config));
      } catch (error) {
        const reason = errorText(error);
        const wait = isRejection(error) ? REJECTED_RETRY_MS : retryDelay(message.attempts, backoff);
        const retryAt = iso(now() + wait);
        await store.markFailed(message.id, reason, retryAt);
        log(`contact: ${attempt}: not sent (${reason}); next attempt at ${retryAt}`);
        continue;
      }
      // If the database fails here, the round ends with the message still claimed: it is sent
      // again once the claim has run out (at least once, as after a crash).
      await store.markSent(message.id, iso(now()), messageId);
      log(`contact: ${attempt}: sent`);
    }
  }

  function run(): void {
    if (stopped || !mailer) return;
    if (running) {
      again = true;
      return;
    }
    cancelTimer?.();
    cancelTimer = undefined;
    running = (async () => {
      do {
        again = false;
        await deliverDue(mailer.send);
      } while (again && !stopped);
    })()
      .catch((error: unknown) => log(`contact: the outbox stopped a round: ${errorText(error)}`))
      .then(schedule)
      .finally(() => {
        running = undefined;
        // A message stored while the round was ending is not left for the next poll.
        if (again) run();
      });
  }

  /** Sleeps until the next message is due, or at most POLL_MS (also when the database failed). */
  async function schedule(): Promise<void> {
    if (stopped) return;
    let wait = POLL_MS;
    try {
      const next = await store.nextAttemptAt();
      if (next !== undefined) wait = Math.min(Math.max(0, Date.parse(next) - now()), POLL_MS);
    } catch (error) {
      log(`contact: the outbox could not read the database: ${errorText(error)}`);
    }
    if (stopped) return;
    cancelTimer?.();
    cancelTimer = setTimer(run, wait);
  }

  let stopping: Promise<void> | undefined;
  return {
    async start() {
      if (!mailer) {
        log("contact: SMTP_URL is not set; messages are stored, not e-mailed (npm run messages)");
        return;
      }
      try {
        await store.makeAllDue(iso(now()));
      } catch (error) {
        log(`contact: the outbox could not read the database: ${errorText(error)}`);
      }
      run();
    },
    wake: run,
    stop() {
      stopping ??= (async () => {
        stopped = true;
        cancelTimer?.();
        await running;
        mailer?.close();
      })();
      return stopping;
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, MAX_ERROR_CHARS) || "unknown error";
}
