import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type EcbFake, startEcbFake } from "../../tests/fakes/ecb.ts";
import { ECB_HISTORY_PATH, ecbHistoryXml, generateHistory } from "../../tests/fakes/ecb-history.ts";
import { ECB_DATE, ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import type { Sql } from "../storage/sql.ts";
import { createHistoryService, type HistoryServiceOptions } from "./history-service.ts";
import { rateStore } from "./rate-store.ts";
import { createRatesService } from "./rates-service.ts";

/** The currencies of each day of the fakes' history: those of their daily file. */
const CURRENCIES = Object.keys(ECB_RATES).length;

// The real import, over HTTP from the local fake of the ECB, into either database. Time is a
// clock the tests move; the retry time is 0 unless a test says otherwise, so each check may try.
const START = Date.parse("2025-03-14T17:00:00.000Z");
const clock = { now: START };
let ecb: EcbFake;
let logs: string[];

beforeEach(async () => {
  ecb = await startEcbFake();
  logs = [];
  clock.now = START;
});
afterEach(async () => {
  await ecb.close();
  await closeTestDatabases();
});

/** Business days from 2025-01-02 to 2025-03-12 (a Wednesday), each with the fakes' currencies. */
const UNTIL_WEDNESDAY = generateHistory({ from: "2025-01-02", to: "2025-03-12" });
const WITH_FRIDAY = generateHistory({ from: "2025-01-02" });

const halfOf = (text: string) => text.slice(0, Math.floor(text.length / 2));
const countRows = async (sql: Sql) =>
  Number(
    (await sql.query<{ n: number }>("SELECT CAST(count(*) AS INTEGER) AS n FROM fiat_history"))[0]
      ?.n,
  );
const countStaged = async (sql: Sql) =>
  Number(
    (
      await sql.query<{ n: number }>(
        "SELECT CAST(count(*) AS INTEGER) AS n FROM fiat_history_staging",
      )
    )[0]?.n,
  );

describe.each(ENGINES)("the ECB history on $engine", ({ open, openShared }) => {
  const service = (sql: Sql, options: Partial<HistoryServiceOptions> = {}) =>
    createHistoryService({
      sql,
      url: ecb.historyUrl,
      retryMs: 0,
      now: () => clock.now,
      log: (line) => logs.push(line),
      ...options,
    });

  it("imports the whole file and says what it holds", async () => {
    const sql = await open();
    ecb.setHistory(WITH_FRIDAY);
    const history = service(sql);
    expect(await history.store.state()).toBeUndefined();
    expect(await history.check()).toBe("imported");
    const state = await history.store.state();
    expect(state).toMatchObject({
      importedThrough: ECB_DATE,
      first: "2025-01-02",
      last: ECB_DATE,
      refetch: false,
    });
    expect(state?.currencies).toEqual(Object.keys(ECB_RATES).sort());
    expect(await countRows(sql)).toBe(WITH_FRIDAY.length * CURRENCIES);
    expect(await countStaged(sql)).toBe(0);
    // The newest day is the daily file's, figure for figure.
    expect(await history.store.series("JPY", ECB_DATE, ECB_DATE)).toEqual([
      { date: ECB_DATE, rate: ECB_RATES.JPY },
    ]);
    expect(logs.join("\n")).toMatch(
      /^fiat history: imported \d+ days \(2025-01-02 to 2025-03-14, \d+ rates\) from http:\/\/127\.0\.0\.1:\d+\/stats\/eurofxref\/eurofxref-hist\.xml in [\d.]+ s$/,
    );
    // Once in, a check finds nothing to do and asks the ECB nothing.
    expect(await history.check()).toBe("current");
    expect(ecb.requestsFor(ECB_HISTORY_PATH)).toBe(1);
  });

  it("starts in the background: nothing waits for a file that never comes", async () => {
    const sql = await open();
    await ecb.setMode("hang");
    const history = service(sql, { idleTimeoutMs: 300 });
    const before = performance.now();
    history.start();
    expect(performance.now() - before).toBeLessThan(50);
    expect(await history.store.state()).toBeUndefined();
    // The check start() began gives up once the download has been silent for the idle time.
    expect(await history.check()).toBe("failed");
    history.stop();
    expect(logs.join("\n")).toMatch(/failed \(no data for 0\.3 s\); no history is stored yet/);
  });

  it("reads the file again when a daily fix shows a business day missing, without duplicates", async () => {
    const sql = await open();
    ecb.setHistory(UNTIL_WEDNESDAY);
    const history = service(sql);
    await history.check();
    expect((await history.store.state())?.last).toBe("2025-03-12");

    // Friday's fix arrives; Thursday is missing. The ECB's file now has both.
    ecb.setHistory(WITH_FRIDAY);
    await history.append({ date: ECB_DATE, rates: { EUR: 1, ...ECB_RATES } });
    expect(logs.join("\n")).toMatch(/2025-03-13 is missing before the fix of 2025-03-14/);
    // The check the gap started (the same one a call now joins).
    await history.check();
    const state = await history.store.state();
    expect(state).toMatchObject({ importedThrough: ECB_DATE, last: ECB_DATE, refetch: false });
    expect(await countRows(sql)).toBe(WITH_FRIDAY.length * CURRENCIES);
    expect(ecb.requestsFor(ECB_HISTORY_PATH)).toBe(2);
    expect(await history.store.series("USD", "2025-03-12", "2025-03-14")).toHaveLength(3);
  });

  it("corrects a figure the file changed, and adds nothing twice", async () => {
    const sql = await open();
    ecb.setHistory(WITH_FRIDAY);
    const history = service(sql);
    await history.check();
    const corrected = WITH_FRIDAY.map((day) =>
      day.date === "2025-02-03" ? { ...day, rates: { ...day.rates, USD: 1.2345 } } : day,
    );
    ecb.setHistory(corrected);
    // A gap marks the history for reading again (a fix after a weekend and a missing Monday).
    await history.append({ date: "2025-03-18", rates: { USD: 1.09 } });
    await history.check();
    expect(await countRows(sql)).toBe(WITH_FRIDAY.length * CURRENCIES + 1);
    expect(await history.store.series("USD", "2025-02-03", "2025-02-03")).toEqual([
      { date: "2025-02-03", rate: 1.2345 },
    ]);
    // The fix newer than the file is kept.
    expect((await history.store.state())?.last).toBe("2025-03-18");
  });

  it.each([
    ["cut off", () => ecb.setHistory(halfOf(ecbHistoryXml(WITH_FRIDAY))), /cut off/],
    ["garbage", () => ecb.setMode("garbage"), /its first element is <html>/],
    ["an HTTP error", () => ecb.setMode("error"), /HTTP 500/],
    ["unreachable", () => ecb.setMode("down"), /fetch failed: .*ECONNREFUSED/],
  ])("keeps the last good history when the file is %s, and logs why", async (_, spoil, error) => {
    const sql = await open();
    ecb.setHistory(UNTIL_WEDNESDAY);
    const history = service(sql);
    await history.check();
    const good = await history.store.state();

    await spoil();
    await history.append({ date: ECB_DATE, rates: { USD: 1.0878 } });
    expect(await history.check()).toBe("failed");
    const line = logs.at(-1) ?? "";
    expect(line).toMatch(error);
    expect(line).toMatch(/keeping the stored history \(2025-01-02 to 2025-03-14\)/);
    // Nothing of the bad file was merged; it is still to be read again.
    expect(await history.store.state()).toEqual({ ...good, last: ECB_DATE, refetch: true });
    expect(await countRows(sql)).toBe(UNTIL_WEDNESDAY.length * CURRENCIES + 1);
    expect(await countStaged(sql)).toBe(0);
  });

  it("stores nothing from a file cut off at the first import", async () => {
    const sql = await open();
    ecb.setHistory(ecbHistoryXml(WITH_FRIDAY).slice(0, -20));
    const history = service(sql);
    expect(await history.check()).toBe("failed");
    expect(logs.at(-1)).toMatch(/cut off .*; no history is stored yet$/);
    expect(await history.store.state()).toBeUndefined();
    expect(await countRows(sql)).toBe(0);
    expect(await countStaged(sql)).toBe(0);
  });

  it("tries again only after the retry time, across servers, when the import failed", async () => {
    const [first, second] = await openShared(2);
    await ecb.setMode("error");
    const a = service(first as Sql, { retryMs: 30 * 60_000 });
    const b = service(second as Sql, { retryMs: 30 * 60_000 });
    expect(await a.check()).toBe("failed");
    clock.now += 10 * 60_000;
    expect(await b.check()).toBe("busy");
    expect(ecb.requestsFor(ECB_HISTORY_PATH)).toBe(1);
    await ecb.setMode("ok");
    clock.now += 20 * 60_000;
    expect(await b.check()).toBe("imported");
  });

  it("is imported by one server when several start on one database", async () => {
    const shared = await openShared(3);
    ecb.setHistory(WITH_FRIDAY);
    const outcomes = await Promise.all(
      shared.map((sql) => service(sql, { retryMs: 30 * 60_000 }).check()),
    );
    expect([...outcomes].sort()).toEqual(["busy", "busy", "imported"]);
    expect(ecb.requestsFor(ECB_HISTORY_PATH)).toBe(1);
    expect(await countRows(shared[0] as Sql)).toBe(WITH_FRIDAY.length * CURRENCIES);
    // The others see it as current.
    expect(await service(shared[1] as Sql).check()).toBe("current");
  });

  it("appends each daily fix the rate service takes", async () => {
    const sql = await open();
    ecb.setHistory(WITH_FRIDAY);
    const history = service(sql);
    await history.check();
    const monday = { ...ECB_RATES, USD: 1.0921, XYZ: 2.5 };
    ecb.setDay({ date: "2025-03-17", rates: monday });
    const rates = createRatesService({
      store: rateStore(sql),
      fiatUrl: ecb.url,
      now: () => clock.now,
      log: (line) => logs.push(line),
      onFiatFix: (fix) => void history.append(fix),
    });
    await rates.getRates("EUR", ["USD"]);
    await expect.poll(async () => (await history.store.state())?.last).toBe("2025-03-17");
    expect(await history.store.series("USD", "2025-03-17", "2025-03-17")).toEqual([
      { date: "2025-03-17", rate: 1.0921 },
    ]);
    const state = await history.store.state();
    expect(state?.currencies).toContain("XYZ");
    // No business day was missing: nothing to read again.
    expect(state?.refetch).toBe(false);
    expect(await countRows(sql)).toBe((WITH_FRIDAY.length + 1) * CURRENCIES + 1);
  });
});
