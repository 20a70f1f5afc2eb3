import { describe, expect, it } from "vitest";
import { frankfurterAnswer } from "../../tests/fakes/frankfurter.ts";
import { FX_LATEST, FX_PROVIDERS } from "../../tests/fakes/frankfurter-data.ts";
import {
  DEFAULT_FX_API_URL,
  FX_PROVIDER,
  fxCurrenciesUrl,
  fxLatestUrl,
  fxProvider,
  fxProvidersUrl,
  fxSeriesUrl,
  parseFxCurrencies,
  parseFxLatest,
  parseFxProviders,
  parseFxSeriesLine,
} from "./frankfurter.ts";

const ROOT = "http://127.0.0.1:9/v2";

/** What the fake answers to a URL the module built. */
function fake(url: string, ndjson = false): string {
  const answer = frankfurterAnswer(new URL(url), {
    latest: FX_LATEST,
    ndjson,
    today: "2026-11-27",
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const row = (quote: string, rate: unknown, extra: Record<string, unknown> = {}) => ({
  date: "2025-03-14",
  base: "USD",
  quote,
  rate,
  ...extra,
});
const body = (...rows: unknown[]) => JSON.stringify(rows);

describe("Frankfurter addresses", () => {
  it("asks the latest rates per USD with their providers at <root>/rates", () => {
    expect(fxLatestUrl(DEFAULT_FX_API_URL)).toBe(
      "https://api.frankfurter.dev/v2/rates?base=USD&expand=providers",
    );
    expect(fxProvidersUrl(DEFAULT_FX_API_URL)).toBe("https://api.frankfurter.dev/v2/providers");
    expect(fxCurrenciesUrl(DEFAULT_FX_API_URL)).toBe("https://api.frankfurter.dev/v2/currencies");
  });

  it("joins the root with or without a trailing slash and keeps a query on it", () => {
    expect(fxLatestUrl(`${ROOT}/`)).toBe(`${ROOT}/rates?base=USD&expand=providers`);
    expect(fxProvidersUrl(`${ROOT}//`)).toBe(`${ROOT}/providers`);
    const keyed = new URL(fxLatestUrl("https://fx.example.org/v2/?api_key=k%2Cv"));
    expect(keyed.pathname).toBe("/v2/rates");
    expect(keyed.searchParams.get("api_key")).toBe("k,v");
    expect(keyed.searchParams.get("base")).toBe("USD");
    expect(new URL(fxCurrenciesUrl("https://fx.example.org/v2?api_key=k")).search).toBe(
      "?api_key=k",
    );
  });

  it("asks a series per USD with the quotes comma-separated, the root's query untouched", () => {
    expect(fxSeriesUrl(ROOT, ["NGN", "PKR"], "2020-01-01", "2025-03-14")).toBe(
      `${ROOT}/rates?base=USD&quotes=NGN,PKR&from=2020-01-01&to=2025-03-14`,
    );
    expect(
      fxSeriesUrl("https://fx.example.org/v2/?key=a%2Cb", ["EUR"], "2025-01-01", "2025-01-31"),
    ).toBe(
      "https://fx.example.org/v2/rates?key=a%2Cb&base=USD&quotes=EUR&from=2025-01-01&to=2025-01-31",
    );
  });

  it.each([
    ["no quote (every currency)", [], "2025-01-01", "2025-01-31", "at least one quote"],
    ["a lower-case code", ["ngn"], "2025-01-01", "2025-01-31", "not a three-letter"],
    ["a code with a comma in it", ["NGN,PKR"], "2025-01-01", "2025-01-31", "not a three-letter"],
    ["a day that does not exist", ["NGN"], "2025-02-30", "2025-03-31", "not a date"],
    ["a date in another form", ["NGN"], "2025-01-01", "31/01/2025", "not a date"],
  ])("refuses to build a series with %s", (_, quotes, from, to, reason) => {
    expect(() => fxSeriesUrl(ROOT, quotes, from, to)).toThrow(reason);
  });

  it("names Frankfurter as the provider, or the host that replaced it", () => {
    expect(fxProvider(DEFAULT_FX_API_URL)).toBe(FX_PROVIDER);
    expect(fxProvider("https://frankfurter.dev/v2")).toBe("Frankfurter");
    expect(fxProvider(`${ROOT}/`)).toBe("127.0.0.1");
    expect(fxProvider("https://fx.example.org/v2")).toBe("fx.example.org");
    expect(fxProvider("https://notfrankfurter.dev/v2")).toBe("notfrankfurter.dev");
  });
});

describe("Frankfurter latest rates", () => {
  it("reads the fake's whole answer back into its rows, USD's identity row left out", () => {
    const { rows } = parseFxLatest(fake(fxLatestUrl(ROOT)));
    expect(rows).toEqual(FX_LATEST);
    expect(rows.USD).toBeUndefined();
    expect(rows.KPW).toBeUndefined();
  });

  it("keeps each row's own date, other assets, pegs without providers and exclusions", () => {
    const { rows } = parseFxLatest(fake(fxLatestUrl(ROOT)));
    expect(rows.NGN).toEqual({
      date: "2025-03-13",
      rate: 1456.21,
      providers: [
        { key: "CBN", rate: 1456.21 },
        { key: "IMF", rate: 1450.3, excluded: true },
      ],
    });
    expect(rows.EUR?.date).toBe("2025-03-14");
    expect(rows.XAU?.rate).toBe(0.00033557);
    expect(rows.AED).toEqual({ date: "2025-03-14", rate: 3.6725 });
  });

  it("takes the numbers exactly as written", () => {
    const { rows } = parseFxLatest(body(row("JPY", 148.474), row("IDR", 16402.4)));
    expect(rows).toEqual({
      JPY: { date: "2025-03-14", rate: 148.474 },
      IDR: { date: "2025-03-14", rate: 16402.4 },
    });
  });

  it("reads providers written as objects, or as plain keys by older instances", () => {
    const { rows } = parseFxLatest(
      body(
        row("USD", 1),
        row("NGN", 1456.21, { providers: ["CBN", "IMF"] }),
        row("PKR", 280.15, { providers: [{ key: "SBP", rate: 280.12 }, { key: "IMF" }] }),
        row("EGP", 50.6, { providers: [{ key: "CBE", rate: 50.6, excluded: false }] }),
        row("AED", 3.6725, { providers: [] }),
      ),
    );
    expect(rows.NGN?.providers).toEqual([{ key: "CBN" }, { key: "IMF" }]);
    expect(rows.PKR?.providers).toEqual([{ key: "SBP", rate: 280.12 }, { key: "IMF" }]);
    expect(rows.EGP?.providers).toEqual([{ key: "CBE", rate: 50.6, excluded: false }]);
    expect(rows.AED?.providers).toEqual([]);
  });

  it.each([
    ["an empty body", "", "not JSON"],
    ["an HTML error page", "<h1>503 Service Unavailable</h1>", "not JSON"],
    ["a transfer cut off mid-way", body(row("NGN", 1456.21)).slice(0, 30), "not JSON"],
    ["an error object", '{"status":422,"message":"invalid currency: XYZ"}', "not a JSON array"],
    ["v1's shape", '{"base":"USD","date":"2025-03-14","rates":{"EUR":0.92}}', "not a JSON array"],
    ["an empty array", "[]", "lists no rates"],
    ["only USD's identity row", body(row("USD", 1)), "lists no rates"],
    ["a row that is not an object", body(row("EUR", 0.92), "EUR"), "row 1 is not an object"],
    ["another base", body(row("EUR", 0.92, { base: "EUR" })), 'base "EUR", not USD'],
    [
      "a row without a base",
      body({ date: "2025-03-14", quote: "EUR", rate: 0.92 }),
      "base missing",
    ],
    ["a lower-case quote", body(row("eur", 0.92)), "not a three-letter code"],
    ["a four-letter quote", body(row("USDT", 1)), "not a three-letter code"],
    ["a day that does not exist", body(row("EUR", 0.92, { date: "2025-02-30" })), "not a date"],
    ["a date with a time", body(row("EUR", 0.92, { date: "2025-03-14T16:00" })), "not a date"],
    ["a zero rate", body(row("EUR", 0)), "not a positive number"],
    ["a negative rate", body(row("EUR", -0.92)), "not a positive number"],
    ["a rate written as text", body(row("EUR", "0.92")), "not a positive number"],
    ["a missing rate", body(row("EUR", undefined)), "rate missing"],
    [
      "an infinite rate",
      `[${JSON.stringify(row("EUR", 1)).replace(":1}", ":1e999}")}]`,
      "Infinity",
    ],
    ["a quote twice", body(row("EUR", 0.92), row("EUR", 0.93)), "list EUR twice"],
    ["USD twice", body(row("USD", 1), row("EUR", 0.92), row("USD", 1)), "list USD twice"],
    ["USD per USD other than 1", body(row("USD", 1.01), row("EUR", 0.92)), "USD per USD"],
    ["providers that are not a list", body(row("EUR", 0.92, { providers: "ECB" })), "not an array"],
    ["a null providers", body(row("EUR", 0.92, { providers: null })), "not an array"],
    ["an empty provider key", body(row("EUR", 0.92, { providers: [""] })), 'provider ""'],
    ["a provider that is a number", body(row("EUR", 0.92, { providers: [7] })), "provider 7"],
    [
      "a provider object without a key",
      body(row("EUR", 0.92, { providers: [{ rate: 0.92 }] })),
      "provider key missing",
    ],
    [
      "a provider rate that is not positive",
      body(row("EUR", 0.92, { providers: [{ key: "ECB", rate: 0 }] })),
      "gives ECB a rate of 0",
    ],
    [
      "an excluded that is not a boolean",
      body(row("EUR", 0.92, { providers: [{ key: "ECB", excluded: "yes" }] })),
      'excluded of "yes"',
    ],
  ])("refuses %s", (_, text, reason) => {
    expect(() => parseFxLatest(text)).toThrow(reason);
  });
});

describe("Frankfurter series as NDJSON", () => {
  it("reads every line of the fake's series, ending on the latest rates", () => {
    const text = fake(fxSeriesUrl(ROOT, ["NGN", "PKR"], "2025-03-01", "2025-03-31"), true);
    const points = text.split("\n").map(parseFxSeriesLine);
    expect(points.at(-1)).toBeUndefined(); // the line after the last newline
    const read = points.filter((p) => p !== undefined);
    // Business days 3 to 14 March: PKR on all 10, NGN on 9 (its bank had not published the 14th).
    expect(read).toHaveLength(19);
    expect(read.at(-1)).toEqual({ date: "2025-03-14", quote: "PKR", rate: 280.15 });
    expect(read.filter((p) => p.quote === "NGN").at(-1)).toEqual({
      date: "2025-03-13",
      quote: "NGN",
      rate: 1456.21,
    });
  });

  it("skips blank lines and line-end spaces", () => {
    expect(parseFxSeriesLine("")).toBeUndefined();
    expect(parseFxSeriesLine(" \r")).toBeUndefined();
    expect(parseFxSeriesLine(`${JSON.stringify(row("EUR", 0.92))}\r`)).toEqual({
      date: "2025-03-14",
      quote: "EUR",
      rate: 0.92,
    });
  });

  it.each([
    ["a line cut off", '{"date":"2025-03-14","base":"USD","quote":"EU', "not JSON"],
    ["a JSON array", body(row("EUR", 0.92)), "is not an object"],
    ["another base", JSON.stringify(row("NGN", 1584, { base: "EUR" })), "not USD"],
    ["no date", JSON.stringify(row("EUR", 0.92, { date: undefined })), "date missing"],
    ["a rate that is not a number", JSON.stringify(row("EUR", null)), "not a positive number"],
  ])("refuses %s", (_, line, reason) => {
    expect(() => parseFxSeriesLine(line)).toThrow(reason);
  });
});

describe("Frankfurter providers", () => {
  it("reads the fake's list: keys, names, countries and pivot currencies", () => {
    const providers = parseFxProviders(fake(fxProvidersUrl(ROOT)));
    expect(providers.map((p) => p.key)).toEqual(FX_PROVIDERS.map((p) => p.key));
    expect(providers.find((p) => p.key === "CBN")).toEqual({
      key: "CBN",
      name: "Central Bank of Nigeria",
      countryCode: "NG",
      pivotCurrency: "NGN",
    });
    expect(providers.find((p) => p.key === "ECB")?.countryCode).toBe("EU");
    // The IMF has no country (null in the answer); CBC quotes against USD, not its TWD.
    expect(providers.find((p) => p.key === "IMF")).toEqual({
      key: "IMF",
      name: "International Monetary Fund",
      pivotCurrency: "USD",
    });
    expect(providers.find((p) => p.key === "CBC")?.pivotCurrency).toBe("USD");
  });

  it("accepts a provider without a pivot currency or a country", () => {
    expect(parseFxProviders('[{"key":"X","name":"Somebody","currencies":[]}]')).toEqual([
      { key: "X", name: "Somebody" },
    ]);
  });

  it.each([
    ["JSON that is not a list", '{"key":"ECB"}', "not a JSON array"],
    ["an empty list", "[]", "is empty"],
    ["a string entry", '["ECB"]', "entry 0 is not an object"],
    ["a missing key", '[{"name":"European Central Bank"}]', "key missing"],
    ["an empty name", '[{"key":"ECB","name":""}]', 'name ""'],
    ["a numeric name", '[{"key":"ECB","name":7}]', "name 7"],
    ["a country that is not text", '[{"key":"ECB","name":"E","country_code":1}]', "country_code"],
    [
      "a pivot that is not a code",
      '[{"key":"ECB","name":"E","pivot_currency":"euro"}]',
      "not a code",
    ],
    ["a key twice", '[{"key":"ECB","name":"E"},{"key":"ECB","name":"F"}]', "list ECB twice"],
  ])("refuses %s", (_, text, reason) => {
    expect(() => parseFxProviders(text)).toThrow(reason);
  });
});

describe("Frankfurter currencies", () => {
  it("reads the fake's list, a retired currency with its last day", () => {
    const currencies = parseFxCurrencies(fake(fxCurrenciesUrl(ROOT)));
    expect(currencies.find((c) => c.code === "NGN")).toEqual({
      code: "NGN",
      name: "Nigerian Naira",
      symbol: "₦",
      startDate: "2001-12-10",
      endDate: "2025-03-13",
    });
    expect(currencies.find((c) => c.code === "HRK")?.endDate).toBe("2022-12-30");
    expect(currencies.some((c) => c.code === "KPW")).toBe(false);
  });

  it("accepts a currency whose symbol and dates are unknown (null)", () => {
    const text =
      '[{"iso_code":"XAU","iso_numeric":"959","name":"Gold","symbol":null,"start_date":null}]';
    expect(parseFxCurrencies(text)).toEqual([{ code: "XAU", name: "Gold" }]);
  });

  it.each([
    ["JSON that is not a list", '{"NGN":"Nigerian Naira"}', "not a JSON array"],
    ["an empty list", "[]", "is empty"],
    ["a lower-case code", '[{"iso_code":"ngn","name":"Naira"}]', "not a three-letter code"],
    ["a missing name", '[{"iso_code":"NGN"}]', "name missing"],
    ["a symbol that is not text", '[{"iso_code":"NGN","name":"N","symbol":5}]', "symbol 5"],
    [
      "a start that is no date",
      '[{"iso_code":"NGN","name":"N","start_date":"2001"}]',
      "not a date",
    ],
    ["a code twice", '[{"iso_code":"NGN","name":"N"},{"iso_code":"NGN","name":"M"}]', "NGN twice"],
  ])("refuses %s", (_, text, reason) => {
    expect(() => parseFxCurrencies(text)).toThrow(reason);
  });
});
