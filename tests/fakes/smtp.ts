import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** Recipients at this domain are refused with 550 (a permanent failure). */
export const REFUSED_DOMAIN = "refused.test";

/** A message as the SMTP server received it. */
interface ReceivedMail {
  /** MAIL FROM and RCPT TO. */
  readonly envelope: { readonly from: string; readonly to: readonly string[] };
  readonly raw: string;
  /** Header fields by lower-case name, unfolded (first occurrence). */
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

/**
 * "up" accepts mail; "down" refuses connections (the listener is closed); "hang" takes a
 * message's data and never answers it, as a server would that stalls mid-delivery.
 */
export type SmtpMode = "up" | "down" | "hang";

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>, the same whether up or down. */
  readonly url: string;
  readonly port: number;
  readonly received: readonly ReceivedMail[];
  /** Messages whose data arrived while hanging (never accepted). */
  readonly hung: number;
  setMode(mode: SmtpMode): Promise<void>;
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<readonly ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1, without TLS or authentication,
 * keeping what it receives. 0 (the default) picks a free port, kept when it goes down and up.
 */
export async function startTestSmtp(
  options: { readonly port?: number; readonly mode?: SmtpMode } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;
  let hanging = false;
  let hung = 0;

  const up = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        closeTimeout: 500,
        // A mailbox that does not exist, as real servers refuse one: 550, a permanent failure.
        onRcptTo(address, _session, callback) {
          if (address.address.endsWith(`@${REFUSED_DOMAIN}`)) {
            callback(Object.assign(new Error("5.1.1 No such mailbox"), { responseCode: 550 }));
            return;
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            if (hanging) {
              hung++;
              return;
            }
            const raw = Buffer.concat(chunks).toString("utf8");
            const { mailFrom, rcptTo } = session.envelope;
            received.push({
              envelope: {
                from: mailFrom ? mailFrom.address : "",
                to: rcptTo.map((r) => r.address),
              },
              raw,
              ...parse(raw),
            });
            for (const wake of waiters) wake();
            callback();
          });
        },
      });
      smtp.on("error", reject);
      const listener = smtp.listen(port, "127.0.0.1", () => {
        port = (listener.address() as AddressInfo).port;
        server = smtp;
        resolve();
      });
    });

  const down = () =>
    new Promise<void>((resolve) => {
      const smtp = server;
      server = undefined;
      if (smtp) smtp.close(resolve);
      else resolve();
    });

  // Listen even when starting "down", to find a free port that stays the address.
  await up();
  if (options.mode === "down") await down();
  hanging = options.mode === "hang";

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    received,
    get hung() {
      return hung;
    },
    async setMode(mode) {
      hanging = mode === "hang";
      if (mode !== "down" && !server) await up();
      if (mode === "down" && server) await down();
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`${received.length} of ${count} messages arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: down,
  };
}

function parse(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const field of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = field.indexOf(":");
    if (colon <= 0) continue;
    const name = field.slice(0, colon).toLowerCase();
    if (!headers.has(name)) headers.set(name, field.slice(colon + 1).trim());
  }
  return { headers, body };
}
