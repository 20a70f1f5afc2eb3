import { afterAll, describe, expect, it } from "vitest";
import { type CoinGeckoFake, startCoinGeckoFake } from "../tests/fakes/coingecko.ts";
import { ECB_PATH, type EcbFake, startEcbFake } from "../tests/fakes/ecb.ts";
import { ECB_HISTORY_PATH } from "../tests/fakes/ecb-history.ts";
import { ECB_DATE, ECB_RATES } from "../tests/fakes/rates-data.ts";
import { startTestSmtp, type TestSmtp } from "../tests/fakes/smtp.ts";
import { freshPostgresUrl } from "../tests/support/engines.ts";
import { type Harness, killHarnesses, startHarness } from "../tests/support/harness-process.ts";

// Issue 16's scenario: three servers, each its own process, on one PostgreSQL database, with local
// fakes of the rate sources and of SMTP. The servers are the API part of the production server
// (crash-harness.ts), wired as main.ts wires it.
let ecb: EcbFake;
let coingecko: CoinGeckoFake;
let smtp: TestSmtp;
afterAll(async () => {
  killHarnesses();
  await Promise.all([ecb?.close(), coingecko?.close(), smtp?.close()]);
});

const rates = (server: Harness, path: "get-exchange-rates" | "get-crypto-rates", base: string) =>
  fetch(`http://127.0.0.1:${server.port}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ base, targets: ["EUR", "GBP", "BTC", "ETH"] }),
  });

const history = (server: Harness) =>
  fetch(`http://127.0.0.1:${server.port}/api/rates/history?base=EUR&quote=USD&on=${ECB_DATE}`);

describe("three servers on one PostgreSQL database", () => {
  it("fetch each rate source once, import the ECB history once, share one contact limit, and deliver every acknowledged message once", async () => {
    [ecb, coingecko, smtp] = await Promise.all([
      startEcbFake(),
      startCoinGeckoFake(),
      startTestSmtp({ mode: "down" }),
    ]);
    const env = {
      DATABASE_URL: await freshPostgresUrl(),
      FIAT_RATES_URL: ecb.url,
      FIAT_HISTORY_URL: ecb.historyUrl,
      CRYPTO_RATES_URL: coingecko.url,
      SMTP_URL: smtp.url,
      CONTACT_TO: "inbox@unitpilot.test",
      TRUST_PROXY: "1",
      // A killed server's claims run out in 2 s here rather than 2 minutes.
      OUTBOX_LEASE_MS: "2000",
    };
    const servers = await Promise.all([startHarness(env), startHarness(env), startHarness(env)]);
    const server = (i: number) => servers[i % servers.length] as Harness;

    // A cold burst spread over the three: one upstream fetch per source between them.
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        rates(server(i), i % 2 ? "get-crypto-rates" : "get-exchange-rates", "USD"),
      ),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(ecb.requestsFor(ECB_PATH)).toBe(1);
    expect(coingecko.requests).toBe(1);

    // The ECB history, read at first start by one of the three, is then served by all.
    for (const each of servers) {
      await expect.poll(async () => (await history(each)).status, { timeout: 15_000 }).toBe(200);
    }
    expect(ecb.requestsFor(ECB_HISTORY_PATH)).toBe(1);
    expect(await (await history(server(1))).json()).toMatchObject({
      first: "2019-01-02",
      last: ECB_DATE,
      points: [{ date: ECB_DATE, rate: ECB_RATES.USD }],
    });

    // One limit: the 6th message from one address in the hour is refused, whichever server has it.
    const limited: number[] = [];
    for (let i = 0; i < 6; i++) {
      limited.push((await server(i).post(`limited ${i + 1}`, "198.51.100.7")).status);
    }
    expect(limited).toEqual([200, 200, 200, 200, 200, 429]);

    // SMTP is down: messages are acknowledged on all three, then one server is killed.
    const acknowledged = Array.from({ length: 5 }, (_, i) => `limited ${i + 1}`);
    for (let i = 0; i < 6; i++) {
      const subject = `while down ${i + 1}`;
      const response = await server(i).post(subject, `203.0.113.${i + 1}`);
      expect(response.status).toBe(200);
      acknowledged.push(subject);
    }
    expect(await servers[0]?.kill()).toBe("SIGKILL");
    await smtp.setMode("up");

    // Every acknowledged message arrives, exactly once.
    await smtp.waitFor(acknowledged.length, 45_000);
    // Past the killed server's claims and a retry round, nothing arrives a second time.
    await new Promise((r) => setTimeout(r, 3_000));
    const subjects = smtp.received.map((m) => m.headers.get("subject"));
    expect([...subjects].sort()).toEqual(acknowledged.map((s) => `[Contact] ${s}`).sort());
  }, 90_000);
});
