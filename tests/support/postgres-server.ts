import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./free-port.ts";

const run = promisify(execFile);

/**
 * Debian's PostgreSQL (`apt-get install postgresql`; .ci/run installs it) keeps its tools off the
 * PATH, under /usr/lib/postgresql/<major>/bin: the newest major there, else the PATH's.
 */
const BIN_DIRS = [
  ...(existsSync("/usr/lib/postgresql")
    ? readdirSync("/usr/lib/postgresql")
        .filter((major) => /^\d+$/.test(major))
        .sort((a, b) => Number(b) - Number(a))
        .map((major) => `/usr/lib/postgresql/${major}/bin`)
    : []),
  "/usr/local/bin",
  "/usr/bin",
];

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the superuser, trusted on loopback only. */
  readonly url: string;
  stop(): Promise<void>;
  /**
   * Stops the server, the data directory kept: "immediate" (the default) abruptly, as a crash or a
   * lost network would; "fast" as an operator restarting it would (open connections are ended).
   */
  halt(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same port and data after `halt`. */
  restart(): Promise<void>;
}

function binary(name: string): string {
  const dir = BIN_DIRS.find((d) => existsSync(join(d, name)));
  if (!dir) {
    throw new Error(
      `PostgreSQL's ${name} is not installed: apt-get install postgresql (.ci/run does it)`,
    );
  }
  return join(dir, name);
}

/** PostgreSQL refuses to run as root: as root, its tools run as the `postgres` user. */
async function asPostgres(tool: string, args: readonly string[]): Promise<string> {
  const root = process.getuid?.() === 0;
  const [file, argv] = root
    ? ["runuser", ["-u", "postgres", "--", binary(tool), ...args]]
    : [binary(tool), [...args]];
  const { stdout } = await run(file, argv, { timeout: 60_000 });
  return stdout;
}

/**
 * A throwaway PostgreSQL server for the tests: initdb into a temporary directory, pg_ctl on a free
 * loopback port, trust authentication on loopback only, no fsync (its data is thrown away).
 * `stop` removes everything it made.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const dir = await mkdtemp(join(tmpdir(), "unitpilot-pg-"));
  const data = join(dir, "data");
  const logFile = join(dir, "server.log");
  if (process.getuid?.() === 0) await chown(dir, ...(await postgresIds()));
  await asPostgres("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const port = await freePort();
  // The socket directory is the temporary one, so nothing is written to /var/run/postgresql.
  // No fsync (the data is thrown away, and a killed server still leaves its WAL in the OS's
  // cache), but commits are synchronous as in production: a test that kills the server must not
  // lose what was acknowledged.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  const start = () =>
    asPostgres("pg_ctl", ["-D", data, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
  const stopWith = (mode: "fast" | "immediate") =>
    asPostgres("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
  try {
    await start();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (running) await stopWith("fast").catch(() => stopWith("immediate"));
      running = false;
      await rm(dir, { recursive: true, force: true });
    },
    async halt(mode = "immediate") {
      await stopWith(mode);
      running = false;
    },
    async restart() {
      await start();
      running = true;
    },
  };
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout: uid } = await run("id", ["-u", "postgres"]);
  const { stdout: gid } = await run("id", ["-g", "postgres"]);
  return [Number(uid.trim()), Number(gid.trim())];
}

/**
 * A fresh schema on the PostgreSQL server at `serverUrl`, and the address that makes it the
 * connection's search path: a database of its own for each test (or bench server), for the cost
 * of one CREATE SCHEMA.
 */
export async function freshSchemaUrl(serverUrl: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}
