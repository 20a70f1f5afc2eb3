import type { Server } from "node:http";
import type { Outbox } from "./contact/outbox.ts";
import type { Sql } from "./storage/sql.ts";

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the requests in flight finish, let the
 * e-mail being sent finish (its claim is then released, sent or not) and begin no other, close
 * the database, exit 0. A second signal is not needed and changes nothing; a SIGKILL meanwhile
 * loses nothing that was acknowledged (docs/deploying.md).
 */
export function stopOnSignals(server: Server, outbox: Outbox, sql: Sql): void {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const outboxStopped = outbox.stop();
      server.close(async () => {
        await outboxStopped;
        await sql.close();
        process.exit(0);
      });
    });
  }
}
