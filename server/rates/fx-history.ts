import type { Sql } from "../storage/sql.ts";
import {
  DEFAULT_FX_API_URL,
  type FxCurrency,
  fxCurrenciesUrl,
  fxSeriesUrl,
  parseFxCurrencies,
  parseFxSeriesLine,
} from "./frankfurter.ts";
import {
  FX_HISTORY_BUDGET,
  type FxCoverage,
  type FxHistoryStore,
  type FxRows,
  fxHistoryStore,
} from "./fx-history-store.ts";
import { latestDay } from "./history-answer.ts";
import { describeError } from "./history-import.ts";
import { addDays } from "./target-calendar.ts";

export interface FxHistoryOptions {
  readonly sql: Sql;
  /** The root of a Frankfurter v2 API, `/v2` included (FX_API_URL). */
  readonly url?: string;
  /** Upstream calls per minute, of all servers on this database together (default 30). */
  readonly budgetPerMinute?: number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
  /** An answer that sends nothing for this long is abandoned (default 15 s). */
  readonly idleTimeoutMs?: number;
}

/** What Frankfurter has of a currency. */
interface FxSpan {
  /** Its first day (`start_date`). */
  readonly first: string;
  /** Its last day, for a currency no longer published (HRK: 2022-12-30). */
  readonly last?: string;
}

/** Why a question cannot be answered: a code without history (400) or not now (503). */
interface FxRefusal {
  readonly status: 400 | 503;
  readonly error: string;
  /** Seconds to wait before asking again (503). */
  readonly retryAfter?: number;
}

export interface FxHistory {
  readonly store: FxHistoryStore;
  /** Each code's span (Frankfurter's `/currencies`, read at most daily), or why not. */
  spans(codes: readonly string[]): Promise<ReadonlyMap<string, FxSpan> | FxRefusal>;
  /**
   * Makes sure the days from `from` to `to` of each code (USD excluded) are stored: fetches what
   * the stored range lacks, within the shared budget. Undefined once they are.
   */
  ensure(codes: readonly string[], from: string, to: string): Promise<FxRefusal | undefined>;
}

const FX_BUDGET_PER_MINUTE = 30;
const FX_BUDGET_WINDOW_MS = 60 * 1000;
/** A currency's latest days are asked for again at most this often (once a working day is new). */
export const FX_TAIL_EVERY_MS = 30 * 60 * 1000;
/** Frankfurter's currency list (first and last days) is read again after a day. */
const FX_CURRENCIES_EVERY_MS = 24 * 60 * 60 * 1000;
const FX_IDLE_TIMEOUT_MS = 15 * 1000;
/** How long to wait after upstream failed (Retry-After): the budget bounds retries anyway. */
const FX_FAILED_RETRY_S = 60;
/**
 * Days before the day of a fetch (UTC) that are taken as final: a day's figures can come late
 * from banks in later time zones, so the next tail fetch asks for the two before again.
 */
const SETTLED_AFTER_DAYS = 2;
/** A currency whose last day is this far behind today is no longer published: no tail. */
const ENDED_AFTER_DAYS = 14;
/** Used when Frankfurter's list gives a currency no first day: the ECB's first. */
const EARLIEST = "1999-01-04";
/** Rows written per batch while an answer streams in (cf. history-import.ts). */
const BATCH_ROWS = 2000;
/** A line longer than this is not a row: garbage must not make the reader hold it all. */
const MAX_LINE = 64 * 1024;

class Refused extends Error {
  constructor(readonly refusal: FxRefusal) {
    super(refusal.error);
  }
}

/** One upstream call for one or two currencies over one range. */
interface Fetch {
  readonly codes: readonly string[];
  readonly from: string;
  readonly to: string;
  /** The codes it reads up to their latest day. */
  readonly tails: ReadonlySet<string>;
}

interface Running extends Fetch {
  readonly done: Promise<void>;
}

/** A day range of one currency to fetch. */
interface Need {
  readonly code: string;
  readonly from: string;
  readonly to: string;
  readonly tail: boolean;
}

/**
 * The daily history of currencies the ECB does not publish, from Frankfurter v2's time series,
 * fetched when first asked for, stored, and extended as days pass (decision 025). Calls upstream
 * are shared by concurrent questions in this process and counted in a budget shared by every
 * server through the database.
 */
export function createFxHistory(options: FxHistoryOptions): FxHistory {
  const {
    sql,
    url = DEFAULT_FX_API_URL,
    budgetPerMinute = FX_BUDGET_PER_MINUTE,
    now = Date.now,
    fetch: fetchUpstream = fetch,
    log = (line) => console.error(line),
    idleTimeoutMs = FX_IDLE_TIMEOUT_MS,
  } = options;
  const store = fxHistoryStore(sql);
  const iso = (ms: number) => new Date(ms).toISOString();
  // The query stays out of the logs, as for the rate sources: it may carry a key.
  const where = (target: string) => target.split("?")[0];

  let list: { readonly byCode: Map<string, FxCurrency>; readonly fetchedAt: number } | undefined;
  let listing: Promise<Map<string, FxCurrency>> | undefined;
  let listFailedUntil = 0;
  const running: Running[] = [];
  /** Per code, how many fetches of it ended: a plan made before one ended is made again. */
  const generations = new Map<string, number>();

  async function takeBudget(): Promise<void> {
    const claim = await store.claimBudget(
      FX_HISTORY_BUDGET,
      now(),
      FX_BUDGET_WINDOW_MS,
      budgetPerMinute,
    );
    if (!claim.granted) {
      throw new Refused({
        status: 503,
        error: "Too many rate histories are being fetched right now; please try again shortly.",
        retryAfter: claim.retryAfter,
      });
    }
  }

  /** Reads an answer with a timeout between bytes; the signal is the caller's to pass on. */
  function idleWatch() {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => controller.abort(new Error(`no data for ${idleTimeoutMs / 1000} s`)),
        idleTimeoutMs,
      );
    };
    watch();
    return { signal: controller.signal, watch, stop: () => clearTimeout(timer) };
  }

  async function fetchList(): Promise<string> {
    await takeBudget();
    const target = fxCurrenciesUrl(url);
    const idle = idleWatch();
    try {
      const response = await fetchUpstream(target, {
        headers: { Accept: "application/json" },
        signal: idle.signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      return await response.text();
    } finally {
      idle.stop();
    }
  }

  /** The list as stored by any server if fresh, else fetched; a stale one when that fails. */
  async function loadList(): Promise<Map<string, FxCurrency>> {
    const stored = await store.loadCurrencies();
    const storedAt = stored ? Date.parse(stored.fetchedAt) : Number.NaN;
    if (stored && !(list && list.fetchedAt >= storedAt)) {
      try {
        list = { byCode: indexed(parseFxCurrencies(stored.body)), fetchedAt: storedAt };
      } catch {
        // Written by this code after parsing it: only a changed parser gets here. Fetch again.
      }
    }
    if (list && now() - list.fetchedAt < FX_CURRENCIES_EVERY_MS) return list.byCode;
    if (now() < listFailedUntil) return staleOr(Math.ceil((listFailedUntil - now()) / 1000));
    try {
      const body = await fetchList();
      const byCode = indexed(parseFxCurrencies(body));
      const fetchedAt = now();
      await store.saveCurrencies(body, iso(fetchedAt));
      list = { byCode, fetchedAt };
      return byCode;
    } catch (error) {
      if (error instanceof Refused) {
        if (list) return list.byCode;
        throw error;
      }
      listFailedUntil = now() + FX_FAILED_RETRY_S * 1000;
      const kept = list ? "keeping the list of a day before" : "no list yet";
      log(`fx history: ${where(fxCurrenciesUrl(url))} failed (${describeError(error)}); ${kept}`);
      return staleOr(FX_FAILED_RETRY_S);
    }
  }

  /** Last day's list serves as well as today's; without one, nothing can be answered. */
  function staleOr(retryAfter: number): Map<string, FxCurrency> {
    if (list) return list.byCode;
    throw new Refused({
      status: 503,
      error: "The rate history cannot be fetched right now; please try again in a minute.",
      retryAfter,
    });
  }

  function currencies(): Promise<Map<string, FxCurrency>> {
    if (list && now() - list.fetchedAt < FX_CURRENCIES_EVERY_MS) {
      return Promise.resolve(list.byCode);
    }
    listing ??= loadList().finally(() => {
      listing = undefined;
    });
    return listing;
  }

  function spanOf(currency: FxCurrency, today: string): FxSpan {
    const { startDate = EARLIEST, endDate } = currency;
    const ended = endDate !== undefined && endDate < addDays(today, -ENDED_AFTER_DAYS);
    return ended ? { first: startDate, last: endDate } : { first: startDate };
  }

  /** What of [from, to] one currency lacks: the days before its stored range, and its tail. */
  function needsOf(
    code: string,
    span: FxSpan,
    stored: FxCoverage | undefined,
    from: string,
    to: string,
  ): Need[] {
    const time = now();
    const end = span.last ?? latestDay(time);
    const start = from > span.first ? from : span.first;
    const until = to < end ? to : end;
    if (start > until) return [];
    // Nothing stored: from the day asked for to the latest, so what is stored stays one range.
    if (!stored) return [{ code, from: start, to: end, tail: true }];
    const needs: Need[] = [];
    if (start < stored.first) {
      needs.push({ code, from: start, to: addDays(stored.first, -1), tail: false });
    }
    const fetchedAt = Date.parse(stored.fetchedAt);
    const settled = addDays(iso(fetchedAt).slice(0, 10), -SETTLED_AFTER_DAYS);
    // After the stored range, or after the days that were final when it was fetched.
    let tailFrom = stored.last < settled ? addDays(stored.last, 1) : addDays(settled, 1);
    if (tailFrom < stored.first) tailFrom = stored.first;
    if (until >= tailFrom && tailFrom <= end && time - fetchedAt >= FX_TAIL_EVERY_MS) {
      needs.push({ code, from: tailFrom, to: end, tail: true });
    }
    return needs;
  }

  /** Reads one series as NDJSON, line by line, into the table; covered once read whole. */
  async function fetchSeries(call: Fetch): Promise<void> {
    await takeBudget();
    const started = now();
    const target = fxSeriesUrl(url, call.codes, call.from, call.to);
    const asked = new Set(call.codes);
    const idle = idleWatch();
    let reader: ReadableStreamDefaultReader<string> | undefined;
    let done = false;
    let count = 0;
    try {
      const response = await fetchUpstream(target, {
        headers: { Accept: "application/x-ndjson" },
        signal: idle.signal,
      });
      if (response.status === 422) {
        throw new Refused(unknownCodes(call.codes, await response.text()));
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let rows: FxRows = [];
      let rest = "";
      const take = (line: string) => {
        const point = parseFxSeriesLine(line);
        if (point === undefined) return;
        if (!asked.has(point.quote) || point.date < call.from || point.date > call.to) {
          throw new Error(
            `Frankfurter sent ${point.quote} on ${point.date}, which was not asked for`,
          );
        }
        rows.push(point.quote, point.date, point.rate);
        count++;
      };
      for (;;) {
        const chunk = await reader.read();
        idle.watch();
        if (chunk.done) break;
        const lines = (rest + chunk.value).split("\n");
        rest = lines.pop() ?? "";
        if (rest.length > MAX_LINE) throw new Error("Frankfurter sent a line of over 64 KB");
        for (const line of lines) take(line);
        if (rows.length >= BATCH_ROWS * 3) {
          await store.write(rows);
          rows = [];
        }
      }
      done = true;
      // The last line may lack its newline; one cut off mid-row does not parse.
      take(rest);
      await store.complete(rows, { ...call, fetchedAt: iso(now()) });
      const seconds = ((now() - started) / 1000).toFixed(1);
      log(
        `fx history: stored ${call.codes.join(",")} ${call.from} to ${call.to} (${count} rates) in ${seconds} s`,
      );
    } catch (error) {
      if (error instanceof Refused) throw error;
      log(
        `fx history: ${call.codes.join(",")} ${call.from} to ${call.to} from ${where(target)} failed (${describeError(error)}); not stored`,
      );
      throw new Refused({
        status: 503,
        error: `The rate history of ${call.codes.join(" and ")} cannot be fetched right now; please try again in a minute.`,
        retryAfter: FX_FAILED_RETRY_S,
      });
    } finally {
      idle.stop();
      // Stops the download of an answer that failed part way.
      if (!done) await reader?.cancel().catch(() => {});
    }
  }

  function start(call: Fetch): Promise<void> {
    const entry: Running = {
      ...call,
      done: fetchSeries(call).finally(() => {
        running.splice(running.indexOf(entry), 1);
        for (const code of call.codes) generations.set(code, (generations.get(code) ?? 0) + 1);
      }),
    };
    running.push(entry);
    return entry.done;
  }

  async function ensureStored(codes: readonly string[], from: string, to: string): Promise<void> {
    if (codes.length === 0) return;
    const byCode = await currencies();
    const today = latestDay(now());
    // A plan is made again after fetches of others (they may have stored what it lacks); the
    // bound keeps a question from chasing a busy currency for ever.
    for (let round = 0; round < 3; round++) {
      const seen = codes.map((code) => generations.get(code) ?? 0);
      const coverage = await store.coverage(codes);
      if (codes.some((code, i) => (generations.get(code) ?? 0) !== seen[i])) continue;
      const needs = codes.flatMap((code) => {
        const currency = byCode.get(code);
        if (!currency) throw new Refused(noHistory(code));
        return needsOf(code, spanOf(currency, today), coverage.get(code), from, to);
      });
      if (needs.length === 0) return;
      // Single flight: a fetch running in this process that holds a need is waited for.
      const waits: Promise<void>[] = [];
      const own = new Map<string, Need[]>();
      let shared = false;
      for (const need of needs) {
        const holder = running.find(
          (r) => r.codes.includes(need.code) && r.from <= need.from && r.to >= need.to,
        );
        if (holder) {
          waits.push(holder.done);
          shared = true;
        } else {
          // Both codes in one call when their missing ranges coincide.
          const key = `${need.from} ${need.to}`;
          own.set(key, [...(own.get(key) ?? []), need]);
        }
      }
      for (const group of own.values()) {
        const [first] = group as [Need];
        waits.push(
          start({
            codes: group.map((n) => n.code),
            from: first.from,
            to: first.to,
            tails: new Set(group.filter((n) => n.tail).map((n) => n.code)),
          }),
        );
      }
      await Promise.all(waits);
      // What this question fetched itself is stored; what others fetched is looked at again.
      if (!shared) return;
    }
  }

  return {
    store,

    async spans(codes) {
      try {
        const byCode = await currencies();
        const today = latestDay(now());
        const spans = new Map<string, FxSpan>();
        for (const code of codes) {
          const currency = byCode.get(code);
          if (!currency) return noHistory(code);
          spans.set(code, spanOf(currency, today));
        }
        return spans;
      } catch (error) {
        return refusalOf(error);
      }
    },

    async ensure(codes, from, to) {
      try {
        await ensureStored(
          codes.filter((code) => code !== "USD"),
          from,
          to,
        );
        return undefined;
      } catch (error) {
        return refusalOf(error);
      }
    },
  };
}

function indexed(currencies: readonly FxCurrency[]): Map<string, FxCurrency> {
  return new Map(currencies.map((c) => [c.code, c]));
}

function noHistory(code: string): FxRefusal {
  return { status: 400, error: `No history for ${code}: no source publishes its rates.` };
}

/** Frankfurter's 422 names the codes it does not know ("invalid currency: XYZ"). */
function unknownCodes(codes: readonly string[], body: string): FxRefusal {
  const named = codes.filter((code) => body.includes(code));
  return noHistory((named.length > 0 ? named : codes).join(" or "));
}

/** Any other failure (the database) is thrown on: the route answers it as it does the ECB's. */
function refusalOf(error: unknown): FxRefusal {
  if (error instanceof Refused) return error.refusal;
  throw error;
}
