/**
 * Issue 8, throughput: requests per second with autocannon (50 connections) of a prerendered page,
 * GET /api/convert and a cached POST /api/get-exchange-rates, each next to a bare node:http server
 * answering the very same bytes (status, headers, body, captured from one real answer first), in
 * the same run. Targets: at least 0.6 of the bare server (soft), no errors or non-2xx (hard).
 * Issue 16 asks the same of the two API calls on a server started with DATABASE_URL: `--postgres`
 * starts a throwaway PostgreSQL and the server on it (bench/postgres.ts).
 *
 *   npx tsx bench/throughput.ts [--quick] [--check] [--origin http://127.0.0.1:3000 | --postgres]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import type { BenchContext, BenchSection, Section, Target } from "./harness.ts";
import type { PostgresSectionInfo } from "./postgres.ts";
import { isMain, runAlone } from "./standalone.ts";

const TARGET = 0.6;
const CONNECTIONS = 50;

/**
 * The seed's rates question (its currency widget: base USD, every other code of its 20, MATIC
 * among them): fiat and crypto, so every source is involved.
 */
export const RATES_BODY = JSON.stringify({
  base: "USD",
  targets: "EUR GBP JPY CAD AUD CHF CNY INR KRW BTC ETH BNB XRP ADA SOL DOT MATIC AVAX LTC".split(
    " ",
  ),
});

interface Endpoint {
  readonly name: string;
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
}

const ENDPOINTS: readonly Endpoint[] = [
  // As a browser asks for a page: it takes br, so the prerendered .br form is what travels.
  {
    name: "page /length (br)",
    method: "GET",
    path: "/length",
    headers: { "accept-encoding": "br" },
  },
  {
    name: "GET /api/convert",
    method: "GET",
    path: "/api/convert?page=length&from=km&to=mi&value=2",
    headers: {},
  },
  {
    name: "POST /api/get-exchange-rates (cached)",
    method: "POST",
    path: "/api/get-exchange-rates",
    headers: { "content-type": "application/json" },
    body: RATES_BODY,
  },
];

/** One answer as it went over the wire, less what Node writes itself on every response. */
interface Answer {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Buffer;
}

/** Written by Node on every response (or framing it decides): not part of what is compared. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function capture(origin: string, endpoint: Endpoint): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}${endpoint.path}`,
      { method: endpoint.method, headers: endpoint.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i] ?? "";
            if (!PER_RESPONSE.has(name.toLowerCase()))
              headers.push([name, res.rawHeaders[i + 1] ?? ""]);
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(endpoint.body);
  });
}

function sameAnswer(a: Answer, b: Answer): boolean {
  const text = (x: Answer) => JSON.stringify([x.status, x.headers]);
  return text(a) === text(b) && a.body.equals(b.body);
}

/** The bare server: node:http writing the captured status, headers and body, nothing else. */
const BARE_SERVER = `
const { readFileSync } = require("node:fs");
const answer = JSON.parse(readFileSync(process.env.ANSWER_FILE, "utf8"));
const body = Buffer.from(answer.body, "base64");
const headers = answer.headers.flat();
const server = require("node:http").createServer((req, res) => {
  req.resume();
  req.on("end", () => { res.writeHead(answer.status, headers); res.end(body); });
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
`;

interface Bare {
  readonly origin: string;
  readonly process: ChildProcess;
}

async function startBare(answer: Answer, dir: string, index: number): Promise<Bare> {
  const file = join(dir, `answer-${index}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      status: answer.status,
      headers: answer.headers,
      body: answer.body.toString("base64"),
    }),
  );
  const child = spawn("node", ["-e", BARE_SERVER], {
    env: { ...process.env, ANSWER_FILE: file },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once("data", (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, process: child };
}

function load(origin: string, endpoint: Endpoint, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${origin}${endpoint.path}`,
    method: endpoint.method,
    headers: { ...endpoint.headers },
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/** The run with the median throughput. */
function median(runs: readonly autocannon.Result[]): autocannon.Result {
  const sorted = [...runs].sort((a, b) => a.requests.average - b.requests.average);
  return sorted[Math.floor(sorted.length / 2)] as autocannon.Result;
}

/** Requests the fake rate sources received so far (undefined without fakes: --origin). */
function upstreamRequests(context: BenchContext): number | undefined {
  try {
    const { ecb, crypto, fx } = context.fakes;
    return ecb.requests + crypto.requests + fx.requests;
  } catch {
    return undefined;
  }
}

const ratioTarget = (endpoint: Endpoint) =>
  `${endpoint.name}: at least ${TARGET} of the bare server`;
const cleanTarget = (endpoint: Endpoint) => `${endpoint.name}: no errors, no non-2xx`;

/** The API calls again, on a server with DATABASE_URL (the page does not touch the database). */
const ON_POSTGRES: readonly Endpoint[] = ENDPOINTS.filter((e) => e.path.startsWith("/api/")).map(
  (endpoint) => ({ ...endpoint, name: `${endpoint.name} on PostgreSQL` }),
);

export const POSTGRES_THROUGHPUT: PostgresSectionInfo = {
  title:
    "Throughput with DATABASE_URL (PostgreSQL) against a bare node:http server sending the same bytes",
  targets: ON_POSTGRES.flatMap((endpoint) => [
    { name: ratioTarget(endpoint) },
    { name: cleanTarget(endpoint), hard: true },
  ]),
};

export const throughput: BenchSection = (context) =>
  measure(context, "Throughput against a bare node:http server sending the same bytes", ENDPOINTS);

/** The same measure on a server started with DATABASE_URL (bench/run.ts starts it so). */
export const postgresThroughput: BenchSection = (context) => {
  if (!context.database) throw new Error("this section needs a server with DATABASE_URL");
  return measure(context, POSTGRES_THROUGHPUT.title, ON_POSTGRES);
};

/** Each endpoint's requests per second next to its bare server's, in one table. */
async function measure(
  context: BenchContext,
  title: string,
  endpoints: readonly Endpoint[],
): Promise<Section> {
  const { origin, quick, log } = context;
  const rounds = quick ? 1 : 3;
  const seconds = quick ? 2 : 5;
  const dir = mkdtempSync(join(tmpdir(), "unitpilot-throughput-"));
  const bares: Bare[] = [];
  try {
    // One real answer of each (the rates one twice: the first fetches upstream and fills the cache).
    const rates = endpoints.find((e) => e.path === "/api/get-exchange-rates");
    if (rates) await capture(origin, rates);
    const answers: Answer[] = [];
    for (const endpoint of endpoints) {
      const answer = await capture(origin, endpoint);
      if (answer.status !== 200) {
        throw new Error(`${endpoint.name} answered ${answer.status}: ${answer.body.toString()}`);
      }
      answers.push(answer);
      const bare = await startBare(answer, dir, bares.length);
      bares.push(bare);
      const echo = await capture(bare.origin, endpoint);
      if (!sameAnswer(answer, echo)) throw new Error(`the bare server of ${endpoint.name} differs`);
    }

    const ours = endpoints.map(() => [] as autocannon.Result[]);
    const bare = endpoints.map(() => [] as autocannon.Result[]);
    const upstreamBefore = upstreamRequests(context);
    if (!quick) {
      log("throughput: warming up (1 s each)");
      for (const [i, endpoint] of endpoints.entries()) {
        await load(origin, endpoint, 1);
        await load((bares[i] as Bare).origin, endpoint, 1);
      }
    }
    // Interleaved rounds, medians: both servers and autocannon share this machine's cores, so one
    // pair of runs swings by ±15%; who goes first alternates, so neither always runs warmer.
    for (let round = 0; round < rounds; round++) {
      for (const [i, endpoint] of endpoints.entries()) {
        log(`throughput: round ${round + 1}/${rounds}, ${endpoint.name}`);
        const runOurs = async () =>
          (ours[i] as autocannon.Result[]).push(await load(origin, endpoint, seconds));
        const runBare = async () =>
          (bare[i] as autocannon.Result[]).push(
            await load((bares[i] as Bare).origin, endpoint, seconds),
          );
        if (round % 2 === 0) {
          await runOurs();
          await runBare();
        } else {
          await runBare();
          await runOurs();
        }
      }
    }
    const upstreamAfter = upstreamRequests(context);

    const targets: Target[] = [];
    const rows = endpoints.map((endpoint, i) => {
      const o = median(ours[i] as autocannon.Result[]);
      const b = median(bare[i] as autocannon.Result[]);
      const ratio = o.requests.average / b.requests.average;
      const failures = (ours[i] as autocannon.Result[]).reduce(
        (n, r) => n + r.errors + r.non2xx,
        0,
      );
      targets.push({
        name: ratioTarget(endpoint),
        met: ratio >= TARGET,
        detail: `${ratio.toFixed(2)}`,
      });
      targets.push({
        name: cleanTarget(endpoint),
        met: failures === 0,
        detail: `${failures} in ${(ours[i] as autocannon.Result[]).reduce((n, r) => n + r.requests.total, 0)} requests`,
        hard: true,
      });
      return {
        endpoint: endpoint.name,
        "ours req/s": Math.round(o.requests.average),
        "bare req/s": Math.round(b.requests.average),
        ratio: ratio.toFixed(2),
        "ours p99 ms": o.latency.p99,
        "errors + non-2xx": failures,
      };
    });
    const sizes = answers.map(
      (a, i) => `${endpoints[i]?.name} ${a.body.length} bytes, ${a.headers.length} headers`,
    );
    return {
      title,
      rows,
      targets,
      notes: [
        ...(context.database
          ? [
              "The server runs with DATABASE_URL: a schema of its own on a throwaway PostgreSQL on this machine (bench/postgres.ts), sharing its cores.",
            ]
          : []),
        `autocannon, ${CONNECTIONS} connections, keep-alive; median of ${rounds} interleaved round${rounds > 1 ? "s" : ""} of ${seconds} s per server${quick ? "" : ", after 1 s of warm-up each"}.`,
        `Each bare server answers exactly what ours answered (checked byte for byte, Date aside): ${sizes.join("; ")}.`,
        ...(upstreamBefore !== undefined && upstreamAfter !== undefined
          ? [
              `The rate sources were asked ${upstreamAfter - upstreamBefore} times during the runs: the rates POST is answered from the service's cache, as it is for almost every visitor.`,
            ]
          : []),
      ],
    };
  } finally {
    for (const b of bares) b.process.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  if (process.argv.includes("--postgres")) {
    await runAlone(postgresThroughput, { postgres: POSTGRES_THROUGHPUT });
  } else {
    await runAlone(throughput, { external: true });
  }
}
