import {
  freshSchemaUrl,
  startTestPostgres,
  type TestPostgres,
} from "../tests/support/postgres-server.ts";
import type { BenchDatabase, Section, Target } from "./harness.ts";

/**
 * A section that runs on PostgreSQL: its title and targets, so that a run where PostgreSQL cannot
 * start still reports them, every one missed, instead of leaving them out.
 */
export interface PostgresSectionInfo {
  readonly title: string;
  readonly targets: readonly Pick<Target, "name" | "hard">[];
}

export interface LazyPostgres {
  /** A new empty database (a schema) on the bench's PostgreSQL; rejects when it cannot run. */
  database(): Promise<BenchDatabase>;
  /** Stops the server, if it was started, and removes its files. */
  stop(): Promise<void>;
}

/**
 * The bench's throwaway PostgreSQL, started at the first section that asks for it and shared by
 * the others (initdb takes seconds): the tests' harness, so Debian's `postgresql` package,
 * initdb into a temporary directory, pg_ctl on a free loopback port, as the `postgres` user when
 * run as root. Every server gets a schema of its own.
 */
export function lazyPostgres(log: (line: string) => void): LazyPostgres {
  let started: Promise<TestPostgres> | undefined;
  return {
    async database() {
      if (!started) {
        log("bench: starting a throwaway PostgreSQL (initdb, pg_ctl)");
        started = startTestPostgres();
      }
      const server = await started;
      return {
        url: await freshSchemaUrl(server.url),
        stop: () => server.halt("fast"),
        start: () => server.restart(),
      };
    },
    async stop() {
      const server = await started?.catch(() => undefined);
      await server?.stop();
    },
  };
}

/** The section when PostgreSQL could not be started: every target missed, with the reason. */
export function withoutPostgres(info: PostgresSectionInfo, reason: string): Section {
  return {
    title: info.title,
    rows: [],
    targets: info.targets.map((target) => ({
      ...target,
      met: false,
      detail: `not measured: ${reason}`,
    })),
    notes: [`Not run: PostgreSQL could not be started (${reason}).`],
  };
}
