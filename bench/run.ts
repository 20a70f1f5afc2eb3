/**
 * `npm run bench`: where the site stands against its targets, in one run (issue 8).
 *
 *   npm run bench [-- --quick] [--skip-build] [--report docs/performance.md]
 *
 * Builds the site, starts the production server on a fresh database with local fakes of the rate
 * sources, runs every section and prints one report. A full run exits 1 when a target is missed;
 * --quick (what CI runs, so the harness cannot rot) is short and fails only on hard targets:
 * errors, 5xx, crashes and deterministic scores, not speed on a shared machine.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, release, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildSection } from "./build.ts";
import { DATABASE_FAULTS, DATABASE_FAULTS_ENV, databaseFaults } from "./database-faults.ts";
import { expression } from "./expression.ts";
import { FAULTS_RATES_TTL_SECONDS, faults } from "./faults.ts";
import { fuzz } from "./fuzz.ts";
import type { BenchSection, Section } from "./harness.ts";
import { history } from "./history.ts";
import { htmlValidity } from "./html-validity.ts";
import { hydrationData } from "./hydration-data.ts";
import { lighthouse } from "./lighthouse.ts";
import { moneyAddress } from "./money-address.ts";
import { pageWeight } from "./page-weight.ts";
import { lazyPostgres, type PostgresSectionInfo } from "./postgres.ts";
import { formatSection, formatTarget, markdownReport } from "./print.ts";
import { query } from "./query.ts";
import { type LocalServer, runOnPostgres, startLocalServer } from "./standalone.ts";
import { POSTGRES_THROUGHPUT, postgresThroughput, throughput } from "./throughput.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The sections in print order. The fault section gets a server of its own whose rates expire
 * every second, so that the upstream faults reach it; those on PostgreSQL each get a server with
 * DATABASE_URL on the bench's throwaway PostgreSQL (bench/postgres.ts, started at the first of
 * them); the others share one production server on SQLite.
 */
const SECTIONS: readonly {
  readonly run: BenchSection;
  readonly env?: Record<string, string>;
  readonly postgres?: PostgresSectionInfo;
}[] = [
  { run: pageWeight },
  { run: hydrationData },
  { run: htmlValidity },
  { run: query },
  { run: expression },
  // Starts a server of its own, on the full-size history it generates.
  { run: history },
  { run: lighthouse },
  { run: throughput },
  { run: moneyAddress },
  { run: postgresThroughput, postgres: POSTGRES_THROUGHPUT },
  { run: faults, env: { RATES_TTL_SECONDS: FAULTS_RATES_TTL_SECONDS } },
  { run: databaseFaults, env: DATABASE_FAULTS_ENV, postgres: DATABASE_FAULTS },
  { run: fuzz },
];

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const reportPath = args.includes("--report") ? args[args.indexOf("--report") + 1] : undefined;
const log = (line: string) => process.stderr.write(`${line}\n`);

const sections: Section[] = [];
if (!args.includes("--skip-build")) {
  log("bench: building the site (npm run build)...");
  const start = performance.now();
  const build = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error("npm run build failed");
  const result = buildSection(join(ROOT, "build/client"), (performance.now() - start) / 1000);
  sections.push(result);
  console.log(`${formatSection(result)}\n`);
}

let shared: LocalServer | undefined;
const postgres = lazyPostgres(log);
try {
  for (const { run, env, postgres: info } of SECTIONS) {
    if (info) {
      const result = await runOnPostgres(run, info, postgres, {
        quick,
        log,
        ...(env ? { env } : {}),
      });
      sections.push(result);
      console.log(`${formatSection(result)}\n`);
      continue;
    }
    const own = env ? await startLocalServer(env) : undefined;
    shared ??= own ? undefined : await startLocalServer();
    const server = (own ?? shared) as LocalServer;
    try {
      const result = await run({ ...server.context, quick, log });
      sections.push(result);
      console.log(`${formatSection(result)}\n`);
    } finally {
      await own?.stop();
    }
  }
} finally {
  await shared?.stop();
  await postgres.stop();
}

const targets = sections.flatMap((s) => s.targets);
const missed = targets.filter((t) => !t.met && (!quick || t.hard));
console.log(`## Summary${quick ? " (quick run: speed targets not judged)" : ""}\n`);
for (const target of targets) console.log(formatTarget(target));
console.log(
  `\n${targets.length - targets.filter((t) => !t.met).length} of ${targets.length} targets met.`,
);

if (reportPath) {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Linux ${release()}, Node ${process.version}`;
  writeFileSync(
    join(ROOT, reportPath),
    markdownReport(sections, { machine, date: new Date(), quick }),
  );
  log(`bench: wrote ${reportPath}`);
}
process.exitCode = missed.length > 0 ? 1 : 0;
