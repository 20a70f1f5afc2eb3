import { isIP } from "node:net";
import { type Say, sayIn } from "../../site/i18n/messages/say.ts";

/** At most this many stored messages per client in any rolling window (docs/spec/decisions.md). */
export const RATE_LIMIT = 5;
export const RATE_WINDOW_MS = 60 * 60 * 1000;

export type RateVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly retryAfterSeconds: number; readonly error: string };

/**
 * Whether one more message from a client may be stored now. `recent` holds the receive times (ms)
 * of the client's messages stored since `now - RATE_WINDOW_MS`, read from the database so that a
 * restart does not reset the count.
 */
export function checkRateLimit(
  recent: readonly number[],
  now: number,
  say: Say = sayIn("en"),
): RateVerdict {
  if (recent.length < RATE_LIMIT) return { ok: true };
  // Room for one more once all but RATE_LIMIT - 1 of them have left the window.
  const sorted = [...recent].sort((a, b) => a - b);
  const freedBy = sorted[sorted.length - RATE_LIMIT] ?? now;
  const retryAfterSeconds = Math.max(1, Math.ceil((freedBy + RATE_WINDOW_MS - now) / 1000));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return {
    ok: false,
    retryAfterSeconds,
    error:
      minutes === 1
        ? say("contact.wait-minute")
        : say("contact.wait-minutes", { minutes: String(minutes) }),
  };
}

export interface ClientSource {
  /** The TCP peer (Hono's Node adapter: `c.env.incoming.socket.remoteAddress`). */
  readonly remoteAddress?: string | undefined;
  /** The X-Forwarded-For header, as received. */
  readonly forwardedFor?: string | undefined;
  /** How many reverse proxies of ours stand in front of the server (TRUST_PROXY); 0: none. */
  readonly trustProxy: number;
}

/**
 * The address the rate limit counts. Without a trusted proxy it is the TCP peer, which a client
 * cannot choose. Behind `trustProxy` proxies it is the entry the farthest of them appended to
 * X-Forwarded-For: each proxy appends the address it saw, so the entries to the left of that one
 * came from the client and could be anything. Falls back to the peer when that entry is missing
 * or not an IP address, and to "unknown" when there is no peer (requests made in-process).
 */
export function clientAddress({ remoteAddress, forwardedFor, trustProxy }: ClientSource): string {
  if (trustProxy > 0 && forwardedFor) {
    const entries = forwardedFor.split(",").map((entry) => entry.trim());
    const forwarded = clientKey(entries[entries.length - trustProxy] ?? "");
    if (forwarded) return forwarded;
  }
  return (remoteAddress && clientKey(remoteAddress)) || "unknown";
}

/**
 * An IP address as the rate limit keys it: IPv4 as it is (also when IPv4-mapped), IPv6 by its
 * /64 prefix, since one subscriber usually holds a whole /64 and can change the rest at will.
 * Undefined when the text is not an IP address.
 */
export function clientKey(address: string): string | undefined {
  const plain = address.replace(/%.*$/, "");
  const version = isIP(plain);
  if (version === 4) return plain;
  if (version !== 6) return undefined;
  const groups = expandIpv6(plain);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function expandIpv6(address: string): number[] {
  // The URL parser writes an IPv6 host in canonical form: hex groups only, one "::" at most.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = "", tail] = canonical.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** TRUST_PROXY: the number of reverse proxies in front of the server; unset or invalid: none. */
export function trustProxyFromEnv(value: string | undefined): number {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 ? count : 0;
}
