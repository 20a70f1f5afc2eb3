import { openPostgres } from "./postgres.ts";
import type { Sql } from "./sql.ts";
import { openSqlite } from "./sqlite.ts";

/**
 * The server's database from its configuration (README): PostgreSQL when DATABASE_URL is set,
 * shared by every server; otherwise the SQLite file at DATABASE_PATH, so that `npm start` needs
 * nothing else running. Rejects when the database cannot be opened or migrated.
 */
export async function openStorage(
  env: Record<string, string | undefined>,
  log?: (line: string) => void,
): Promise<Sql> {
  const url = env.DATABASE_URL?.trim();
  if (url) return openPostgres(url, log ? { log } : {});
  return openSqlite(env.DATABASE_PATH || "data/unitpilot.db");
}

/**
 * `openStorage` for a server starting: when the database cannot be opened, says why on stderr (the
 * address without its password) and ends the process with status 1, so that a supervisor or an
 * orchestrator sees the failure instead of a server that answers without its database.
 */
export async function openStorageOrExit(
  env: Record<string, string | undefined>,
  name: string,
  log?: (line: string) => void,
): Promise<Sql> {
  try {
    return await openStorage(env, log);
  } catch (error) {
    console.error(`${name} cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
}
