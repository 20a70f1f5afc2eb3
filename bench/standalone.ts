/**
 * Running one bench section on its own (its CLI at the bottom of its file): starts the local fake
 * rate sources and the production server on a fresh database, as the whole bench does, runs the
 * section and prints its table. Or, with `--origin` (and `--pid` for memory readings), runs it
 * against a server already running, for the sections that need no fakes.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startCoinGeckoFake } from "../tests/fakes/coingecko.ts";
import { startEcbFake } from "../tests/fakes/ecb.ts";
import { startFrankfurterFake } from "../tests/fakes/frankfurter.ts";
import { freePort } from "../tests/support/free-port.ts";
import type { BenchContext, BenchDatabase, BenchSection, Section } from "./harness.ts";
import {
  type LazyPostgres,
  lazyPostgres,
  type PostgresSectionInfo,
  withoutPostgres,
} from "./postgres.ts";
import { formatSection } from "./print.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Resolves once `url` answers 2xx; rejects after `ms`. */
export async function waitUntilUp(url: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const response = await fetch(url).catch(() => undefined);
    await response?.body?.cancel();
    if (response?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export interface LocalServer {
  readonly context: Omit<BenchContext, "quick" | "log">;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * `npm run serve`'s command line, read from package.json: the bench measures the server as
 * production runs it, Node's flags included (docs/decisions/029-node-runtime.md, "Memory").
 */
function serveCommand(): { readonly command: string; readonly args: string[] } {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const [command, ...args] = (pkg.scripts.serve ?? "").split(/\s+/);
  if (command !== "node" || !args.includes("build/server/server.js")) {
    throw new Error(`npm run serve is not \`node … build/server/server.js\`: ${pkg.scripts.serve}`);
  }
  return { command, args };
}

/**
 * The fakes and the server as `npm run serve` starts it, on a fresh SQLite database, or on
 * PostgreSQL when `env` has a DATABASE_URL; `env` adds server variables.
 */
export async function startLocalServer(env: Record<string, string> = {}): Promise<LocalServer> {
  const ecb = await startEcbFake();
  const crypto = await startCoinGeckoFake();
  const fx = await startFrankfurterFake();
  const dir = mkdtempSync(join(tmpdir(), "unitpilot-bench-"));
  const port = await freePort();
  const { command, args } = serveCommand();
  const server = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ACCESS_LOG: "0",
      DATABASE_PATH: join(dir, "bench.db"),
      // SQLite unless the section says otherwise, whatever the shell running the bench has set.
      DATABASE_URL: "",
      FIAT_RATES_URL: ecb.url,
      FIAT_HISTORY_URL: ecb.historyUrl,
      CRYPTO_RATES_URL: crypto.url,
      FX_API_URL: fx.url,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    await Promise.all([ecb.close(), crypto.close(), fx.close()]);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(`${origin}/robots.txt`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    context: {
      origin,
      serverPid: server.pid ?? 0,
      buildDir: join(ROOT, "build/client"),
      fakes: { ecb, crypto, fx },
    },
    process: server,
    stop,
  };
}

/**
 * A section on a server started with DATABASE_URL, a new database on the bench's PostgreSQL. When
 * PostgreSQL cannot be started (not installed, say), it says so and reports the section's targets
 * missed: never skipped in silence.
 */
export async function runOnPostgres(
  section: BenchSection,
  info: PostgresSectionInfo,
  postgres: LazyPostgres,
  options: Pick<BenchContext, "quick" | "log"> & { readonly env?: Record<string, string> },
): Promise<Section> {
  let database: BenchDatabase;
  try {
    database = await postgres.database();
  } catch (error) {
    const reason = (error as Error).message.trim().split("\n")[0] ?? "unknown error";
    options.log(`bench: PostgreSQL could not be started for "${info.title}": ${reason}`);
    return withoutPostgres(info, reason);
  }
  const local = await startLocalServer({ ...options.env, DATABASE_URL: database.url });
  try {
    return await section({ ...local.context, database, quick: options.quick, log: options.log });
  } finally {
    await local.stop();
  }
}

export interface AloneOptions {
  /** Server variables the section needs when this starts the server (e.g. a short rates TTL). */
  readonly env?: Record<string, string>;
  /** Whether it can run against a server started elsewhere (it does not switch the fakes). */
  readonly external?: boolean;
  /** It runs on PostgreSQL (bench/postgres.ts): the CLI starts one, and the server on it. */
  readonly postgres?: PostgresSectionInfo;
}

/**
 * The CLI of a section: `[--quick] [--check] [--origin http://127.0.0.1:3000 [--pid 1234]]`.
 * Prints the table on stdout, progress on stderr; `--check` exits 1 when a target is missed
 * (hard targets only with `--quick`, as in the whole bench).
 */
export async function runAlone(section: BenchSection, options: AloneOptions = {}): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const quick = args.includes("--quick");
  const log = (line: string) => console.error(line);
  const origin = value("--origin");
  let result: Section;
  if (origin) {
    if (!options.external || options.postgres)
      throw new Error(
        "This section starts its own server (fakes, database): run it without --origin.",
      );
    const noFakes = new Proxy({} as BenchContext["fakes"]["ecb"], {
      get() {
        throw new Error("no fakes when running against --origin");
      },
    });
    result = await section({
      origin: origin.replace(/\/$/, ""),
      serverPid: Number(value("--pid") ?? 0),
      buildDir: join(ROOT, "build/client"),
      fakes: { ecb: noFakes, crypto: noFakes as never, fx: noFakes as never },
      quick,
      log,
    });
  } else if (options.postgres) {
    const postgres = lazyPostgres(log);
    try {
      result = await runOnPostgres(section, options.postgres, postgres, {
        quick,
        log,
        ...(options.env ? { env: options.env } : {}),
      });
    } finally {
      await postgres.stop();
    }
  } else {
    const local = await startLocalServer(options.env);
    try {
      result = await section({ ...local.context, quick, log });
    } finally {
      await local.stop();
    }
  }
  console.log(formatSection(result));
  const missed = result.targets.filter((t) => !t.met && (t.hard || !quick));
  if (args.includes("--check") && missed.length > 0) process.exitCode = 1;
}

/** Whether the module at `url` is the script node was started with. */
export function isMain(url: string): boolean {
  return process.argv[1] !== undefined && fileURLToPath(url) === resolve(process.argv[1]);
}
