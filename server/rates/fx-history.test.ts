import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Point } from "../../site/money/rate-history.ts";
import {
  FRANKFURTER_ROOT,
  type FrankfurterFake,
  frankfurterAnswer,
  NDJSON,
  startFrankfurterFake,
} from "../../tests/fakes/frankfurter.ts";
import { FX_LATEST } from "../../tests/fakes/frankfurter-data.ts";
import { ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import { readHistoryRequest } from "../api/history-request.ts";
import type { Sql } from "../storage/sql.ts";
import {
  createFxHistory,
  FX_TAIL_EVERY_MS,
  type FxHistory,
  type FxHistoryOptions,
} from "./fx-history.ts";
import { answerFxHistory, type HistoryAnswer } from "./history-answer.ts";
import { addDays } from "./target-calendar.ts";

// The Frankfurter history over real HTTP from the local fake (whose series end on Friday
// 2025-03-14), into either database. Time is a clock the tests move: Monday 2025-03-17, noon UTC.
const START = Date.parse("2025-03-17T12:00:00.000Z");
const clock = { now: START };
let fake: FrankfurterFake;
let logs: string[];

beforeEach(async () => {
  fake = await startFrankfurterFake();
  clock.now = START;
  logs = [];
});
afterEach(async () => {
  await fake.close();
  await closeTestDatabases();
});

const service = (sql: Sql, options: Partial<FxHistoryOptions> = {}) =>
  createFxHistory({
    sql,
    url: fake.url,
    now: () => clock.now,
    log: (line) => logs.push(line),
    ...options,
  });

const ask = (fx: FxHistory, query: Record<string, string>): Promise<HistoryAnswer> => {
  const request = readHistoryRequest(query);
  if ("error" in request) throw new Error(request.error);
  return answerFxHistory(fx, request, clock.now);
};

const ok = async (fx: FxHistory, query: Record<string, string>) => {
  const answer = await ask(fx, query);
  if (answer.status !== 200) throw new Error(`${answer.status}: ${answer.error}`);
  return answer;
};

/** What the fake publishes of one code per 1 USD, read without a server (no request counted). */
function published(code: string, from: string, to: string): Point[] {
  const url = new URL(`http://fake${FRANKFURTER_ROOT}/rates`);
  url.search = `base=USD&quotes=${code}&from=${from}&to=${to}`;
  const answer = frankfurterAnswer(url, { latest: FX_LATEST, ndjson: false, today: to });
  return (JSON.parse(answer.body) as Point[]).map(({ date, rate }) => ({ date, rate }));
}

/** quote per base on the days both have, to 6 significant digits. */
function crossed(base: string, quote: string, from: string, to: string): Point[] {
  const perBase = new Map(published(base, from, to).map((p) => [p.date, p.rate]));
  return published(quote, from, to).flatMap((p) => {
    const b = perBase.get(p.date);
    return b === undefined ? [] : [{ date: p.date, rate: Number((p.rate / b).toPrecision(6)) }];
  });
}

const countRows = async (sql: Sql) =>
  Number(
    (await sql.query<{ n: number }>("SELECT CAST(count(*) AS INTEGER) AS n FROM fx_history"))[0]?.n,
  );
const coverage = (sql: Sql) =>
  sql.query("SELECT currency, first_day, last_day FROM fx_history_coverage ORDER BY currency");
const series = () => fake.requestsFor(`${FRANKFURTER_ROOT}/rates`);
const lastAsked = () => new URL(fake.lastRequest ?? "/", "http://fake").searchParams;

/** Currencies the ECB does not publish, which the fake does: 150 or so. */
const NOT_ECB = Object.keys(FX_LATEST).filter(
  (c) => !(c in ECB_RATES) && c !== "EUR" && c !== "USD",
);

describe.each(ENGINES)("the Frankfurter history on $engine", ({ open, openShared }) => {
  it("answers USD→NGN over 5 years from one series, stored once", async () => {
    const sql = await open();
    const fx = service(sql);
    const query = { base: "USD", quote: "NGN", from: "2020-03-17", to: "2025-03-17" };
    const { body, settled } = await ok(fx, query);
    expect(body).toMatchObject({
      base: "USD",
      quote: "NGN",
      first: "2001-12-10",
      // The fake's Nigerian figure is a day older than the others.
      last: "2025-03-13",
      source: "Frankfurter",
    });
    expect(body.points).toEqual(published("NGN", "2020-03-17", "2025-03-17"));
    expect(body.points.length).toBeGreaterThan(1250);
    expect(settled).toBe(false);
    // From the day asked for to the latest day (today in UTC+14), in one call.
    expect(series()).toBe(1);
    expect(Object.fromEntries(lastAsked())).toEqual({
      base: "USD",
      quotes: "NGN",
      from: "2020-03-17",
      to: "2025-03-18",
    });
    expect(await coverage(sql)).toEqual([
      { currency: "NGN", first_day: "2020-03-17", last_day: "2025-03-18" },
    ]);

    const requests = fake.requests;
    expect((await ok(fx, query)).body).toEqual(body);
    expect((await ok(fx, { ...query, from: "2023-01-02", to: "2023-06-30" })).body.points).toEqual(
      published("NGN", "2023-01-02", "2023-06-30"),
    );
    // Read from the database: no call upstream, not even for the list of currencies.
    expect(fake.requests).toBe(requests);
  });

  it("crosses EUR→MAD through USD, both codes in one call", async () => {
    const fx = service(await open());
    const { body } = await ok(fx, {
      base: "EUR",
      quote: "MAD",
      from: "2020-03-17",
      to: "2025-03-17",
    });
    expect(body.first).toBe("1999-01-04");
    expect(body.last).toBe("2025-03-14");
    expect(body.points).toEqual(crossed("EUR", "MAD", "2020-03-17", "2025-03-17"));
    expect(series()).toBe(1);
    expect(lastAsked().get("quotes")).toBe("EUR,MAD");
    // To USD: the inverse, rounded.
    const toUsd = await ok(fx, { base: "MAD", quote: "USD", on: "2025-03-14" });
    const [mad] = published("MAD", "2025-03-14", "2025-03-14");
    expect(toUsd.body.points).toEqual([
      { date: "2025-03-14", rate: Number((1 / (mad as Point).rate).toPrecision(6)) },
    ]);
    expect(series()).toBe(1);
  });

  it("answers all of NGN→PKR from the later of their first days", async () => {
    const sql = await open();
    const fx = service(sql);
    const { body } = await ok(fx, { base: "NGN", quote: "PKR" });
    // The fake's PKR starts on 2010-01-04, its NGN on 2001-12-10.
    expect(body.first).toBe("2010-01-04");
    expect(body.points[0]?.date).toBe("2010-01-04");
    expect(body.points.at(-1)?.date).toBe("2025-03-13");
    expect(body.points).toEqual(crossed("NGN", "PKR", "2010-01-04", "2025-03-18"));
    expect(series()).toBe(1);
    expect(lastAsked().get("quotes")).toBe("NGN,PKR");
    expect(lastAsked().get("from")).toBe("2010-01-04");

    // NGN's earlier years are fetched when asked for, and only they.
    const all = await ok(fx, { base: "USD", quote: "NGN" });
    expect(all.body.first).toBe("2001-12-10");
    expect(all.body.points[0]).toEqual(published("NGN", "2001-12-10", "2001-12-10")[0]);
    expect(series()).toBe(2);
    expect(Object.fromEntries(lastAsked())).toMatchObject({
      quotes: "NGN",
      from: "2001-12-10",
      to: "2010-01-03",
    });
    expect(await coverage(sql)).toEqual([
      { currency: "NGN", first_day: "2001-12-10", last_day: "2025-03-18" },
      { currency: "PKR", first_day: "2010-01-04", last_day: "2025-03-18" },
    ]);
  });

  it("answers the rate on a date: that day's or the last one before it", async () => {
    const fx = service(await open());
    const sunday = await ok(fx, { base: "USD", quote: "NGN", on: "2025-03-16" });
    expect(sunday.body.points).toEqual(published("NGN", "2025-03-13", "2025-03-13"));
    // Only the lookback was fetched.
    expect(lastAsked().get("from")).toBe("2025-03-09");
    expect(await ask(fx, { base: "USD", quote: "NGN", on: "2001-12-09" })).toEqual({
      status: 400,
      error: "2001-12-09 is before 2001-12-10, the first day kept.",
    });
    expect(await ask(fx, { base: "USD", quote: "NGN", to: "2025-03-19" })).toEqual({
      status: 400,
      error: "2025-03-19 is in the future.",
    });
  });

  it("appends the tail as days pass, at most once per half hour", async () => {
    clock.now = Date.parse("2025-03-10T12:00:00.000Z");
    const fx = service(await open());
    const query = { base: "USD", quote: "NGN", from: "2025-01-02" };
    expect((await ok(fx, query)).body.points.at(-1)?.date).toBe("2025-03-11");
    expect(series()).toBe(1);

    clock.now = START;
    const later = await ok(fx, query);
    expect(later.body.points).toEqual(published("NGN", "2025-01-02", "2025-03-17"));
    expect(later.body.last).toBe("2025-03-13");
    expect(series()).toBe(2);
    // The days after those final at the first fetch (two days before it), to the latest.
    expect(Object.fromEntries(lastAsked())).toMatchObject({ from: "2025-03-09", to: "2025-03-18" });

    clock.now = START + FX_TAIL_EVERY_MS - 1;
    await ok(fx, query);
    // A range that does not reach the tail never asks for it.
    clock.now = START + FX_TAIL_EVERY_MS;
    await ok(fx, { ...query, to: "2025-03-07" });
    expect(series()).toBe(2);
    await ok(fx, query);
    expect(series()).toBe(3);
  });

  it("serves a retired currency as far as its data goes, without asking for more", async () => {
    clock.now = Date.parse("2025-03-17T12:00:00.000Z");
    const fx = service(await open());
    const { body } = await ok(fx, { base: "USD", quote: "HRK", from: "2022-12-01" });
    expect(body.last).toBe("2022-12-30");
    expect(body.points.at(-1)?.date).toBe("2022-12-30");
    expect(lastAsked().get("to")).toBe("2022-12-30");
    clock.now += 24 * 60 * 60 * 1000;
    await ok(fx, { base: "USD", quote: "HRK", from: "2022-12-01" });
    expect(series()).toBe(1);
  });

  it("fetches once for 10 identical questions at once (single flight)", async () => {
    const fx = service(await open());
    const query = { base: "USD", quote: "KES", from: "2021-01-04", to: "2025-03-14" };
    const answers = await Promise.all(Array.from({ length: 10 }, () => ok(fx, query)));
    expect(series()).toBe(1);
    expect(fake.requestsFor(`${FRANKFURTER_ROOT}/currencies`)).toBe(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
  });

  it("reads a stored 5-year question from the database only", async () => {
    const fx = service(await open());
    const query = { base: "NGN", quote: "PKR", from: "2020-03-17", to: "2025-03-17" };
    await ok(fx, query);
    const requests = fake.requests;
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      expect((await ok(fx, query)).body.points.length).toBeGreaterThan(1250);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // The median is for whoever reads the output; the test is that nothing went upstream.
    console.log(`fx history: 5-year NGN→PKR from the database, median ${times[10]?.toFixed(1)} ms`);
    expect(fake.requests).toBe(requests);
  });

  it("keeps a flood of new questions to the budget across two servers, the rest 503", async () => {
    const [one, two] = (await openShared(2)) as [Sql, Sql];
    const budgetPerMinute = 5;
    const servers = [service(one, { budgetPerMinute }), service(two, { budgetPerMinute })];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        ask(servers[i % 2] as FxHistory, {
          base: "USD",
          quote: NOT_ECB[i % NOT_ECB.length] as string,
          from: addDays("2020-01-01", i),
        }),
      ),
    );
    // The list of currencies (once per server at most) and series: 5 calls in all.
    expect(fake.requests).toBeLessThanOrEqual(budgetPerMinute);
    const refused = answers.filter((a) => a.status !== 200);
    // A question may share a fetch another one started (single flight): a few more than 5.
    expect(refused.length).toBeGreaterThanOrEqual(180);
    for (const answer of refused) {
      expect(answer).toMatchObject({ status: 503, error: expect.stringMatching(/Too many/) });
      const { retryAfter } = answer as { retryAfter: number };
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    // The next window has room again.
    clock.now += 60_000;
    await ok(servers[1] as FxHistory, { base: "USD", quote: "NGN", on: "2025-03-14" });
  });

  it.each([
    ["down", "fetch failed"],
    ["error", "HTTP 500"],
    ["garbage", "not JSON"],
  ] as const)("stores nothing when upstream is %s, and answers 503", async (mode, logged) => {
    const sql = await open();
    const fx = service(sql);
    // The list of currencies is in; the series fails.
    await ok(fx, { base: "USD", quote: "MAD", on: "2025-03-14" });
    await fake.setMode(mode);
    const query = { base: "USD", quote: "NGN", from: "2024-01-02" };
    expect(await ask(fx, query)).toEqual({
      status: 503,
      error: "The rate history of NGN cannot be fetched right now; please try again in a minute.",
      retryAfter: 60,
    });
    expect(logs.at(-1)).toMatch(
      new RegExp(
        `^fx history: NGN 2024-01-02 to 2025-03-18 from http://127\\.0\\.0\\.1:\\d+/v2/rates failed \\(.*${logged}.*\\); not stored$`,
      ),
    );
    expect(await coverage(sql)).toEqual([
      { currency: "MAD", first_day: "2025-03-07", last_day: "2025-03-18" },
    ]);
    await fake.setMode("ok");
    expect((await ok(fx, query)).body.points).toEqual(published("NGN", "2024-01-02", "2025-03-18"));
  });

  it("answers 503 when the list of currencies cannot be read at all", async () => {
    await fake.setMode("down");
    const fx = service(await open());
    expect(await ask(fx, { base: "USD", quote: "NGN" })).toMatchObject({
      status: 503,
      retryAfter: 60,
    });
    expect(logs.at(-1)).toMatch(
      /^fx history: http:\/\/127\.0\.0\.1:\d+\/v2\/currencies failed .*; no list yet$/,
    );
  });

  it.each([
    ["mid-row", false],
    ["between rows", true],
  ])("stores nothing of an answer cut off %s", async (_, atLineEnd) => {
    const cut = await cutOffUpstream(atLineEnd);
    try {
      const sql = await open();
      const fx = service(sql, { url: cut.url });
      const query = { base: "USD", quote: "NGN", from: "2025-01-02", to: "2025-03-14" };
      expect(await ask(fx, query)).toMatchObject({ status: 503, retryAfter: 60 });
      expect(await countRows(sql)).toBe(0);
      expect(await coverage(sql)).toEqual([]);
      // The same question asks again, and now the answer comes whole.
      cut.whole = true;
      expect((await ok(fx, query)).body.points).toEqual(
        published("NGN", "2025-01-02", "2025-03-14"),
      );
    } finally {
      await cut.close();
    }
  });

  it("answers 400 for a code Frankfurter does not publish, or refuses", async () => {
    const fx = service(await open());
    // KPW is in the fake's list of codes but not among the currencies it publishes.
    expect(await ask(fx, { base: "USD", quote: "KPW" })).toEqual({
      status: 400,
      error: "No history for KPW: no source publishes its rates.",
    });
    expect(series()).toBe(0);

    const refusing = service(await open(), {
      fetch: async (input, init) =>
        String(input).includes("from=")
          ? new Response(JSON.stringify({ status: 422, message: "invalid currency: NGN" }), {
              status: 422,
            })
          : fetch(input, init),
    });
    expect(await ask(refusing, { base: "MAD", quote: "NGN" })).toEqual({
      status: 400,
      error: "No history for NGN: no source publishes its rates.",
    });
  });
});

/**
 * A Frankfurter that drops the connection part way through each series (over real HTTP), after a
 * third of its rows, either mid-row or just after a newline, until `whole` is set.
 */
async function cutOffUpstream(atLineEnd: boolean) {
  const state = { whole: false };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const answer = frankfurterAnswer(url, {
      latest: FX_LATEST,
      ndjson: (request.headers.accept ?? "").includes(NDJSON),
      today: "2025-03-18",
    });
    response.writeHead(answer.status, { "Content-Type": answer.type });
    if (state.whole || !url.searchParams.has("from")) {
      response.end(answer.body);
      return;
    }
    const third = Math.floor(answer.body.length / 3);
    const end = atLineEnd ? answer.body.indexOf("\n", third) + 1 : third;
    response.write(answer.body.slice(0, end), () => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}${FRANKFURTER_ROOT}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
