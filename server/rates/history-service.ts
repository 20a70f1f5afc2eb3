import type { Sql } from "../storage/sql.ts";
import type { EcbRates } from "./ecb.ts";
import { DEFAULT_FIAT_HISTORY_URL } from "./ecb-history.ts";
import { describeError, type ImportOutcome, importHistory } from "./history-import.ts";
import { type HistoryStore, historyStore } from "./history-store.ts";
import { rateStore } from "./rate-store.ts";

export interface HistoryServiceOptions {
  readonly sql: Sql;
  /** The ECB's history file (FIAT_HISTORY_URL). */
  readonly url?: string;
  /** Reads the day's fix through the rate service, which hands it to `append`. */
  readonly readDaily?: () => Promise<unknown>;
  /** At most one import attempt per this long across servers, failed or not (default 30 min). */
  readonly retryMs?: number;
  /** How long an import's claim holds unrenewed (default 60 s; each batch renews it). */
  readonly leaseMs?: number;
  /** A download that sends nothing for this long is abandoned (default 30 s). */
  readonly idleTimeoutMs?: number;
  /** How often a running server looks whether the history needs reading (default 10 min). */
  readonly checkEveryMs?: number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
}

export interface HistoryService {
  readonly store: HistoryStore;
  /**
   * The first check now, in the background (nothing waits for it), then one every
   * `checkEveryMs`, each after reading the day's fix.
   */
  start(): void;
  stop(): void;
  /**
   * Imports the file if the history needs it (never imported, or a gap found) and this server
   * may (no other server importing, no attempt within the retry time). Concurrent calls share one.
   */
  check(): Promise<ImportOutcome | "current">;
  /** Stores a daily fix; a business day found missing before it starts a check. */
  append(fix: EcbRates): Promise<void>;
}

const HISTORY_RETRY_MS = 30 * 60 * 1000;
const HISTORY_LEASE_MS = 60 * 1000;
const HISTORY_IDLE_TIMEOUT_MS = 30 * 1000;
const HISTORY_CHECK_EVERY_MS = 10 * 60 * 1000;

/** The ECB history in the database: when it is read, and each daily fix appended (decision 025). */
export function createHistoryService(options: HistoryServiceOptions): HistoryService {
  const {
    sql,
    url = DEFAULT_FIAT_HISTORY_URL,
    readDaily,
    retryMs = HISTORY_RETRY_MS,
    leaseMs = HISTORY_LEASE_MS,
    idleTimeoutMs = HISTORY_IDLE_TIMEOUT_MS,
    checkEveryMs = HISTORY_CHECK_EVERY_MS,
    now = Date.now,
    fetch: fetchUpstream = fetch,
    log = (line) => console.error(line),
  } = options;
  const store = historyStore(sql);
  const leases = rateStore(sql);
  let checking: Promise<ImportOutcome | "current"> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastAppended: string | undefined;

  async function checkOnce(): Promise<ImportOutcome | "current"> {
    const state = await store.state();
    if (state && !state.refetch) return "current";
    return importHistory({
      url,
      store,
      leases,
      retryMs,
      leaseMs,
      idleTimeoutMs,
      now,
      fetch: fetchUpstream,
      log,
    });
  }

  const service: HistoryService = {
    store,

    check() {
      checking ??= checkOnce()
        .catch((error: unknown) => {
          log(`fiat history: the database is unavailable (${describeError(error)})`);
          return "failed" as const;
        })
        .finally(() => {
          checking = undefined;
        });
      return checking;
    },

    async append({ date, rates }) {
      // The rate service fetches the same day every few minutes; it is stored once.
      if (date === lastAppended) return;
      const { EUR: _one, ...perEuro } = rates;
      try {
        const { gap } = await store.appendDay({ date, rates: perEuro });
        lastAppended = date;
        if (gap !== undefined) {
          log(`fiat history: ${gap} is missing before the fix of ${date}; reading the file again`);
          void service.check();
        }
      } catch (error) {
        log(`fiat history: could not store the fix of ${date} (${describeError(error)})`);
      }
    },

    start() {
      void service.check();
      timer ??= setInterval(async () => {
        await readDaily?.().catch(() => {});
        await service.check();
      }, checkEveryMs);
      // Never what keeps the process alive.
      timer.unref();
    },

    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
  return service;
}
