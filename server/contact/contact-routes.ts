import type { IncomingMessage } from "node:http";
import { Hono } from "hono";
import { languageOfHeader } from "../../site/accept-language.ts";
import { sayIn } from "../../site/i18n/messages/say.ts";
import type { SiteConfig } from "../../site.config.ts";
import { notSupported } from "../error-answers.ts";
import { isJsonContentType, readBody } from "../read-body.ts";
import type { Sql } from "../storage/sql.ts";
import { type MessageStore, messageStore } from "./message-store.ts";
import { createOutbox, mailConfigFromEnv, type Outbox, smtpMailer } from "./outbox.ts";
import {
  checkRateLimit,
  clientAddress,
  RATE_WINDOW_MS,
  type RateVerdict,
  trustProxyFromEnv,
} from "./rate-limit.ts";
import { validateContact } from "./validate.ts";

const CONTACT_PATH = "/api/send-contact-email";
export const MAX_CONTACT_BODY_BYTES = 64 * 1024;

const NO_STORE = { "Cache-Control": "no-store" };
const FORGET_EVERY_MS = 60_000;

/** What the route hands the core: the body (undefined when over the limit) and where it came from. */
interface ContactRequest {
  readonly body: string | undefined;
  readonly contentType?: string | undefined;
  readonly remoteAddress?: string | undefined;
  readonly forwardedFor?: string | undefined;
  /** The request's Accept-Language: the form sends its page's language, and is answered in it. */
  readonly acceptLanguage?: string | undefined;
}

/** docs/spec/site.md §3.5: `success`, and `error` when it is false. */
interface ContactReply {
  readonly status: 200 | 400 | 413 | 415 | 429 | 503;
  readonly body: { readonly success: boolean; readonly error?: string };
  readonly retryAfterSeconds?: number;
}

export type ContactReplier = (request: ContactRequest) => Promise<ContactReply>;

export interface ContactReplierOptions {
  readonly store: MessageStore;
  /** Called once a message is committed (the outbox's wake). */
  readonly onStored?: () => void;
  /** Reverse proxies in front of the server (TRUST_PROXY); 0: use the TCP peer. */
  readonly trustProxy?: number;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
}

const fail = (status: ContactReply["status"], error: string): ContactReply => ({
  status,
  body: { success: false, error },
});

/**
 * `POST /api/send-contact-email` (docs/spec/site.md §7, docs/spec/decisions.md "Contact form").
 * `success: true` is answered only after the message is committed to the database; delivery is the
 * outbox's business. When the database cannot take it, the answer is 503: never a success for a
 * message that was not stored.
 */
export function contactReplier(options: ContactReplierOptions): ContactReplier {
  const { store, onStored, trustProxy = 0, now = Date.now, log = () => {} } = options;
  return async (request) => {
    const say = sayIn(languageOfHeader(request.acceptLanguage));
    if (request.body === undefined) {
      return fail(413, say("contact.too-large", { kb: String(MAX_CONTACT_BODY_BYTES / 1024) }));
    }
    if (!isJsonContentType(request.contentType)) return fail(415, say("contact.not-json"));
    let parsed: unknown;
    try {
      parsed = JSON.parse(request.body);
    } catch {
      return fail(400, say("contact.bad-json"));
    }
    const checked = validateContact(parsed, say);
    if (checked.kind === "invalid") return fail(400, checked.error);
    if (checked.kind === "honeypot") {
      // A bot filled the hidden field: it is told "sent" so that it does not try another way,
      // and nothing is stored, sent or counted against the address.
      log("contact: a message with the hidden field filled in was dropped");
      return { status: 200, body: { success: true } };
    }

    const client = clientAddress({ ...request, trustProxy });
    const at = now();
    let stored: { readonly verdict: RateVerdict };
    try {
      stored = await store.storeIfAllowed(
        checked.message,
        client,
        new Date(at).toISOString(),
        new Date(at - RATE_WINDOW_MS).toISOString(),
        (recent) => checkRateLimit(recent.map(Date.parse), at, say),
      );
    } catch (error) {
      console.error(`contact: a message could not be stored: ${(error as Error).message}`);
      return {
        ...fail(503, say("contact.not-saved")),
        retryAfterSeconds: 60,
      };
    }
    if (!stored.verdict.ok) {
      const { error, retryAfterSeconds } = stored.verdict;
      return { ...fail(429, error), retryAfterSeconds };
    }
    try {
      onStored?.();
    } catch (error) {
      // Stored is stored: the outbox picks the message up at its next round or start.
      console.error(error);
    }
    return { status: 200, body: { success: true } };
  };
}

/** The contact route in Hono (mounted at /api, ahead of the public API's catch-all). */
export function contactRoutes(reply: ContactReplier): Hono {
  const api = new Hono();
  const local = CONTACT_PATH.slice("/api".length);
  api.post(local, async (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    let body: string | undefined;
    try {
      body = await readBody(c, MAX_CONTACT_BODY_BYTES);
    } catch {
      const say = sayIn(languageOfHeader(c.req.header("accept-language")));
      return c.json(fail(400, say("contact.unreadable")).body, 400, NO_STORE);
    }
    const answer = await reply({
      body,
      contentType: c.req.header("content-type"),
      remoteAddress: incoming?.socket.remoteAddress,
      forwardedFor: c.req.header("x-forwarded-for"),
      acceptLanguage: c.req.header("accept-language"),
    });
    const headers: Record<string, string> = { ...NO_STORE };
    if (answer.retryAfterSeconds !== undefined) {
      headers["Retry-After"] = String(answer.retryAfterSeconds);
    }
    return c.json(answer.body, answer.status, headers);
  });
  api.all(local, (c) =>
    c.json({ success: false, error: notSupported(c.req.method, "POST") }, 405, {
      ...NO_STORE,
      Allow: "POST",
    }),
  );
  return api;
}

/**
 * The contact part of the server from its configuration (README): the store, the outbox (not
 * started) and the replier that wakes it. Shared by main.ts and the crash test's harness.
 */
export function openContact(
  sql: Sql,
  env: Record<string, string | undefined>,
  site: Pick<SiteConfig, "name" | "url" | "contactEmail">,
  log?: (line: string) => void,
  outboxOptions: { readonly leaseMs?: number | undefined } = {},
): { readonly reply: ContactReplier; readonly outbox: Outbox } {
  const store = messageStore(sql);
  const config = mailConfigFromEnv(env, site);
  const outbox = createOutbox({
    store,
    config,
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl) : undefined,
    log,
    ...(outboxOptions.leaseMs ? { leaseMs: outboxOptions.leaseMs } : {}),
  });
  const reply = contactReplier({
    store,
    onStored: outbox.wake,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    log,
  });
  // Each message deletes what is out of the window, but between messages the addresses must go
  // too: the privacy page says an address is kept no longer than the limit needs it.
  const forget = setInterval(() => {
    store
      .forgetClientsBefore(new Date(Date.now() - RATE_WINDOW_MS).toISOString())
      .catch((error: Error) => log?.(`contact: could not delete old addresses: ${error.message}`));
  }, FORGET_EVERY_MS);
  forget.unref();
  return { reply, outbox };
}
