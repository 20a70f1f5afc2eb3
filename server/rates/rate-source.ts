export interface StoredSnapshot {
  readonly body: string;
  /** When upstream gave this answer (ISO 8601). */
  readonly fetchedAt: string;
}

/**
 * Where the sources keep their last good upstream answers, shared by every server on the same
 * database (`rateStore` in rate-store.ts), and who fetches next. Times are ISO 8601.
 */
export interface SnapshotStore {
  load(source: string): Promise<StoredSnapshot | undefined>;
  /**
   * The right to ask upstream for `source` now, held until `leaseUntil`: true for one caller only,
   * and only when no fetch is leased and none was attempted after `triedBefore` (one TTL ago).
   */
  claimFetch(
    source: string,
    times: { readonly now: string; readonly triedBefore: string; readonly leaseUntil: string },
  ): Promise<boolean>;
  /** Whether another server's claimed fetch is still within its lease. */
  fetchInProgress(source: string, now: string): Promise<boolean>;
  /** Ends a claimed fetch: stores its snapshot when it got one, and frees the claim. */
  finishFetch(source: string, attemptedAt: string, snapshot?: StoredSnapshot): Promise<void>;
}

interface Snapshot<T> {
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
  /**
   * The reading `read()` would give at once, without a round: within the TTL of the last attempt
   * and with none in progress; else undefined. The same object while nothing changed, so that a
   * cached answer costs the rate routes no allocation (bench/throughput.ts).
   */
  peek(): Reading<T> | undefined;
}

export interface RateSourceOptions<T> {
  /** The key in the store, and the name in log lines. */
  readonly name: string;
  /** Asked at each fetch: the coin prices' address follows the coin list (rates-service.ts). */
  readonly url: string | (() => string);
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
  /**
   * Called with each new answer the source takes, fetched or adopted from the store (another
   * server's): the fiat source hands each day's fix to the history this way.
   */
  readonly onSnapshot?: (data: T) => void;
}

export const RATES_TTL_MS = 5 * 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 5000;
/**
 * Long enough for an upstream that answers normally (ECB and CoinGecko: a few hundred ms at most),
 * so that the reading that starts a refetch usually gets its rates; short enough that nobody
 * notices it when upstream hangs. Before this, every rate request waited for the hanging fetch,
 * up to UPSTREAM_TIMEOUT_MS, and the rates calls stalled for 5 s once per TTL (bench/faults.ts).
 */
export const STALE_GRACE_MS = 250;
/** How often a server waiting for another's fetch looks whether it has ended. */
const FOLLOW_POLL_MS = 100;

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
 * answered from memory; past it, one round starts and every reading meanwhile joins it: it waits
 * for it when there are no rates yet, and otherwise only until `staleGraceMs` after it started,
 * then is served the rates it has (not fresh) while the round carries on.
 *
 * A round asks the store first, since the servers share it: a snapshot another server fetched
 * within the TTL is adopted as it is. Otherwise the server claims the fetch (a lease row, so a
 * server that dies holding it stops nobody past the lease); the one that gets it asks upstream
 * and stores the answer, and the others follow until that fetch ends and adopt its snapshot. So
 * upstream is asked once per source per TTL across all the servers, also while it is failing (a
 * failed fetch counts as the attempt). When the store cannot be reached the server fetches alone,
 * as a single server would, and keeps serving what it has in memory.
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
    onSnapshot,
  } = options;

  const urlNow = typeof url === "string" ? () => url : url;
  const iso = (ms: number) => new Date(ms).toISOString();
  // Past the upstream timeout with room to store the answer: a live fetcher never loses its lease.
  const leaseMs = timeoutMs * 2 + 1000;
  let snapshot: Snapshot<T> | undefined;
  let lastAttempt: number | undefined;
  let inflight: Promise<boolean> | undefined;
  /** When readings stop waiting for the round in progress (performance.now() time). */
  let graceEnds = 0;

  /** Takes a stored snapshot newer than the one in memory; true when it did. */
  function adopt(stored: StoredSnapshot | undefined): boolean {
    if (!stored || (snapshot && stored.fetchedAt <= snapshot.fetchedAt)) return false;
    try {
      if (Number.isNaN(Date.parse(stored.fetchedAt))) throw new Error("no valid fetched_at");
      snapshot = { data: parse(stored.body), fetchedAt: stored.fetchedAt };
      onSnapshot?.(snapshot.data);
      return true;
    } catch (error) {
      log(`${name} rates: the stored snapshot is unusable: ${describeError(error)}`);
      return false;
    }
  }

  /** Asks upstream; the new snapshot's body when it gave a good answer. */
  async function fetchUpstreamSnapshot(): Promise<StoredSnapshot | undefined> {
    const address = urlNow();
    try {
      const response = await fetchUpstream(address, {
        headers: { Accept: accept },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const body = await response.text();
      const data = parse(body);
      const fetchedAt = iso(now());
      snapshot = { data, fetchedAt };
      onSnapshot?.(data);
      return { body, fetchedAt };
    } catch (error) {
      const serving = snapshot ? `the rates of ${snapshot.fetchedAt}` : "no rates";
      // The query stays out of the logs: it may carry an API key.
      const where = address.split("?")[0];
      log(`${name} rates: ${where} failed (${describeError(error)}); serving ${serving}`);
      return undefined;
    }
  }

  /** Waits, within the upstream timeout, for another server's fetch to end; then adopts it. */
  async function follow(): Promise<boolean> {
    const deadline = performance.now() + leaseMs;
    while (performance.now() < deadline && (await store.fetchInProgress(name, iso(now())))) {
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_POLL_MS));
    }
    return adopt(await store.load(name));
  }

  const claim = (at: number) =>
    store.claimFetch(name, {
      now: iso(at),
      triedBefore: iso(at - ttlMs),
      leaseUntil: iso(at + leaseMs),
    });

  /** One round past the TTL; true when it brought a new snapshot (fetched or joined). */
  async function round(): Promise<boolean> {
    const started = now();
    try {
      adopt(await store.load(name));
      if (snapshot && started - Date.parse(snapshot.fetchedAt) < ttlMs) {
        // Fetched within the TTL by another server: nothing to ask upstream yet.
        lastAttempt = Math.min(Date.parse(snapshot.fetchedAt), started);
        return false;
      }
      if (!(await claim(started))) {
        if (await follow()) return true;
        // The fetch followed ended without a new answer. Claiming again succeeds only when its
        // lease ran out (the server died), not when it was tried and failed within the TTL.
        if (!(await claim(now()))) return false;
      }
    } catch (error) {
      log(`${name} rates: the database is unavailable (${describeError(error)}); fetching alone`);
      return (await fetchUpstreamSnapshot()) !== undefined;
    }
    const fetched = await fetchUpstreamSnapshot();
    try {
      await store.finishFetch(name, iso(now()), fetched);
    } catch (error) {
      log(`${name} rates: could not store the new snapshot: ${describeError(error)}`);
    }
    return fetched !== undefined;
  }

  let held: Reading<T> = { fresh: false };
  const peek = (): Reading<T> | undefined => {
    if (inflight || lastAttempt === undefined || now() - lastAttempt >= ttlMs) return undefined;
    if (held.snapshot !== snapshot) held = snapshot ? { snapshot, fresh: false } : { fresh: false };
    return held;
  };

  return {
    peek,
    async read() {
      if (!inflight) {
        const ready = peek();
        if (ready) return ready;
        lastAttempt = now();
        graceEnds = performance.now() + staleGraceMs;
        inflight = round()
          .catch((error: unknown) => {
            log(`${name} rates: ${describeError(error)}`);
            return false;
          })
          .finally(() => {
            inflight = undefined;
          });
      }
      const fetching = inflight;
      // With nothing to serve yet, the round (bounded by the upstream timeout) is all there is to
      // wait for. Otherwise only the grace from its start: readings that come later are not held.
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
