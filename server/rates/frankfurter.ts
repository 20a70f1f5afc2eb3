import { isCalendarDate } from "./ecb.ts";

/**
 * The root of a Frankfurter v2 API (https://frankfurter.dev, open source): blended rates from many
 * central banks and official sources. FX_API_URL is a root like this one, `/v2` included.
 */
export const DEFAULT_FX_API_URL = "https://api.frankfurter.dev/v2";

export const FX_PROVIDER = "Frankfurter";

/** One institution's figure blended into a row, rebased to the row's base. */
export interface FxContribution {
  readonly key: string;
  readonly rate?: number;
  /** Left out of the blend (an outlier, or overridden by a peg). */
  readonly excluded?: boolean;
}

export interface FxRow {
  /** The day this row's figure was published (rows of one answer can differ). */
  readonly date: string;
  readonly rate: number;
  /** Absent on pegged currencies (their rate follows the peg) and when not asked for. */
  readonly providers?: readonly FxContribution[];
}

export interface FxLatest {
  /** Units of each quote per 1 USD by quote code; USD's own identity row is left out. */
  readonly rows: Readonly<Record<string, FxRow>>;
}

export interface FxProvider {
  readonly key: string;
  readonly name: string;
  readonly countryCode?: string;
  /** The currency its own figures are quoted against (not always its home currency: CBC's is USD). */
  readonly pivotCurrency?: string;
}

export interface FxCurrency {
  readonly code: string;
  readonly name: string;
  readonly symbol?: string;
  readonly startDate?: string;
  /** An old end date marks a retired currency (HRK ends 2022-12-30). */
  readonly endDate?: string;
}

export interface FxSeriesPoint {
  readonly date: string;
  readonly quote: string;
  readonly rate: number;
}

const CODE = /^[A-Z]{3}$/;

/** `<root>/rates?base=USD&expand=providers`: the latest rate of everything, with who set it. */
export function fxLatestUrl(root: string): string {
  const url = endpoint(root, "rates");
  url.searchParams.set("base", "USD");
  url.searchParams.set("expand", "providers");
  return url.href;
}

export function fxProvidersUrl(root: string): string {
  return endpoint(root, "providers").href;
}

export function fxCurrenciesUrl(root: string): string {
  return endpoint(root, "currencies").href;
}

/**
 * `<root>/rates?base=USD&quotes=A,B&from=…&to=…`: a daily series per 1 USD. Read it as NDJSON
 * (`Accept: application/x-ndjson`, one `parseFxSeriesLine` per line): years of rows are long.
 * Throws on a code or date that is not one, and on no quote at all (that would be every currency).
 */
export function fxSeriesUrl(
  root: string,
  quotes: readonly string[],
  from: string,
  to: string,
): string {
  if (quotes.length === 0) throw new Error("a Frankfurter series needs at least one quote");
  for (const quote of quotes) {
    if (!CODE.test(quote)) throw new Error(`'${quote}' is not a three-letter currency code`);
  }
  for (const date of [from, to]) {
    if (!isCalendarDate(date)) throw new Error(`'${date}' is not a date`);
  }
  const list = quotes.join(",");
  const url = endpoint(root, "rates");
  url.searchParams.set("base", "USD");
  url.searchParams.set("quotes", list);
  url.searchParams.set("from", from);
  url.searchParams.set("to", to);
  // The codes are [A-Z]{3}: commas read better than %2C and both are accepted. Only this
  // parameter is touched, so a key on the root keeps its own escaping.
  return url.href.replace(`quotes=${encodeURIComponent(list)}`, `quotes=${list}`);
}

/** Names the provider for the sources: Frankfurter itself, or the host it was swapped for. */
export function fxProvider(root: string): string {
  const host = new URL(root).hostname;
  return host === "frankfurter.dev" || host.endsWith(".frankfurter.dev") ? FX_PROVIDER : host;
}

/**
 * Reads the answer of `fxLatestUrl`: a JSON array of `{date, base: "USD", quote, rate,
 * providers?}` rows. Anything that is not a whole, plausible answer throws: a bad answer must
 * never replace a good one. Other assets with three-letter codes (XAU) are kept: which codes to
 * offer is not the parser's business.
 */
export function parseFxLatest(body: string): FxLatest {
  const answer = parseJson(body, "rates");
  if (!Array.isArray(answer)) throw new Error("Frankfurter rates answer is not a JSON array");
  const rows: Record<string, FxRow> = {};
  const seen = new Set<string>();
  answer.forEach((entry: unknown, index) => {
    const { quote, ...row } = checkedRow(entry, `rates row ${index}`, true);
    if (seen.has(quote)) throw new Error(`Frankfurter rates list ${quote} twice`);
    seen.add(quote);
    if (quote !== "USD") rows[quote] = row;
    else if (row.rate !== 1) throw new Error(`Frankfurter rates give USD per USD as ${row.rate}`);
  });
  if (Object.keys(rows).length === 0) throw new Error("Frankfurter rates answer lists no rates");
  return { rows };
}

/**
 * One line of a series asked with base USD as NDJSON: undefined for a blank line, the point
 * otherwise (USD's identity row too, if the quotes asked for it). A malformed line, or a row with
 * another base, throws: a series that cannot be read whole must not be stored in part.
 */
export function parseFxSeriesLine(line: string): FxSeriesPoint | undefined {
  const text = line.trim();
  if (text === "") return undefined;
  const { quote, date, rate } = checkedRow(parseJson(text, "series line"), "series line", false);
  return { date, quote, rate };
}

/** Reads `/providers`: every institution with at least a key and a name, none twice. */
export function parseFxProviders(body: string): readonly FxProvider[] {
  return parseList(body, "providers", (entry, where): FxProvider => {
    const key = nonEmptyString(entry.key, `${where} key`);
    const name = nonEmptyString(entry.name, `${where} name`);
    const countryCode = optionalString(entry.country_code, `${where} country_code`);
    const pivotCurrency = optionalString(entry.pivot_currency, `${where} pivot_currency`);
    if (pivotCurrency !== undefined && !CODE.test(pivotCurrency)) {
      throw new Error(`Frankfurter ${where} pivot_currency '${pivotCurrency}' is not a code`);
    }
    return {
      key,
      name,
      ...(countryCode === undefined ? {} : { countryCode }),
      ...(pivotCurrency === undefined ? {} : { pivotCurrency }),
    };
  });
}

/** Reads `/currencies`: every currency with a three-letter code and a name, none twice. */
export function parseFxCurrencies(body: string): readonly FxCurrency[] {
  return parseList(body, "currencies", (entry, where): FxCurrency => {
    const code = entry.iso_code;
    if (typeof code !== "string" || !CODE.test(code)) {
      throw new Error(`Frankfurter ${where} iso_code ${shown(code)} is not a three-letter code`);
    }
    const name = nonEmptyString(entry.name, `${where} name`);
    const symbol = optionalString(entry.symbol, `${where} symbol`);
    const startDate = optionalDate(entry.start_date, `${where} start_date`);
    const endDate = optionalDate(entry.end_date, `${where} end_date`);
    return {
      code,
      name,
      ...(symbol === undefined ? {} : { symbol }),
      ...(startDate === undefined ? {} : { startDate }),
      ...(endDate === undefined ? {} : { endDate }),
    };
  });
}

type Json = Record<string, unknown>;

function endpoint(root: string, path: string): URL {
  const url = new URL(root);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${path}`;
  return url;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Frankfurter ${what} answer is not JSON`);
  }
}

function checkedRow(entry: unknown, where: string, withProviders: boolean) {
  if (!isObject(entry)) throw new Error(`Frankfurter ${where} is not an object`);
  const { date, base, quote, rate, providers } = entry;
  if (base !== "USD") throw new Error(`Frankfurter ${where} has base ${shown(base)}, not USD`);
  if (typeof quote !== "string" || !CODE.test(quote)) {
    throw new Error(`Frankfurter ${where} quote ${shown(quote)} is not a three-letter code`);
  }
  if (typeof date !== "string" || !isCalendarDate(date)) {
    throw new Error(`Frankfurter ${where} (${quote}) date ${shown(date)} is not a date`);
  }
  if (!isPositive(rate)) {
    throw new Error(`Frankfurter ${where} (${quote}) rate ${shown(rate)} is not a positive number`);
  }
  if (!withProviders || providers === undefined) return { quote, date, rate };
  if (!Array.isArray(providers)) {
    throw new Error(`Frankfurter ${where} (${quote}) providers is not an array`);
  }
  return {
    quote,
    date,
    rate,
    providers: providers.map((p: unknown) => contribution(p, `${where} (${quote})`)),
  };
}

/** `"CBN"` (older instances) or `{"key": "CBN", "rate": 1456.21, "excluded": true}`. */
function contribution(entry: unknown, where: string): FxContribution {
  if (typeof entry === "string" && entry !== "") return { key: entry };
  if (!isObject(entry)) throw new Error(`Frankfurter ${where} lists provider ${shown(entry)}`);
  const key = nonEmptyString(entry.key, `${where} provider key`);
  const { rate, excluded } = entry;
  if (rate !== undefined && !isPositive(rate)) {
    throw new Error(`Frankfurter ${where} gives ${key} a rate of ${shown(rate)}`);
  }
  if (excluded !== undefined && typeof excluded !== "boolean") {
    throw new Error(`Frankfurter ${where} gives ${key} an excluded of ${shown(excluded)}`);
  }
  return {
    key,
    ...(rate === undefined ? {} : { rate }),
    ...(excluded === undefined ? {} : { excluded }),
  };
}

function parseList<T extends { readonly key: string } | { readonly code: string }>(
  body: string,
  what: string,
  read: (entry: Json, where: string) => T,
): T[] {
  const answer = parseJson(body, what);
  if (!Array.isArray(answer)) throw new Error(`Frankfurter ${what} answer is not a JSON array`);
  if (answer.length === 0) throw new Error(`Frankfurter ${what} answer is empty`);
  const seen = new Set<string>();
  return answer.map((entry: unknown, index) => {
    const where = `${what} entry ${index}`;
    if (!isObject(entry)) throw new Error(`Frankfurter ${where} is not an object`);
    const item = read(entry, where);
    const id = "key" in item ? item.key : item.code;
    if (seen.has(id)) throw new Error(`Frankfurter ${what} list ${id} twice`);
    seen.add(id);
    return item;
  });
}

function nonEmptyString(value: unknown, where: string): string {
  if (typeof value !== "string" || value === "") {
    throw new Error(`Frankfurter ${where} ${shown(value)} is not a non-empty string`);
  }
  return value;
}

/** Absent and null (how the API writes an unknown) are the same. */
function optionalString(value: unknown, where: string): string | undefined {
  return value === undefined || value === null ? undefined : nonEmptyString(value, where);
}

function optionalDate(value: unknown, where: string): string | undefined {
  const text = optionalString(value, where);
  if (text !== undefined && !isCalendarDate(text)) {
    throw new Error(`Frankfurter ${where} '${text}' is not a date`);
  }
  return text;
}

function isPositive(value: unknown): value is number {
  return typeof value === "number" && value > 0 && Number.isFinite(value);
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function shown(value: unknown): string {
  if (value === undefined) return "missing";
  return typeof value === "number" ? String(value) : JSON.stringify(value);
}
