/**
 * Requests per second of a cached POST /api/get-exchange-rates, against a bare node:http server
 * sending the same bytes, measured in the same run (issue target: at least 0.6 of the bare server).
 *
 *   npx tsx bench/rates-throughput.ts [--seconds 5] [--check]   (per round; 3 rounds each)
 *
 * Needs a production build (npm run build). The rate sources are the local fakes of tests/fakes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { startCoinGeckoFake } from "../tests/fakes/coingecko.ts";
import { startEcbFake } from "../tests/fakes/ecb.ts";

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf("--seconds") + 1]) || 5;
const check = args.includes("--check");
const TARGET = 0.6;
const CONNECTIONS = 50;
const ROUNDS = 3;
const APP_PORT = 4291;
const BARE_PORT = 4292;
const BODY = JSON.stringify({
  base: "USD",
  targets: ["EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "BTC"],
});

/** The run with the median throughput. */
function median(runs: readonly autocannon.Result[]): autocannon.Result {
  const sorted = [...runs].sort((a, b) => a.requests.average - b.requests.average);
  return sorted[Math.floor(sorted.length / 2)] as autocannon.Result;
}

function start(command: string, argv: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, argv, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitFor(url: string, init?: RequestInit): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const response = await fetch(url, init).catch(() => undefined);
    if (response?.ok) return response;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function load(port: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}/api/get-exchange-rates`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: BODY,
    connections: CONNECTIONS,
    duration: seconds,
  });
}

const ecb = await startEcbFake();
const crypto = await startCoinGeckoFake();
const dir = mkdtempSync(join(tmpdir(), "rates-bench-"));
const app = start("node", ["build/server/server.js"], {
  PORT: String(APP_PORT),
  ACCESS_LOG: "0",
  DATABASE_PATH: join(dir, "bench.db"),
  FIAT_RATES_URL: ecb.url,
  CRYPTO_RATES_URL: crypto.url,
});
try {
  const init = { method: "POST", headers: { "content-type": "application/json" }, body: BODY };
  // The first request fetches upstream; every request of the run is then served from the cache.
  const sample = await waitFor(`http://127.0.0.1:${APP_PORT}/api/get-exchange-rates`, init);
  const bytes = await sample.text();
  // The same bytes: our body and our headers, less those Node writes itself on every response.
  const own = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
  const headers = Object.fromEntries([...sample.headers].filter(([name]) => !own.has(name)));
  const bare = start(
    "node",
    [
      "-e",
      `const headers = JSON.parse(process.env.HEADERS);
      require("node:http").createServer((q, s) => { q.resume(); q.on("end", () => {
        s.writeHead(200, headers); s.end(process.env.BYTES); }); })
        .listen(${BARE_PORT}, "127.0.0.1")`,
    ],
    { BYTES: bytes, HEADERS: JSON.stringify(headers) },
  );
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/api/get-exchange-rates`, init);
    // Interleaved rounds, medians: two servers and the load generator share this machine's cores,
    // so one pair of runs swings by ±15%.
    const oursRuns: autocannon.Result[] = [];
    const bareRuns: autocannon.Result[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      oursRuns.push(await load(APP_PORT));
      bareRuns.push(await load(BARE_PORT));
    }
    const ours = median(oursRuns);
    const baseline = median(bareRuns);
    const ratio = ours.requests.average / baseline.requests.average;
    const row = (name: string, r: autocannon.Result) =>
      `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
    console.log(
      `median of ${ROUNDS} interleaved rounds of ${seconds} s, ${CONNECTIONS} connections, POST of ${BODY.length} bytes; both answer ${bytes.length} bytes with the same ${Object.keys(headers).length} headers`,
    );
    console.log(row("bare node:http, same bytes", baseline));
    console.log(row("POST /api/get-exchange-rates", ours));
    console.log(
      `ratio ${ratio.toFixed(2)} (target ≥ ${TARGET}): ${ratio >= TARGET ? "met" : "NOT met"}`,
    );
    if (check && (ratio < TARGET || ours.errors + ours.non2xx > 0)) process.exitCode = 1;
  } finally {
    bare.kill();
  }
} finally {
  app.kill();
  await Promise.all([ecb.close(), crypto.close()]);
  rmSync(dir, { recursive: true, force: true });
}
