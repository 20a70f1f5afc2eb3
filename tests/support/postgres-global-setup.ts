import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL server of this vitest run (tests/support/engines.ts). */
    postgresUrl: string;
  }
}

/**
 * One PostgreSQL server per vitest run, started before the first test file and stopped after the
 * last: initdb takes seconds, so once per run rather than once per file (each test still gets its
 * own schema). Stopped even when the run fails, so none is left running.
 */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  project.provide("postgresUrl", server.url);
  return async () => {
    await server.stop();
  };
}
