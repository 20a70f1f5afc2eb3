import { randomUUID } from "node:crypto";
import { type HistorySummary, historyParser } from "./ecb-history.ts";
import {
  HISTORY_SOURCE,
  type HistoryState,
  type HistoryStore,
  type Lease,
  type StagedRows,
} from "./history-store.ts";
import type { SnapshotStore } from "./rate-source.ts";

export interface ImportOptions {
  /** The history file (FIAT_HISTORY_URL). */
  readonly url: string;
  readonly store: HistoryStore;
  /** The rate sources' lease rows (rate-store.ts): the claim is theirs, under "fiat-history". */
  readonly leases: Pick<SnapshotStore, "claimFetch">;
  /** At most one attempt per this many milliseconds across servers, a failed one included. */
  readonly retryMs: number;
  /** How long a claim holds without being renewed; each batch written renews it. */
  readonly leaseMs: number;
  /** The download is abandoned when no bytes arrive for this long. */
  readonly idleTimeoutMs: number;
  readonly now: () => number;
  readonly fetch: typeof fetch;
  readonly log: (line: string) => void;
}

/** "busy": another server imports, or one tried within the retry time. */
export type ImportOutcome = "imported" | "failed" | "busy";

/**
 * Rows read before they are written to the staging table (about 67 days of 30 currencies). A
 * batch lives while it waits for the database, long enough for V8 to move it out of its young
 * generation: batches of 20,000 rows made the server's resident set grow with the file (66 MB on
 * a 21 MB file), 2,000 kept it flat (decision 025).
 */
const BATCH_ROWS = 2000;

class LostLease extends Error {
  constructor() {
    super("another server took over the import (this one's lease ran out)");
  }
}

/**
 * Reads the whole history file into the database, if this server may (the claim of the lease row,
 * as for the rate sources, so that of several servers one imports and the others do not). The
 * file is read as it streams in and written to the staging rows in batches; only a file read to
 * its closing envelope is merged into the history, in one transaction. A file cut off, garbage,
 * an HTTP error or a timeout is logged and changes nothing that is served (decision 025).
 */
export async function importHistory(options: ImportOptions): Promise<ImportOutcome> {
  const { store, now, log, leaseMs, retryMs } = options;
  const iso = (ms: number) => new Date(ms).toISOString();
  const started = now();
  const lease: Lease = { until: iso(started + leaseMs) };
  const claimed = await options.leases.claimFetch(HISTORY_SOURCE, {
    now: iso(started),
    triedBefore: iso(started - retryMs),
    leaseUntil: lease.until,
  });
  if (!claimed) return "busy";

  const importId = randomUUID();
  // The query stays out of the logs, as for the rate sources: it may carry a key.
  const where = options.url.split("?")[0];
  try {
    await store.dropStaged(importId, "others");
    const summary = await stageFile(options, importId, lease);
    const state = await store.merge(importId, summary.newest, lease, iso(now()));
    if (!state) throw new LostLease();
    const seconds = ((now() - started) / 1000).toFixed(1);
    log(
      `fiat history: imported ${summary.days} days (${summary.oldest} to ${summary.newest}, ${summary.rows} rates) from ${where} in ${seconds} s`,
    );
    return "imported";
  } catch (error) {
    const kept = await describeKept(store);
    log(`fiat history: ${where} failed (${describeError(error)}); ${kept}`);
    await store.dropStaged(importId, "mine").catch(() => {});
    return "failed";
  } finally {
    await store.release(lease, iso(now())).catch((error: unknown) => {
      log(`fiat history: could not free the import's lease: ${describeError(error)}`);
    });
  }
}

/** Downloads and parses the file, writing its rows to the staging table as they come. */
async function stageFile(
  options: ImportOptions,
  importId: string,
  lease: Lease,
): Promise<HistorySummary> {
  const { store, now, leaseMs, idleTimeoutMs } = options;
  const controller = new AbortController();
  let idle: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(idle);
    idle = setTimeout(
      () => controller.abort(new Error(`no data for ${idleTimeoutMs / 1000} s`)),
      idleTimeoutMs,
    );
  };
  watch();
  let reader: ReadableStreamDefaultReader<string> | undefined;
  let done = false;
  try {
    const response = await options.fetch(options.url, {
      headers: { Accept: "application/xml, text/xml" },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new Error(`HTTP ${response.status}`);
    }
    reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = historyParser();
    // Flat (currency, day, rate) triples, the currency codes shared: the fewer objects a batch
    // holds while it waits for the database, the less garbage outlives V8's young generation.
    let rows: StagedRows = [];
    const codes = new Map<string, string>();
    const flush = async () => {
      const next = new Date(now() + leaseMs).toISOString();
      if (!(await store.stage(importId, rows, lease, next))) throw new LostLease();
      rows = [];
    };
    for (;;) {
      const chunk = await reader.read();
      watch();
      if (chunk.done) break;
      for (const day of parser.push(chunk.value)) {
        for (const currency in day.rates) {
          let code = codes.get(currency);
          if (code === undefined) {
            code = currency;
            codes.set(code, code);
          }
          rows.push(code, day.date, day.rates[currency] as number);
        }
      }
      if (rows.length >= BATCH_ROWS * 3) await flush();
    }
    done = true;
    const summary = parser.end();
    await flush();
    return summary;
  } finally {
    clearTimeout(idle);
    // Stops the download of a file that failed part way.
    if (!done) await reader?.cancel().catch(() => {});
  }
}

async function describeKept(store: HistoryStore): Promise<string> {
  let state: HistoryState | undefined;
  try {
    state = await store.state();
  } catch {
    return "the stored history is kept";
  }
  return state
    ? `keeping the stored history (${state.first} to ${state.last})`
    : "no history is stored yet";
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch() reports "fetch failed" and keeps the reason (ECONNREFUSED, ...) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
