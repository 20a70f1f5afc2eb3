/**
 * Issue 8, faults under load: POST /api/get-exchange-rates is loaded (autocannon) while both fake
 * rate sources go down, hang, answer garbage, answer 500 and come back. Targets (hard): no 5xx, no
 * answer slower than 6 s, every 200 carries rates (the last good ones while upstream fails), and
 * the faults reached the service: it asked upstream during them and took new rates once it was
 * back. That needs a server whose rates expire within a phase (RATES_TTL_SECONDS=1; the CLI
 * starts it so); at the production TTL of five minutes the faults would never be seen.
 *
 *   npx tsx bench/faults.ts [--quick] [--check]
 */
import autocannon from "autocannon";
import type { FakeMode } from "../tests/fakes/fake-upstream.ts";
import type { BenchSection, Target } from "./harness.ts";
import { isMain, runAlone } from "./standalone.ts";
import { RATES_BODY } from "./throughput.ts";

const CONNECTIONS = 10;
const SLOWEST_MS = 6000;
/** Longer than SLOWEST_MS, so that a slower answer is measured rather than cut off. */
const CLIENT_TIMEOUT_S = 10;
/** The TTL the CLI starts its server with: every phase sees several refetches. */
export const FAULTS_RATES_TTL_SECONDS = "1";

interface Phase {
  readonly mode: FakeMode;
  readonly seconds: number;
}

/**
 * "hang" outlasts the service's 5 s upstream timeout, so that a refetch gives up in it. The phase
 * after it starts while a refetch begun late in "hang" may still be held, up to those 5 s, so it
 * lasts long enough for the next refetch (one TTL later) to reach it: a 5 s "garbage" phase was
 * sometimes over before any request arrived.
 */
function phases(quick: boolean): Phase[] {
  const s = quick ? 2 : 5;
  return [
    { mode: "ok", seconds: quick ? 1 : 3 },
    { mode: "down", seconds: s },
    { mode: "hang", seconds: quick ? 6 : 8 },
    { mode: "garbage", seconds: 5 + 3 },
    { mode: "error", seconds: s },
    { mode: "ok", seconds: s + 1 },
  ];
}

interface PhaseStats {
  answers: number;
  non2xx: number;
  fiveXx: number;
  withoutRates: number;
  latencies: number[];
  upstream: number;
  /** The newest `lastUpdated` among its answers. */
  newest: string;
}

/** Whether a rates answer's body carries rates, and of when; not JSON: no rates. */
export function readRatesAnswer(body: string): {
  readonly hasRates: boolean;
  readonly lastUpdated?: string;
} {
  try {
    const answer = JSON.parse(body) as { rates?: unknown; lastUpdated?: unknown };
    const rates = answer.rates;
    return {
      hasRates: typeof rates === "object" && rates !== null && Object.keys(rates).length > 0,
      ...(typeof answer.lastUpdated === "string" ? { lastUpdated: answer.lastUpdated } : {}),
    };
  } catch {
    return { hasRates: false };
  }
}

export interface RatesLoad {
  readonly done: Promise<autocannon.Result>;
  stop(): void;
}

/**
 * The rates question of the currency pages (RATES_BODY) asked by `connections` clients at once,
 * for `seconds` or until `stop()`: `onAnswer` sees each answer's status and time, `onRates` what
 * each 200 carries.
 */
export function loadRates(options: {
  readonly origin: string;
  readonly connections: number;
  readonly seconds: number;
  readonly timeoutS: number;
  readonly onAnswer: (status: number, ms: number) => void;
  readonly onRates: (answer: ReturnType<typeof readRatesAnswer>) => void;
}): RatesLoad {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${options.origin}/api/get-exchange-rates`,
        connections: options.connections,
        duration: options.seconds,
        timeout: options.timeoutS,
        requests: [
          {
            method: "POST",
            path: "/api/get-exchange-rates",
            headers: { "content-type": "application/json" },
            body: RATES_BODY,
            onResponse: (status: number, body: string) => {
              if (status === 200) options.onRates(readRatesAnswer(body));
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on("response", (_client, status, _bytes, time) => options.onAnswer(status, time));
  return { done, stop: () => instance?.stop() };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const faults: BenchSection = async ({ origin, fakes, quick, log }) => {
  const plan = phases(quick);
  const stats: PhaseStats[] = plan.map(() => ({
    answers: 0,
    non2xx: 0,
    fiveXx: 0,
    withoutRates: 0,
    latencies: [],
    upstream: 0,
    newest: "",
  }));
  let current = 0;
  const upstreamCount = () => fakes.ecb.requests + fakes.crypto.requests + fakes.fx.requests;

  // Warm: the cache holds good rates before anything fails.
  const first = await fetch(`${origin}/api/get-exchange-rates`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: RATES_BODY,
  });
  const firstBody = (await first.json()) as { lastUpdated?: string };
  if (first.status !== 200) throw new Error(`the rates call answered ${first.status}`);
  const before = firstBody.lastUpdated ?? "";

  const total = plan.reduce((s, p) => s + p.seconds, 0);
  const load = loadRates({
    origin,
    connections: CONNECTIONS,
    seconds: total,
    timeoutS: CLIENT_TIMEOUT_S,
    onAnswer: (status, ms) => {
      const phase = stats[current] as PhaseStats;
      phase.answers++;
      phase.latencies.push(ms);
      if (status < 200 || status > 299) phase.non2xx++;
      if (status >= 500) phase.fiveXx++;
    },
    onRates: (answer) => {
      const phase = stats[current] as PhaseStats;
      if (!answer.hasRates) phase.withoutRates++;
      if (answer.lastUpdated && answer.lastUpdated > phase.newest) {
        phase.newest = answer.lastUpdated;
      }
    },
  });

  const cycle = (async () => {
    try {
      for (const [i, phase] of plan.entries()) {
        const asked = upstreamCount();
        await Promise.all([
          fakes.ecb.setMode(phase.mode),
          fakes.crypto.setMode(phase.mode),
          fakes.fx.setMode(phase.mode),
        ]);
        current = i;
        log(`faults: ${phase.mode} for ${phase.seconds} s`);
        await new Promise((r) => setTimeout(r, phase.seconds * 1000));
        (stats[i] as PhaseStats).upstream = upstreamCount() - asked;
      }
    } finally {
      await Promise.all([
        fakes.ecb.setMode("ok"),
        fakes.crypto.setMode("ok"),
        fakes.fx.setMode("ok"),
      ]);
    }
  })();
  const [result] = await Promise.all([load.done, cycle]);

  const rows = plan.map((phase, i) => {
    const s = stats[i] as PhaseStats;
    const sorted = [...s.latencies].sort((a, b) => a - b);
    return {
      phase: `${i + 1}. ${phase.mode}`,
      s: phase.seconds,
      answers: s.answers,
      "non-2xx": s.non2xx,
      "5xx": s.fiveXx,
      "200 without rates": s.withoutRates,
      "p99 ms": Math.round(percentile(sorted, 99)),
      "max ms": Math.round(sorted[sorted.length - 1] ?? 0),
      "upstream asked": s.upstream,
    };
  });
  const all = stats.flatMap((s) => s.latencies);
  const slowest = all.reduce((max, t) => Math.max(t, max), 0);
  const fiveXx = stats.reduce((n, s) => n + s.fiveXx, 0);
  const withoutRates = stats.reduce((n, s) => n + s.withoutRates, 0);
  const non2xx = stats.reduce((n, s) => n + s.non2xx, 0);
  const faulty = plan.flatMap((p, i) => (["hang", "garbage", "error"].includes(p.mode) ? [i] : []));
  const unasked = faulty.filter((i) => (stats[i] as PhaseStats).upstream === 0);
  const last = stats[stats.length - 1] as PhaseStats;
  const recovered = last.newest > before && last.upstream > 0;

  const targets: Target[] = [
    { name: "no 5xx", met: fiveXx === 0, detail: `${fiveXx} of ${all.length}`, hard: true },
    {
      name: `no answer slower than ${SLOWEST_MS / 1000} s`,
      met: slowest <= SLOWEST_MS && result.timeouts === 0 && result.errors === 0,
      detail: `slowest ${Math.round(slowest)} ms; ${result.timeouts} timed out (${CLIENT_TIMEOUT_S} s), ${result.errors} connection errors`,
      hard: true,
    },
    {
      name: "rates continuous: every answer a 200 with rates",
      met: withoutRates === 0 && non2xx === 0,
      detail: `${withoutRates} 200s without rates, ${non2xx} non-2xx, of ${all.length}`,
      hard: true,
    },
    {
      name: "the faults reached the service, and it took new rates once upstream was back",
      met: unasked.length === 0 && recovered,
      detail:
        unasked.length > 0
          ? `upstream not asked during ${unasked.map((i) => plan[i]?.mode).join(", ")}: is the server's RATES_TTL_SECONDS short (${FAULTS_RATES_TTL_SECONDS})?`
          : recovered
            ? `rates of ${before} before the faults, of ${last.newest} at the end`
            : `no new rates after recovery (still ${last.newest || before})`,
      hard: true,
    },
  ];
  return {
    title: "Faults of the rate sources under load",
    rows,
    targets,
    notes: [
      `autocannon, ${CONNECTIONS} connections, ${total} s of POST /api/get-exchange-rates (fiat and crypto targets); both fakes switch together. An answer counts in the phase it arrives in.`,
      "down: connections refused; hang: requests held, never answered (the service gives up after 5 s); garbage: 200 with a body that is not rates; error: 500.",
      "upstream asked: requests the fakes received during the phase (none can arrive while down).",
    ],
  };
};

if (isMain(import.meta.url)) {
  await runAlone(faults, { env: { RATES_TTL_SECONDS: FAULTS_RATES_TTL_SECONDS } });
}
