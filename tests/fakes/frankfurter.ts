import { subscribe, unsubscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server } from "node:http";
import { isCalendarDate } from "../../server/rates/ecb.ts";
import type { FxContribution, FxRow } from "../../server/rates/frankfurter.ts";
import { type FakeAnswer, type FakeUpstream, startFakeUpstream } from "./fake-upstream.ts";
import {
  FX_DATE,
  FX_LATEST,
  FX_PEGS,
  FX_PROVIDERS,
  FX_RETIRED,
  fxCurrencyInfo,
  fxStartDate,
  isKnownCode,
  roundRate,
} from "./frankfurter-data.ts";

/** The API root, as in https://api.frankfurter.dev/v2: `url` is what FX_API_URL is set to. */
export const FRANKFURTER_ROOT = "/v2";
export const NDJSON = "application/x-ndjson";

export interface FrankfurterState {
  /** Per 1 USD by quote, USD left out (FX_LATEST unless a test set other rows). */
  readonly latest: Readonly<Record<string, FxRow>>;
  /** Whether the request's Accept header asks for NDJSON. */
  readonly ndjson: boolean;
  /** The real date at request time: where a series without `to` ends. */
  readonly today: string;
}

export interface FrankfurterFake extends FakeUpstream {
  /** Time series (`from`) answered so far. */
  readonly seriesRequests: number;
  /** The rows of the next latest answers (and the series end there); undefined resets. */
  setLatest(rows: Readonly<Record<string, FxRow>> | undefined): void;
}

/** An answer row as the API writes it. */
interface ApiRow {
  readonly date: string;
  readonly base: string;
  readonly quote: string;
  readonly rate: number;
  readonly providers?: readonly FxContribution[];
}

const DAY_MS = 86_400_000;
/** How far back a day's rates reach for a currency that did not publish that day. */
const LOOKBACK_DAYS = 7;
const RATE_PARAMS = ["base", "quotes", "date", "from", "to", "expand", "providers", "group"];

/**
 * A local stand-in for a Frankfurter v2 API under /v2: `rates` (latest, one date, a series; any
 * base, crossed through USD; `expand=providers`; NDJSON on `Accept: application/x-ndjson`),
 * `rate/{base}/{quote}`, `currencies` and `providers`, with the API's 422 and 404 answers.
 */
export async function startFrankfurterFake(port = 0): Promise<FrankfurterFake> {
  let latest = FX_LATEST;
  let seriesRequests = 0;
  let accept = "";
  const fake = await startFakeUpstream({
    port,
    path: FRANKFURTER_ROOT,
    answer: (url) => {
      const today = new Date().toISOString().slice(0, 10);
      const answer = frankfurterAnswer(url, { latest, ndjson: accept.includes(NDJSON), today });
      const series = url.pathname === `${FRANKFURTER_ROOT}/rates` && url.searchParams.has("from");
      if (series && answer.status === 200) seriesRequests++;
      return answer;
    },
    // Cut off mid-row, as a dropped connection behind a proxy leaves it.
    garbage: {
      status: 200,
      type: "application/json; charset=utf-8",
      body: '[{"date":"2025-03-14","base":"USD","quote":"AED","rate":3.6725},{"date":"2025-03-1',
    },
  });
  // fake-upstream.ts hands `answer` the URL only, and NDJSON is asked for by a header. Node
  // publishes each request on this channel synchronously, just before the server's handler runs,
  // so the last Accept seen for this port is that of the request being answered.
  const onRequest = (message: unknown) => {
    const { request, server } = message as { request: IncomingMessage; server: Server };
    const address = server.address();
    if (typeof address === "object" && address?.port === fake.port) {
      accept = request.headers.accept ?? "";
    }
  };
  subscribe("http.server.request.start", onRequest);
  const closeUpstream = fake.close;
  return Object.assign(
    Object.defineProperty(fake, "seriesRequests", { get: () => seriesRequests }) as FakeUpstream & {
      readonly seriesRequests: number;
    },
    {
      setLatest(rows: Readonly<Record<string, FxRow>> | undefined) {
        latest = rows ?? FX_LATEST;
      },
      close() {
        unsubscribe("http.server.request.start", onRequest);
        return closeUpstream();
      },
    },
  );
}

/** What the fake answers to one request, without a server (pure; the tests of parsers use it). */
export function frankfurterAnswer(url: URL, state: FrankfurterState): FakeAnswer {
  const route = url.pathname.startsWith(`${FRANKFURTER_ROOT}/`)
    ? url.pathname.slice(FRANKFURTER_ROOT.length + 1)
    : undefined;
  const book = new Book(state.latest);
  try {
    if (route === "rates") return rows(ratesQuery(url.searchParams, book, state), state.ndjson);
    if (route === "currencies") return json(200, currencies(book));
    if (route === "providers") return json(200, providers(book));
    const pair = /^rate\/([A-Za-z]{3})\/([A-Za-z]{3})$/.exec(route ?? "");
    if (pair) return pairAnswer(pair[1] as string, pair[2] as string, url.searchParams, book);
    return json(404, { status: 404, message: "not found" });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return json(error.status, { status: error.status, message: error.message });
  }
}

class Refused extends Error {
  constructor(
    message: string,
    readonly status = 422,
  ) {
    super(message);
  }
}

interface Anchor {
  readonly start: number;
  readonly end: number;
  /** The row of the last day: the series walks back from it. */
  readonly row: FxRow;
}

/** Every currency's rows per 1 USD: the latest ones, and a made-up history ending on them. */
class Book {
  readonly anchors = new Map<string, Anchor>();
  readonly newest: number;

  constructor(readonly latest: Readonly<Record<string, FxRow>>) {
    const rows = Object.entries(latest);
    // Rows emptied by a test leave USD on the usual day.
    this.newest = Math.max(...rows.map(([, row]) => dayOf(row.date)), dayOf(FX_DATE));
    const current = { ...Object.fromEntries(rows), USD: { date: dateOf(this.newest), rate: 1 } };
    const retired = Object.fromEntries(Object.entries(FX_RETIRED).map(([c, r]) => [c, r.row]));
    for (const [code, row] of Object.entries({ ...retired, ...current })) {
      this.anchors.set(code, { start: dayOf(fxStartDate(code)), end: dayOf(row.date), row });
    }
  }

  codes(): string[] {
    return [...this.anchors.keys()].sort();
  }

  /** USD's identity row and the latest rows, as the latest answer gives them. */
  latestRow(code: string): FxRow | undefined {
    return code === "USD" || Object.hasOwn(this.latest, code)
      ? this.anchors.get(code)?.row
      : undefined;
  }

  /** The row a day's answer gives: that business day's, or the last one within the lookback. */
  rowAt(code: string, day: number): FxRow | undefined {
    const anchor = this.anchors.get(code);
    if (anchor === undefined) return undefined;
    const target = Math.min(day, this.newest);
    for (let d = Math.min(target, anchor.end); d >= target - LOOKBACK_DAYS; d--) {
      const row = this.rowOn(code, d);
      if (row) return row;
    }
    return undefined;
  }

  /**
   * The row published on this day, if one was: business days from the currency's start to its
   * last day, which is its latest row exactly. Before it, a smooth wobble of a few per cent; a
   * pegged currency follows its anchor, and each provider's figure moves with the row.
   */
  rowOn(code: string, day: number): FxRow | undefined {
    const anchor = this.anchors.get(code);
    if (anchor === undefined || day < anchor.start || day > anchor.end) return undefined;
    if (day === anchor.end) return anchor.row;
    if (!isWeekday(day)) return undefined;
    const peg = FX_PEGS[code];
    let rate: number;
    if (code === "USD") rate = 1;
    else if (peg === undefined) rate = roundRate(anchor.row.rate * wobble(code, anchor.end - day));
    else {
      const anchorRate = peg.anchor === "USD" ? 1 : this.rowOn(peg.anchor, day)?.rate;
      if (anchorRate === undefined) return undefined;
      rate = roundRate(peg.rate * anchorRate);
    }
    const moved = rate / anchor.row.rate;
    const providers = anchor.row.providers?.map((p) =>
      p.rate === undefined ? p : { ...p, rate: roundRate(p.rate * moved) },
    );
    return { date: dateOf(day), rate, ...(providers ? { providers } : {}) };
  }
}

function ratesQuery(params: URLSearchParams, book: Book, state: FrankfurterState): ApiRow[] {
  const unknown = [...new Set(params.keys())].filter((key) => !RATE_PARAMS.includes(key));
  if (unknown.length > 0) throw new Refused(`unknown parameter: ${unknown.join(", ")}`);
  const date = checkedDate(params.get("date"));
  const from = checkedDate(params.get("from"));
  const to = checkedDate(params.get("to"));
  if (date !== undefined && (from !== undefined || to !== undefined)) {
    throw new Refused("conflicting params");
  }
  for (const key of ["group", "providers"]) {
    if (params.has(key)) throw new Refused(`the fake does not implement ${key}`, 501);
  }
  const expand = params.get("expand")?.toLowerCase().split(",");
  const wrong = expand?.filter((e) => e !== "providers") ?? [];
  if (wrong.length > 0) throw new Refused(`invalid expand: ${wrong.join(",")}`);
  const { base, quotes } = checkedCodes(params.get("base") ?? "EUR", params.get("quotes"));
  const codes = quotes ? [...new Set(quotes)].sort() : book.codes();
  const rows: ApiRow[] = [];
  const cross = (rowOf: (code: string) => FxRow | undefined) =>
    crossRows(rows, base, codes, rowOf, expand !== undefined);
  if (from === undefined) {
    // `to` alone is not a range: the real API then answers the latest rates too.
    if (date === undefined) cross((code) => book.latestRow(code));
    else cross((code) => book.rowAt(code, dayOf(date)));
    return rows;
  }
  const last = Math.min(dayOf(to ?? state.today), book.newest);
  for (let day = dayOf(from); day <= last; day++) cross((code) => book.rowOn(code, day));
  return rows;
}

/** Adds each quote's row crossed through USD into the base; none when the base has none. */
function crossRows(
  rows: ApiRow[],
  base: string,
  quotes: readonly string[],
  rowOf: (code: string) => FxRow | undefined,
  expand: boolean,
): void {
  const baseRow = rowOf(base);
  if (baseRow === undefined) return;
  for (const quote of quotes) {
    const row = rowOf(quote);
    if (row === undefined) continue;
    if (quote === base) {
      rows.push({ date: baseRow.date, base, quote, rate: 1 });
      continue;
    }
    const providers = expand
      ? row.providers?.map(({ key, rate, excluded }) => ({
          key,
          ...(rate === undefined ? {} : { rate: roundRate(rate / baseRow.rate) }),
          ...(excluded ? { excluded } : {}),
        }))
      : undefined;
    rows.push({
      // A crossed figure is as old as the older of its two.
      date: row.date.localeCompare(baseRow.date) < 0 ? row.date : baseRow.date,
      base,
      quote,
      rate: roundRate(row.rate / baseRow.rate),
      ...(providers ? { providers } : {}),
    });
  }
}

function pairAnswer(base: string, quote: string, params: URLSearchParams, book: Book): FakeAnswer {
  const unknown = [...new Set(params.keys())].filter((key) => key !== "date");
  if (unknown.length > 0) throw new Refused(`unknown parameter: ${unknown.join(", ")}`);
  const date = checkedDate(params.get("date"));
  const codes = checkedCodes(base, quote);
  const rowOf = (code: string) =>
    date === undefined ? book.latestRow(code) : book.rowAt(code, dayOf(date));
  const rows: ApiRow[] = [];
  crossRows(rows, codes.base, codes.quotes ?? [], rowOf, false);
  const [row] = rows;
  return row ? json(200, row) : json(404, { status: 404, message: "not found" });
}

function currencies(book: Book) {
  return book.codes().map((code) => {
    const anchor = book.anchors.get(code) as Anchor;
    const info = fxCurrencyInfo(code);
    const keys = new Set(anchor.row.providers?.map((p) => p.key));
    for (const p of FX_PROVIDERS) if (p.pivot_currency === code) keys.add(p.key);
    return {
      iso_code: code,
      iso_numeric: info.isoNumeric,
      name: info.name,
      symbol: info.symbol,
      start_date: dateOf(anchor.start),
      end_date: anchor.row.date,
      providers: [...keys].sort(),
    };
  });
}

function providers(book: Book) {
  return FX_PROVIDERS.map((p) => {
    const published = book.codes().filter((code) => {
      const { providers = [] } = book.anchors.get(code)?.row ?? {};
      return providers.some((c) => c.key === p.key);
    });
    const spanned = published.length > 0 ? published : [p.pivot_currency ?? "USD"];
    const anchors = spanned.map((code) => book.anchors.get(code)).filter((a) => a !== undefined);
    const codes = new Set(published);
    if (p.pivot_currency) codes.add(p.pivot_currency);
    return {
      ...p,
      start_date: dateOf(Math.min(...anchors.map((a) => a.start))),
      end_date: dateOf(Math.max(...anchors.map((a) => a.end))),
      currencies: [...codes].sort(),
    };
  });
}

function checkedDate(text: string | null): string | undefined {
  if (text === null) return undefined;
  if (!isCalendarDate(text)) throw new Refused("invalid date");
  return text;
}

function checkedCodes(base: string, quotes: string | null) {
  const codes = { base: base.toUpperCase(), quotes: quotes?.toUpperCase().split(",") };
  const invalid = [codes.base, ...(codes.quotes ?? [])].filter((code) => !isKnownCode(code));
  if (invalid.length > 0) throw new Refused(`invalid currency: ${invalid.join(",")}`);
  return codes;
}

function rows(answer: readonly ApiRow[], ndjson: boolean): FakeAnswer {
  if (!ndjson) return json(200, answer);
  const body = answer.map((row) => `${JSON.stringify(row)}\n`).join("");
  return { status: 200, type: NDJSON, body };
}

function json(status: number, body: unknown): FakeAnswer {
  return { status, type: "application/json; charset=utf-8", body: JSON.stringify(body) };
}

const swings = new Map<string, { amplitude: number; period: number; phase: number }>();

/**
 * 1 plus a slow swing of 2 to 6 % over two to four years and a small monthly ripple, each with
 * its own phase per currency; exactly 1 on the last day (`daysBack` 0).
 */
function wobble(code: string, daysBack: number): number {
  let swing = swings.get(code);
  if (swing === undefined) {
    let seed = [...code].reduce((s, c) => Math.imul(s, 31) + c.charCodeAt(0), 0x0f7a_2025);
    const next = () => {
      seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
      return seed / 2 ** 32;
    };
    swing = {
      amplitude: 0.02 + 0.04 * next(),
      period: 700 + 700 * next(),
      phase: 2 * Math.PI * next(),
    };
    swings.set(code, swing);
  }
  const { amplitude, period, phase } = swing;
  const wave = (a: number, p: number, f: number) =>
    a * (Math.sin(f + (2 * Math.PI * daysBack) / p) - Math.sin(f));
  return 1 + wave(amplitude, period, phase) + wave(0.004, 31, 2 * phase);
}

function dayOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

const dates = new Map<number, string>();

function dateOf(day: number): string {
  let date = dates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dates.set(day, date);
  }
  return date;
}

/** Monday to Friday (1970-01-01, day 0, was a Thursday). */
function isWeekday(day: number): boolean {
  const weekday = (day + 4) % 7;
  return weekday !== 0 && weekday !== 6;
}
