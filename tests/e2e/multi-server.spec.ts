import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { waitUntilUp } from "../../bench/standalone.ts";
import { LEASE_MS, POLL_MS } from "../../server/contact/outbox.ts";
import { type CoinGeckoFake, startCoinGeckoFake } from "../fakes/coingecko.ts";
import { ECB_PATH, type EcbFake, startEcbFake } from "../fakes/ecb.ts";
import { ECB_HISTORY_PATH } from "../fakes/ecb-history.ts";
import { type FrankfurterFake, startFrankfurterFake } from "../fakes/frankfurter.ts";
import { ECB_DATE, ECB_RATES } from "../fakes/rates-data.ts";
import { startTestSmtp, type TestSmtp } from "../fakes/smtp.ts";
import { freePort } from "../support/free-port.ts";
import { postContact } from "../support/post-contact.ts";
import { startTestPostgres, type TestPostgres } from "../support/postgres-server.ts";

// Issue 16's scenario: three production servers (build/server/server.js, as `npm run serve` runs
// it) on one PostgreSQL database, with local fakes of the rate sources and of SMTP, as three
// machines behind a load balancer would run. No browser: only HTTP and the database.

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Server {
  readonly origin: string;
  readonly process: ChildProcess;
  readonly exited: Promise<NodeJS.Signals | number | null>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["build/server/server.js"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", ACCESS_LOG: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  const server = { origin: `http://127.0.0.1:${port}`, process: child, exited };
  servers.push(server);
  await waitUntilUp(`${server.origin}/healthz`, 30_000).catch((error: Error) => {
    throw new Error(`${error.message}; the server said: ${output}`);
  });
  return server;
}

const servers: Server[] = [];
let postgres: TestPostgres | undefined;
let ecb: EcbFake | undefined;
let coingecko: CoinGeckoFake | undefined;
let fx: FrankfurterFake | undefined;
let smtp: TestSmtp | undefined;

test.afterEach(async () => {
  const started = servers.splice(0);
  for (const server of started) {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill("SIGTERM");
    }
  }
  await Promise.all(started.map((s) => s.exited));
  await Promise.all([ecb?.close(), coingecko?.close(), fx?.close(), smtp?.close()]);
  await postgres?.stop();
});

const rates = (server: Server, path: "get-exchange-rates" | "get-crypto-rates", base: string) =>
  fetch(`${server.origin}/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ base, targets: ["EUR", "GBP", "BTC", "ETH"] }),
  });

const history = (server: Server) =>
  fetch(`${server.origin}/api/rates/history?base=EUR&quote=USD&on=${ECB_DATE}`);

test("three production servers on one PostgreSQL fetch each rate source once, import the ECB history once, share one contact limit, and deliver every acknowledged message once", async () => {
  // Delivery may wait out a claim the killed server held (the production lease) and a poll.
  test.setTimeout(60_000 + LEASE_MS + POLL_MS + 30_000);
  [postgres, ecb, coingecko, fx, smtp] = await Promise.all([
    startTestPostgres(),
    startEcbFake(),
    startCoinGeckoFake(),
    startFrankfurterFake(),
    startTestSmtp({ mode: "down" }),
  ]);
  const env = {
    DATABASE_URL: postgres.url,
    FIAT_RATES_URL: ecb.url,
    FIAT_HISTORY_URL: ecb.historyUrl,
    CRYPTO_RATES_URL: coingecko.url,
    FX_API_URL: fx.url,
    SMTP_URL: smtp.url,
    CONTACT_TO: "inbox@unitpilot.test",
    // Behind a load balancer: the contact limit counts the address it forwards.
    TRUST_PROXY: "1",
  };
  // Started together, as after a deploy: the migrations take turns (an advisory lock).
  const three = await Promise.all([startServer(env), startServer(env), startServer(env)]);
  const first = three[0] as Server;
  const server = (i: number) => three[i % three.length] as Server;

  // A cold burst spread over the three: one upstream fetch per source between them.
  const burst = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      rates(server(i), i % 2 ? "get-crypto-rates" : "get-exchange-rates", "USD"),
    ),
  );
  expect(burst.map((r) => r.status)).toEqual(Array(30).fill(200));
  expect(ecb.requestsFor(ECB_PATH)).toBe(1);
  // The coin list (coins/markets) and the prices (simple/price).
  expect(coingecko.requestsFor("/api/v3/coins/markets")).toBe(1);
  expect(coingecko.requestsFor("/api/v3/simple/price")).toBe(1);
  // The latest rates and the list of providers; the list of currencies is read by /api/currencies.
  expect(fx.requestsFor("/v2/rates")).toBe(1);
  expect(fx.requestsFor("/v2/providers")).toBe(1);

  // The ECB history, read at first start by one of the three, is then served by all.
  for (const each of three) {
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
    limited.push((await postContact(server(i).origin, `limited ${i + 1}`, "198.51.100.7")).status);
  }
  expect(limited).toEqual([200, 200, 200, 200, 200, 429]);

  // SMTP is down: messages are acknowledged on all three, then one server is killed.
  const acknowledged = Array.from({ length: 5 }, (_, i) => `limited ${i + 1}`);
  for (let i = 0; i < 6; i++) {
    const subject = `while down ${i + 1}`;
    expect((await postContact(server(i).origin, subject, `203.0.113.${i + 1}`)).status).toBe(200);
    acknowledged.push(subject);
  }
  first.process.kill("SIGKILL");
  expect(await first.exited).toBe("SIGKILL");
  await smtp.setMode("up");

  // Every acknowledged message arrives, exactly once.
  await smtp.waitFor(acknowledged.length, LEASE_MS + POLL_MS + 15_000);
  // Past a retry round, nothing arrives a second time.
  await new Promise((r) => setTimeout(r, 5_000));
  const subjects = smtp.received.map((m) => m.headers.get("subject"));
  expect([...subjects].sort()).toEqual(acknowledged.map((s) => `[Contact] ${s}`).sort());

  // And the database agrees: exactly the acknowledged messages, each marked sent.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; status: string }>(
      "SELECT subject, status FROM contact_messages ORDER BY subject",
    );
    expect(rows).toEqual([...acknowledged].sort().map((subject) => ({ subject, status: "sent" })));
  } finally {
    await client.end();
  }
});
