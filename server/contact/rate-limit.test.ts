import { afterEach, describe, expect, it } from "vitest";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import { openStorage } from "../storage/open-storage.ts";
import { type MessageStore, messageStore } from "./message-store.ts";
import {
  checkRateLimit,
  clientAddress,
  clientKey,
  RATE_LIMIT,
  RATE_WINDOW_MS,
  trustProxyFromEnv,
} from "./rate-limit.ts";

const MINUTE = 60_000;
const now = Date.parse("2025-03-14T16:00:00.000Z");

describe("checkRateLimit", () => {
  it("allows up to 5 messages in the window", () => {
    expect(RATE_LIMIT).toBe(5);
    expect(RATE_WINDOW_MS).toBe(60 * MINUTE);
    expect(checkRateLimit([], now)).toEqual({ ok: true });
    expect(
      checkRateLimit(
        [1, 2, 3, 4].map((i) => now - i * MINUTE),
        now,
      ),
    ).toEqual({ ok: true });
  });

  it("refuses a 6th, saying when the oldest leaves the window", () => {
    // The oldest was 45 minutes ago: room again in 15 minutes.
    const recent = [45, 30, 20, 10, 1].map((m) => now - m * MINUTE);
    expect(checkRateLimit(recent, now)).toEqual({
      ok: false,
      retryAfterSeconds: 15 * 60,
      error: "Too many messages from your address; please try again in 15 minutes.",
    });
  });

  it("rounds the wait up to whole minutes, at least one, in the singular for one", () => {
    const recent = [59.5, 3, 2, 1, 0].map((m) => now - m * MINUTE);
    expect(checkRateLimit(recent, now)).toEqual({
      ok: false,
      retryAfterSeconds: 30,
      error: "Too many messages from your address; please try again in 1 minute.",
    });
    const later = [20.5, 20, 10, 5, 1].map((m) => now - m * MINUTE);
    expect(checkRateLimit(later, now)).toMatchObject({
      retryAfterSeconds: 39.5 * 60,
      error: "Too many messages from your address; please try again in 40 minutes.",
    });
  });

  it("with more than 5 in the window (two processes), waits until only 4 remain", () => {
    const recent = [50, 40, 30, 20, 10, 5].map((m) => now - m * MINUTE);
    expect(checkRateLimit(recent, now)).toMatchObject({ retryAfterSeconds: 20 * 60 });
  });
});

afterEach(closeTestDatabases);

describe.each(ENGINES)(
  "the limit counted from the $engine database",
  ({ open, openShared, env }) => {
    const message = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };
    const submit = (s: MessageStore, client: string, at: number) =>
      s.storeIfAllowed(
        message,
        client,
        new Date(at).toISOString(),
        new Date(at - RATE_WINDOW_MS).toISOString(),
        (recent) => checkRateLimit(recent.map(Date.parse), at),
      );
    const ok = async (s: MessageStore, client: string, at: number) =>
      (await submit(s, client, at)).verdict.ok;

    it("stores 5 per client per rolling hour, each client on its own", async () => {
      const s = messageStore(await open());
      for (let i = 0; i < 5; i++) {
        expect((await submit(s, "203.0.113.5", now + i * MINUTE)).id).toBe(i + 1);
      }
      const refused = await submit(s, "203.0.113.5", now + 10 * MINUTE);
      expect(refused.verdict.ok).toBe(false);
      expect(refused.id).toBeUndefined();
      expect(await ok(s, "198.51.100.7", now + 10 * MINUTE)).toBe(true);
      // An hour after the first, one more fits; the refused one was never stored nor counted.
      expect(await ok(s, "203.0.113.5", now + 60 * MINUTE - 1)).toBe(false);
      expect(await ok(s, "203.0.113.5", now + 60 * MINUTE)).toBe(true);
      expect(await ok(s, "203.0.113.5", now + 60 * MINUTE + 1)).toBe(false);
      expect(await s.list()).toHaveLength(7);
    });

    it("still counts after the database is reopened (a restart does not reset it)", async () => {
      const config = await env();
      const db = await openStorage(config);
      const first = messageStore(db);
      for (let i = 0; i < 5; i++) await submit(first, "203.0.113.5", now + i);
      await db.close();
      const again = await openStorage(config);
      expect(await ok(messageStore(again), "203.0.113.5", now + MINUTE)).toBe(false);
      await again.close();
    });

    it("keeps a sender's address no longer than the window: older rows are deleted", async () => {
      const sql = await open();
      const s = messageStore(sql);
      await submit(s, "203.0.113.5", now);
      await submit(s, "198.51.100.7", now + 30 * MINUTE);
      await submit(s, "192.0.2.1", now + 60 * MINUTE);
      expect(await sql.query("SELECT client FROM contact_rate_hits ORDER BY at")).toEqual([
        { client: "198.51.100.7" },
        { client: "192.0.2.1" },
      ]);
      // Between messages too (a minute's timer in openContact).
      await s.forgetClientsBefore(new Date(now + 30 * MINUTE).toISOString());
      expect(await sql.query("SELECT client FROM contact_rate_hits")).toEqual([
        { client: "192.0.2.1" },
      ]);
      // The messages themselves stay, without the address they came from.
      expect(await s.list()).toHaveLength(3);
      expect(JSON.stringify(await sql.query("SELECT * FROM contact_messages"))).not.toContain(
        "203.0.113.5",
      );
    });

    it("is one limit across servers: 12 messages at once from one client, to 3 servers, store 5", async () => {
      const servers = (await openShared(3)).map(messageStore);
      const verdicts = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          ok(servers[i % 3] as MessageStore, "203.0.113.5", now + i),
        ),
      );
      expect(verdicts.filter(Boolean)).toHaveLength(5);
      expect(await (servers[0] as MessageStore).list()).toHaveLength(5);
    });
  },
);

describe("clientAddress", () => {
  it("is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(
      clientAddress({ remoteAddress: "203.0.113.5", forwardedFor: "1.2.3.4", trustProxy: 0 }),
    ).toBe("203.0.113.5");
  });

  it("behind one trusted proxy, is the entry that proxy appended (the last)", () => {
    const peer = { remoteAddress: "10.0.0.2", trustProxy: 1 };
    expect(clientAddress({ ...peer, forwardedFor: "198.51.100.7" })).toBe("198.51.100.7");
    // A client that sends its own header cannot choose the address counted.
    expect(clientAddress({ ...peer, forwardedFor: "1.2.3.4, 198.51.100.7" })).toBe("198.51.100.7");
    expect(clientAddress({ ...peer, forwardedFor: "garbage,198.51.100.7 " })).toBe("198.51.100.7");
  });

  it("behind two trusted proxies, is the second entry from the right", () => {
    expect(
      clientAddress({
        remoteAddress: "10.0.0.2",
        forwardedFor: "1.2.3.4, 198.51.100.7, 10.0.0.1",
        trustProxy: 2,
      }),
    ).toBe("198.51.100.7");
  });

  it("falls back to the peer when the header is missing, short or not an address", () => {
    const peer = { remoteAddress: "10.0.0.2", trustProxy: 1 };
    expect(clientAddress(peer)).toBe("10.0.0.2");
    expect(clientAddress({ ...peer, forwardedFor: "" })).toBe("10.0.0.2");
    expect(clientAddress({ ...peer, forwardedFor: "not-an-ip" })).toBe("10.0.0.2");
    expect(clientAddress({ ...peer, forwardedFor: "1.2.3.4", trustProxy: 2 })).toBe("10.0.0.2");
  });

  it('is "unknown" without a peer (a request made in-process)', () => {
    expect(clientAddress({ trustProxy: 0 })).toBe("unknown");
    expect(clientAddress({ remoteAddress: "", trustProxy: 1, forwardedFor: "x" })).toBe("unknown");
  });
});

describe("clientKey", () => {
  it("keeps IPv4 as it is, also IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(clientKey("::FFFF:cb00:7105")).toBe("203.0.113.5");
  });

  it("keys IPv6 by its /64, however the address is written", () => {
    expect(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0DB8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("is undefined for anything that is not an IP address", () => {
    for (const text of ["", "localhost", "1.2.3", "999.1.1.1", "2001:db8::1::2", "[::1]"]) {
      expect(clientKey(text)).toBeUndefined();
    }
  });
});

describe("trustProxyFromEnv", () => {
  it("reads a positive whole number of proxies; anything else is none", () => {
    expect(trustProxyFromEnv("1")).toBe(1);
    expect(trustProxyFromEnv("2")).toBe(2);
    for (const value of [undefined, "", "0", "-1", "yes", "1.5", "true"]) {
      expect(trustProxyFromEnv(value)).toBe(0);
    }
  });
});
