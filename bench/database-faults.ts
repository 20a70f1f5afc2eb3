/**
 * Issue 16, the database lost under load: a server with DATABASE_URL answers the rates call
 * (autocannon) and a stream of contact messages while its PostgreSQL is stopped for 5 s
 * (`pg_ctl stop -m fast`) and started again on the same port and data. Targets (hard): no 5xx on
 * the rates, every one a 200 with rates; the contact form answers only 200 or 503, and every
 * message it acknowledged is in the database once it is back; the outage reached the server
 * (contact and /healthz answered 503 meanwhile); and it recovered by itself (/healthz 200 and a
 * contact 200 again within RECOVERY_S of the database's return). The server's rates expire every
 * second (RATES_TTL_SECONDS=1), so its refetches meet the missing database too.
 *
 *   npx tsx bench/database-faults.ts [--quick] [--check]
 */
import pg from "pg";
import { FAULTS_RATES_TTL_SECONDS, loadRates, percentile } from "./faults.ts";
import type { BenchDatabase, BenchSection, Target } from "./harness.ts";
import type { PostgresSectionInfo } from "./postgres.ts";
import { isMain, runAlone } from "./standalone.ts";
import { RATES_BODY } from "./throughput.ts";

const DOWN_S = 5;
const RECOVERY_S = 10;
const RATES_CONNECTIONS = 10;
/** Visitors sending the contact form one message after another, each from its own address. */
const CONTACT_SENDERS = 2;
const CONTACT_PAUSE_MS = 100;
const CLIENT_TIMEOUT_MS = 10_000;
const HEALTH_EVERY_MS = 200;

/** The server's variables: short-lived rates, and the contact limit keyed by X-Forwarded-For. */
export const DATABASE_FAULTS_ENV: Record<string, string> = {
  RATES_TTL_SECONDS: FAULTS_RATES_TTL_SECONDS,
  // As behind a load balancer: each message counts against the address the bench gives it, so
  // the limit of 5 per address never answers 429 here.
  TRUST_PROXY: "1",
  // Messages are stored, not e-mailed: what is checked is what the database holds.
  SMTP_URL: "",
};

const NAMES = {
  rates: "database down: rates, no 5xx, every answer a 200 with rates",
  contact: "database down: contact answers only 200 or 503",
  stored: "database down: every acknowledged contact message is in the database",
  reached: "database down: the outage reached the server (contact and /healthz answered 503)",
  recovered: `database down: recovered by itself (/healthz 200 and a contact 200 within ${RECOVERY_S} s of the database's return)`,
};

export const DATABASE_FAULTS: PostgresSectionInfo = {
  title: `The database stopped for ${DOWN_S} s under load`,
  targets: Object.values(NAMES).map((name) => ({ name, hard: true })),
};

type PhaseName = "up" | "down" | "back";

interface PhaseStats {
  seconds: number;
  rates: number;
  ratesFiveXx: number;
  ratesOther: number;
  withoutRates: number;
  latencies: number[];
  contact: Map<string, number>;
  health: Map<string, number>;
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
/** Answers other than the two the contact form may give while its database is away. */
const neither200Nor503 = (map: Map<string, number>) =>
  [...map].reduce((n, [status, k]) => (status === "200" || status === "503" ? n : n + k), 0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const databaseFaults: BenchSection = async ({ origin, database, quick, log }) => {
  if (!database) throw new Error("this section needs a server with DATABASE_URL");
  const plan: PhaseName[] = ["up", "down", "back"];
  const stats = new Map<PhaseName, PhaseStats>(
    plan.map((name) => [
      name,
      {
        seconds: 0,
        rates: 0,
        ratesFiveXx: 0,
        ratesOther: 0,
        withoutRates: 0,
        latencies: [],
        contact: new Map(),
        health: new Map(),
      },
    ]),
  );
  let current: PhaseName = "up";
  const phase = () => stats.get(current) as PhaseStats;
  let running = true;

  // Warm: rates in memory before anything fails.
  const first = await fetch(`${origin}/api/get-exchange-rates`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: RATES_BODY,
  });
  await first.body?.cancel();
  if (first.status !== 200) throw new Error(`the rates call answered ${first.status}`);

  const load = loadRates({
    origin,
    connections: RATES_CONNECTIONS,
    // Stopped by hand once the server has recovered.
    seconds: 600,
    timeoutS: CLIENT_TIMEOUT_MS / 1000,
    onAnswer: (status, ms) => {
      const s = phase();
      s.rates++;
      s.latencies.push(ms);
      if (status >= 500) s.ratesFiveXx++;
      else if (status !== 200) s.ratesOther++;
    },
    onRates: (answer) => {
      if (!answer.hasRates) phase().withoutRates++;
    },
  });

  // Contact: each message has a subject of its own and an address of its own.
  const acknowledged: string[] = [];
  let sent = 0;
  let backAt = Number.POSITIVE_INFINITY;
  let healthBackAt: number | undefined;
  let contactBackAt: number | undefined;
  const sender = async () => {
    while (running) {
      const n = ++sent;
      const subject = `bench database fault ${n}`;
      const status = await fetch(`${origin}/api/send-contact-email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          name: "Bench",
          email: "bench@example.com",
          subject,
          message: `Message ${n} of the database fault bench.`,
        }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      }).then(
        async (response) => {
          await response.body?.cancel();
          return String(response.status);
        },
        (error: Error) => (error.name === "TimeoutError" ? "timeout" : "connection error"),
      );
      count(phase().contact, status);
      if (status === "200") {
        acknowledged.push(subject);
        if (contactBackAt === undefined && performance.now() > backAt) {
          contactBackAt = performance.now();
        }
      }
      await sleep(CONTACT_PAUSE_MS);
    }
  };
  const health = async () => {
    while (running) {
      const status = await fetch(`${origin}/healthz`, {
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      }).then(
        async (response) => {
          await response.body?.cancel();
          return String(response.status);
        },
        () => "no answer",
      );
      count(phase().health, status);
      if (status === "200" && healthBackAt === undefined && performance.now() > backAt) {
        healthBackAt = performance.now();
      }
      await sleep(HEALTH_EVERY_MS);
    }
  };
  const visitors = [...Array.from({ length: CONTACT_SENDERS }, sender), health()];

  const timed = async (name: PhaseName, body: () => Promise<void>) => {
    current = name;
    const started = performance.now();
    await body();
    (stats.get(name) as PhaseStats).seconds = (performance.now() - started) / 1000;
  };
  const upSeconds = quick ? 2 : 5;
  const backSeconds = quick ? 3 : 5;
  let restarted = false;
  try {
    await timed("up", async () => {
      log(`database faults: database up for ${upSeconds} s`);
      await sleep(upSeconds * 1000);
    });
    await timed("down", async () => {
      log(`database faults: pg_ctl stop -m fast, ${DOWN_S} s down`);
      await database.stop();
      await sleep(DOWN_S * 1000);
      await database.start();
      restarted = true;
    });
    backAt = performance.now();
    await timed("back", async () => {
      log("database faults: database back, waiting for the server to recover");
      const until = backAt + Math.max(backSeconds, RECOVERY_S * 2) * 1000;
      while (
        performance.now() < until &&
        (performance.now() < backAt + backSeconds * 1000 ||
          healthBackAt === undefined ||
          contactBackAt === undefined)
      ) {
        await sleep(100);
      }
    });
  } finally {
    running = false;
    load.stop();
    // The other sections need the database whatever happened here.
    if (!restarted) await database.start().catch(() => {});
  }
  const [result] = await Promise.all([load.done, ...visitors]);

  const stored = await storedSubjects(database);
  const notStored = acknowledged.filter((subject) => !stored.has(subject));

  const all = [...stats.values()];
  const sum = (f: (s: PhaseStats) => number) => all.reduce((n, s) => n + f(s), 0);
  const rates = sum((s) => s.rates);
  const fiveXx = sum((s) => s.ratesFiveXx);
  const otherRates = sum((s) => s.ratesOther);
  const withoutRates = sum((s) => s.withoutRates);
  const contactOther = sum((s) => neither200Nor503(s.contact));
  const down = stats.get("down") as PhaseStats;
  const contactDown = down.contact.get("503") ?? 0;
  const healthDown = down.health.get("503") ?? 0;
  const since = (at: number | undefined) => (at === undefined ? undefined : (at - backAt) / 1000);
  const healthAfter = since(healthBackAt);
  const contactAfter = since(contactBackAt);
  const recovered =
    healthAfter !== undefined &&
    contactAfter !== undefined &&
    Math.max(healthAfter, contactAfter) <= RECOVERY_S;
  const seconds = (s: number | undefined) => (s === undefined ? "never" : `${s.toFixed(1)} s`);
  const statuses = (map: Map<string, number>) =>
    [...map]
      .sort()
      .map(([status, k]) => `${k}× ${status}`)
      .join(", ") || "none";

  const targets: Target[] = [
    {
      name: NAMES.rates,
      met:
        fiveXx === 0 &&
        otherRates === 0 &&
        withoutRates === 0 &&
        result.errors === 0 &&
        result.timeouts === 0,
      detail: `${fiveXx} 5xx, ${otherRates} other non-200, ${withoutRates} 200s without rates, ${result.errors} connection errors, ${result.timeouts} timed out (${CLIENT_TIMEOUT_MS / 1000} s), of ${rates}`,
      hard: true,
    },
    {
      name: NAMES.contact,
      met: contactOther === 0,
      detail: `${sent} messages: ${statuses(mergeCounts(all.map((s) => s.contact)))}`,
      hard: true,
    },
    {
      name: NAMES.stored,
      met: notStored.length === 0 && acknowledged.length > 0,
      detail:
        notStored.length > 0
          ? `${notStored.length} of ${acknowledged.length} acknowledged are not stored, e.g. "${notStored[0]}"`
          : `all ${acknowledged.length} acknowledged are stored`,
      hard: true,
    },
    {
      name: NAMES.reached,
      met: contactDown > 0 && healthDown > 0,
      detail: `while down: contact ${statuses(down.contact)}; /healthz ${statuses(down.health)}`,
      hard: true,
    },
    {
      name: NAMES.recovered,
      met: recovered,
      detail: `/healthz 200 after ${seconds(healthAfter)}, contact 200 after ${seconds(contactAfter)}`,
      hard: true,
    },
  ];
  const rows = plan.map((name, i) => {
    const s = stats.get(name) as PhaseStats;
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return {
      phase: `${i + 1}. database ${name}`,
      s: s.seconds.toFixed(1),
      "rates answers": s.rates,
      "rates 5xx": s.ratesFiveXx,
      "rates p99 ms": Math.round(percentile(sorted, 99)),
      "rates max ms": Math.round(sorted[sorted.length - 1] ?? 0),
      "contact 200": s.contact.get("200") ?? 0,
      "contact 503": s.contact.get("503") ?? 0,
      "contact other": neither200Nor503(s.contact),
      "/healthz 200": s.health.get("200") ?? 0,
      "/healthz 503": s.health.get("503") ?? 0,
    };
  });
  return {
    title: DATABASE_FAULTS.title,
    rows,
    targets,
    notes: [
      `The server runs with DATABASE_URL on a throwaway PostgreSQL on this machine (bench/postgres.ts), stopped with pg_ctl stop -m fast and started again on the same port and data; "back" runs from the restart until the server has recovered, at least ${backSeconds} s.`,
      `Load: autocannon, ${RATES_CONNECTIONS} connections of POST /api/get-exchange-rates (rates expire every ${FAULTS_RATES_TTL_SECONDS} s, so refetches meet the outage); ${CONTACT_SENDERS} senders of contact messages, one after another with ${CONTACT_PAUSE_MS} ms between, each message from an address of its own; /healthz every ${HEALTH_EVERY_MS} ms. An answer counts in the phase it arrives in.`,
      "Acknowledged messages (200) are looked up by subject in the database once it is back: a 200 for a message that was not stored would be a lie to its sender.",
    ],
  };
};

function mergeCounts(maps: readonly Map<string, number>[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const map of maps) for (const [key, k] of map) merged.set(key, (merged.get(key) ?? 0) + k);
  return merged;
}

/** The subjects of the contact messages the database holds. */
async function storedSubjects(database: BenchDatabase): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string }>(
      "SELECT subject FROM contact_messages",
    );
    return new Set(rows.map((row) => row.subject));
  } finally {
    await client.end();
  }
}

if (isMain(import.meta.url)) {
  await runAlone(databaseFaults, { env: DATABASE_FAULTS_ENV, postgres: DATABASE_FAULTS });
}
