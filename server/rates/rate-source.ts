/** Where a source keeps its last good upstream answer between restarts (`rateSnapshots` in db.ts). */
export interface SnapshotStore {
  load(source: string): { readonly body: string; readonly fetchedAt: string } | undefined;
  save(source: string, snapshot: { readonly body: string; readonly fetchedAt: string }): void;
}

export interface Snapshot<T> {
  readonly data: T;
  /** When upstream gave this answer (ISO 8601). */
  readonly fetchedAt: string;
}

export interface Reading<T> {
  /** The last good answer, if there ever was one. */
  readonly snapshot?: Snapshot<T>;
  /** True when the snapshot comes from a fetch this reading made or joined. */
  readonly fresh: boolean;
}

export interface RateSource<T> {
  read(): Promise<Reading<T>>;
}

export interface RateSourceOptions<T> {
  /** The key in the store, and the name in log lines. */
  readonly name: string;
  readonly url: string;
  /** Turns an upstream body into data; throws on anything not a whole, good answer. */
  readonly parse: (body: string) => T;
  readonly store: SnapshotStore;
  readonly accept?: string;
  /** At most one upstream fetch per this many milliseconds, whatever happens (default 5 min). */
  readonly ttlMs?: number;
  /** An upstream call is abandoned after this many milliseconds (default 5 s). */
  readonly timeoutMs?: number;
  /**
   * How long after a refetch starts readings that have rates to serve wait for it (default
   * 250 ms): past that, they are served the rates they have, and the fetch carries on.
   */
  readonly staleGraceMs?: number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
}

export const RATES_TTL_MS = 5 * 60 * 1000;
export const UPSTREAM_TIMEOUT_MS = 5000;
/**
 * Long enough for an upstream that answers normally (ECB and CoinGecko: a few hundred ms at most),
 * so that the reading that starts a refetch usually gets its rates; short enough that nobody
 * notices it when upstream hangs. Before this, every rate request waited for the hanging fetch,
 * up to UPSTREAM_TIMEOUT_MS, and the rates calls stalled for 5 s once per TTL (bench/faults.ts).
 */
export const STALE_GRACE_MS = 250;

/**
 * RATES_TTL_SECONDS (README): how long fetched rates are served before upstream is asked again.
 * Five minutes when unset or not a positive number of seconds; the bench shortens it so that its
 * fault phases make the service refetch.
 */
export function ratesTtlMsFromEnv(value: string | undefined): number {
  const seconds = Number(value);
  return value?.trim() && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : RATES_TTL_MS;
}

/**
 * One upstream rate source behind a cache. A reading within the TTL of the last attempt is
 * answered from memory; past it, one fetch starts and every reading meanwhile joins that same
 * fetch: it waits for it when there are no rates yet, and otherwise only until `staleGraceMs`
 * after the fetch started, then is served the rates it has (not fresh) while the fetch carries
 * on. A failed fetch keeps the last good snapshot and still counts as the attempt, so upstream
 * is asked at most once per TTL even while it is failing. Good answers are stored, and the stored
 * one is served after a restart.
 */
export function createRateSource<T>(options: RateSourceOptions<T>): RateSource<T> {
  const {
    name,
    url,
    parse,
    store,
    accept = "*/*",
    ttlMs = RATES_TTL_MS,
    timeoutMs = UPSTREAM_TIMEOUT_MS,
    staleGraceMs = STALE_GRACE_MS,
    now = Date.now,
    fetch: fetchUpstream = fetch,
    log = (line) => console.error(line),
  } = options;

  // The query stays out of the logs: it may carry an API key.
  const where = url.split("?")[0];
  let snapshot = restore();
  // A snapshot stored less than a TTL ago counts as the last attempt: restarting does not refetch.
  let lastAttempt = snapshot ? Math.min(Date.parse(snapshot.fetchedAt), now()) : undefined;
  let inflight: Promise<boolean> | undefined;
  /** When readings stop waiting for the fetch in progress (performance.now() time). */
  let graceEnds = 0;

  function restore(): Snapshot<T> | undefined {
    try {
      const stored = store.load(name);
      if (!stored) return undefined;
      if (Number.isNaN(Date.parse(stored.fetchedAt))) throw new Error("no valid fetched_at");
      return { data: parse(stored.body), fetchedAt: stored.fetchedAt };
    } catch (error) {
      log(`${name} rates: the stored snapshot is unusable: ${describeError(error)}`);
      return undefined;
    }
  }

  async function refresh(): Promise<boolean> {
    try {
      const response = await fetchUpstream(url, {
        headers: { Accept: accept },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const body = await response.text();
      const data = parse(body);
      const fetchedAt = new Date(now()).toISOString();
      snapshot = { data, fetchedAt };
      try {
        store.save(name, { body, fetchedAt });
      } catch (error) {
        log(`${name} rates: could not store the new snapshot: ${describeError(error)}`);
      }
      return true;
    } catch (error) {
      const serving = snapshot ? `the rates of ${snapshot.fetchedAt}` : "no rates";
      log(`${name} rates: ${where} failed (${describeError(error)}); serving ${serving}`);
      return false;
    }
  }

  return {
    async read() {
      if (!inflight) {
        if (lastAttempt !== undefined && now() - lastAttempt < ttlMs) {
          return { snapshot, fresh: false };
        }
        lastAttempt = now();
        graceEnds = performance.now() + staleGraceMs;
        inflight = refresh().finally(() => {
          inflight = undefined;
        });
      }
      const fetching = inflight;
      // With nothing to serve yet, the fetch (bounded by its timeout) is all there is to wait for.
      // Otherwise only the grace from its start: readings that come later are not held at all.
      const fresh = snapshot
        ? await within(fetching, graceEnds - performance.now())
        : await fetching;
      return { snapshot, fresh };
    },
  };
}

/** What `promise` resolves to if it does within `ms`, else false. */
async function within(promise: Promise<boolean>, ms: number): Promise<boolean> {
  if (ms <= 0) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch() reports "fetch failed" and keeps the reason (ECONNREFUSED, ...) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
