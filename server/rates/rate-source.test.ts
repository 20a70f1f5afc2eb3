import { afterEach, describe, expect, it } from "vitest";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import type { Sql } from "../storage/sql.ts";
import { createRateSource, RATES_TTL_MS, ratesTtlMsFromEnv } from "./rate-source.ts";
import { rateStore } from "./rate-store.ts";

afterEach(closeTestDatabases);

const START = Date.parse("2025-03-14T16:00:00.000Z");
const MINUTE = 60_000;

type Answer = (init: RequestInit | undefined) => Promise<Response> | Response;

/** A stand-in for fetch whose answers the test sets, counting calls. */
function upstream(initial: Answer = () => new Response("2")) {
  const fake = {
    calls: 0,
    answer: initial,
    fetch: (async (_input: string | URL | Request, init?: RequestInit) => {
      fake.calls++;
      return fake.answer(init);
    }) as typeof fetch,
  };
  return fake;
}

const hang: Answer = (init) =>
  new Promise((_, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });

/** A positive number is a good answer; anything else is refused. */
function parse(body: string): number {
  const value = Number(body);
  if (!(value > 0)) throw new Error(`bad answer ${body}`);
  return value;
}

const storedBody = async (sql: Sql) =>
  (await sql.query<{ body: string }>("SELECT body FROM rate_snapshots WHERE source = 'test'"))[0]
    ?.body;

describe.each(ENGINES)("a rate source on $engine", ({ open, openShared }) => {
  async function setup(
    options: { sql?: Sql; answer?: Answer; timeoutMs?: number; staleGraceMs?: number } = {},
  ) {
    const clock = { now: START };
    const up = upstream(options.answer);
    const sql = options.sql ?? (await open());
    const store = rateStore(sql);
    const logs: string[] = [];
    const make = () =>
      createRateSource({
        name: "test",
        url: "http://upstream.test/rates",
        parse,
        store,
        now: () => clock.now,
        fetch: up.fetch,
        timeoutMs: options.timeoutMs ?? 50,
        ...(options.staleGraceMs === undefined ? {} : { staleGraceMs: options.staleGraceMs }),
        log: (line) => logs.push(line),
      });
    return { source: make(), make, clock, up, sql, logs };
  }

  it("fetches on the first reading, then serves memory until five minutes have passed", async () => {
    const { source, clock, up } = await setup();
    expect(await source.read()).toEqual({
      snapshot: { data: 2, fetchedAt: "2025-03-14T16:00:00.000Z" },
      fresh: true,
    });
    clock.now += RATES_TTL_MS - 1;
    expect(await source.read()).toMatchObject({ snapshot: { data: 2 }, fresh: false });
    expect(up.calls).toBe(1);
    clock.now += 1;
    up.answer = () => new Response("3");
    expect(await source.read()).toEqual({
      snapshot: { data: 3, fetchedAt: "2025-03-14T16:05:00.000Z" },
      fresh: true,
    });
    expect(up.calls).toBe(2);
    expect(RATES_TTL_MS).toBe(5 * MINUTE);
  });

  it("makes concurrent readings share one fetch, each counting as fresh", async () => {
    // The fetch is released only once it has begun: on PostgreSQL the readings reach it after a
    // few round trips to the database, which a loaded machine can stretch past any fixed wait.
    let release = () => {};
    let began = () => {};
    const fetchBegun = new Promise<void>((resolve) => (began = resolve));
    const { source, up } = await setup({
      timeoutMs: 10_000,
      answer: () =>
        new Promise((resolve) => {
          release = () => resolve(new Response("2"));
          began();
        }),
    });
    const readings = Array.from({ length: 50 }, () => source.read());
    await fetchBegun;
    await new Promise((r) => setTimeout(r, 10));
    release();
    const results = await Promise.all(readings);
    expect(up.calls).toBe(1);
    expect(results.every((r) => r.fresh && r.snapshot?.data === 2)).toBe(true);
  });

  it("serves the rates it has, after a short grace, while a refetch hangs; the fetch carries on", async () => {
    const { source, clock, up } = await setup({ timeoutMs: 5000, staleGraceMs: 400 });
    await source.read();
    clock.now += RATES_TTL_MS;
    let release = () => {};
    up.answer = () => new Promise((resolve) => (release = () => resolve(new Response("3"))));
    const started = performance.now();
    const during = await Promise.all([source.read(), source.read(), source.read()]);
    expect(performance.now() - started).toBeLessThan(4000);
    for (const reading of during) {
      expect(reading).toEqual({
        snapshot: { data: 2, fetchedAt: "2025-03-14T16:00:00.000Z" },
        fresh: false,
      });
    }
    // Past the grace, a reading is not held at all while the fetch is still out.
    const later = performance.now();
    expect(await source.read()).toMatchObject({ snapshot: { data: 2 }, fresh: false });
    // Half the grace: far above a database round trip on a loaded machine, far below waiting.
    expect(performance.now() - later).toBeLessThan(200);
    expect(up.calls).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await source.read()).toMatchObject({ snapshot: { data: 3 }, fresh: false });
    expect(up.calls).toBe(2);
  });

  it("serves a refetch that lands within the grace as fresh", async () => {
    const { source, clock, up } = await setup({ staleGraceMs: 1000 });
    await source.read();
    clock.now += RATES_TTL_MS;
    up.answer = () => new Promise((resolve) => setTimeout(() => resolve(new Response("3")), 20));
    expect(await source.read()).toMatchObject({ snapshot: { data: 3 }, fresh: true });
  });

  it("keeps the last good rates when a fetch fails, and waits out five minutes before retrying", async () => {
    const { source, clock, up, logs } = await setup();
    await source.read();
    clock.now += RATES_TTL_MS;
    up.answer = () => new Response("oops", { status: 500 });
    expect(await source.read()).toEqual({
      snapshot: { data: 2, fetchedAt: "2025-03-14T16:00:00.000Z" },
      fresh: false,
    });
    expect(logs.at(-1)).toMatch(/HTTP 500.*serving the rates of 2025-03-14T16:00:00.000Z/);
    clock.now += RATES_TTL_MS - 1;
    await source.read();
    expect(up.calls).toBe(2);
    clock.now += 1;
    up.answer = () => new Response("4");
    expect(await source.read()).toMatchObject({ snapshot: { data: 4 }, fresh: true });
    expect(up.calls).toBe(3);
  });

  it("refuses a malformed answer: the previous rates stay, in memory and in the store", async () => {
    const { source, clock, up, sql } = await setup();
    await source.read();
    clock.now += RATES_TTL_MS;
    up.answer = () => new Response("<html>maintenance</html>");
    expect(await source.read()).toMatchObject({ snapshot: { data: 2 }, fresh: false });
    expect(await storedBody(sql)).toBe("2");
  });

  it("has no rates after a first failure, and does not ask again within five minutes", async () => {
    const { source, clock, up } = await setup({
      answer: () =>
        Promise.reject(new TypeError("fetch failed", { cause: new Error("ECONNREFUSED") })),
    });
    expect(await source.read()).toEqual({ snapshot: undefined, fresh: false });
    clock.now += MINUTE;
    expect(await source.read()).toEqual({ snapshot: undefined, fresh: false });
    expect(up.calls).toBe(1);
  });

  it("gives up on an upstream that does not answer within the timeout", async () => {
    const { source, logs } = await setup({ answer: hang });
    const started = performance.now();
    expect(await source.read()).toEqual({ snapshot: undefined, fresh: false });
    expect(performance.now() - started).toBeLessThan(4000);
    expect(logs.at(-1)).toMatch(/timeout/i);
  });

  it("serves the stored rates after a restart, without asking upstream within five minutes", async () => {
    const first = await setup();
    await first.source.read();
    first.clock.now += 2 * MINUTE;
    const restarted = first.make();
    expect(await restarted.read()).toEqual({
      snapshot: { data: 2, fetchedAt: "2025-03-14T16:00:00.000Z" },
      fresh: false,
    });
    expect(first.up.calls).toBe(1);
    first.clock.now += 3 * MINUTE;
    expect(await restarted.read()).toMatchObject({ fresh: true });
    expect(first.up.calls).toBe(2);
  });

  it("ignores a stored answer that no longer reads as good, and fetches", async () => {
    const sql = await open();
    await rateStore(sql).finishFetch("test", "2025-03-14T15:54:00.000Z", {
      body: "garbage",
      fetchedAt: "2025-03-14T15:54:00.000Z",
    });
    const { source, up, logs } = await setup({ sql });
    expect(await source.read()).toMatchObject({ snapshot: { data: 2 }, fresh: true });
    expect(logs[0]).toMatch(/stored snapshot is unusable/);
    expect(up.calls).toBe(1);
  });

  it("logs a failure without the URL's query, which may carry an API key", async () => {
    const logs: string[] = [];
    const source = createRateSource({
      name: "crypto",
      url: "https://pro-api.coingecko.com/api/v3/simple/price?ids=bitcoin&x_cg_pro_api_key=secret",
      parse,
      store: rateStore(await open()),
      fetch: upstream(() => new Response("", { status: 401 })).fetch,
      log: (line) => logs.push(line),
    });
    await source.read();
    expect(logs).toEqual([
      "crypto rates: https://pro-api.coingecko.com/api/v3/simple/price failed (HTTP 401); serving no rates",
    ]);
  });

  it("fetches alone and serves new rates when the database is unavailable", async () => {
    const { source, sql, logs } = await setup();
    await sql.close();
    expect(await source.read()).toMatchObject({ snapshot: { data: 2 }, fresh: true });
    expect(logs[0]).toMatch(/^test rates: the database is unavailable \(.+\); fetching alone$/);
  });

  it("keeps serving from memory, without the database, until the TTL has passed", async () => {
    const { source, sql, clock, up } = await setup();
    await source.read();
    await sql.close();
    clock.now += RATES_TTL_MS - 1;
    expect(await source.read()).toMatchObject({ snapshot: { data: 2 }, fresh: false });
    expect(up.calls).toBe(1);
  });

  it("makes one upstream fetch for several servers past the TTL at once, all serving its answer", async () => {
    const servers = await openShared(3);
    const clock = { now: START };
    const up = upstream(
      () => new Promise((resolve) => setTimeout(() => resolve(new Response("2")), 50)),
    );
    const sources = servers.map((sql) =>
      createRateSource({
        name: "test",
        url: "http://upstream.test/rates",
        parse,
        store: rateStore(sql),
        now: () => clock.now,
        fetch: up.fetch,
        timeoutMs: 2000,
        log: () => {},
      }),
    );
    const readings = await Promise.all(sources.flatMap((s) => [s.read(), s.read()]));
    expect(up.calls).toBe(1);
    for (const reading of readings) {
      expect(reading.snapshot).toEqual({ data: 2, fetchedAt: "2025-03-14T16:00:00.000Z" });
    }
    // Past the TTL, again one fetch between them, whichever server is asked first.
    clock.now += RATES_TTL_MS;
    up.answer = () => new Response("5");
    await Promise.all(sources.map((s) => s.read()));
    await Promise.all(sources.map((s) => s.read()));
    expect(up.calls).toBe(2);
    clock.now += 1;
    for (const source of sources) {
      expect(await source.read()).toMatchObject({ snapshot: { data: 5 } });
    }
  });

  it("takes over the fetch of a server that died holding it, once its lease has run out", async () => {
    const sql = await open();
    // A server claimed the fetch at START and died: its lease runs for a while, no attempt ended.
    expect(
      await rateStore(sql).claimFetch("test", {
        now: new Date(START).toISOString(),
        triedBefore: new Date(START - RATES_TTL_MS).toISOString(),
        leaseUntil: new Date(START + 10_000).toISOString(),
      }),
    ).toBe(true);
    const { source, clock, up } = await setup({ sql, timeoutMs: 2000 });
    const reading = source.read();
    await new Promise((r) => setTimeout(r, 250));
    expect(up.calls).toBe(0);
    clock.now += 10_000;
    expect(await reading).toMatchObject({ snapshot: { data: 2 }, fresh: true });
    expect(up.calls).toBe(1);
  });
});

describe("RATES_TTL_SECONDS", () => {
  it("sets the time rates are served before upstream is asked again, in seconds", () => {
    expect(ratesTtlMsFromEnv("1")).toBe(1000);
    expect(ratesTtlMsFromEnv("0.5")).toBe(500);
    expect(ratesTtlMsFromEnv(" 600 ")).toBe(600_000);
  });

  it("keeps five minutes when unset, empty, zero, negative or not a number", () => {
    for (const value of [undefined, "", " ", "0", "-5", "abc", "Infinity", "1s"]) {
      expect(ratesTtlMsFromEnv(value)).toBe(RATES_TTL_MS);
    }
  });
});
