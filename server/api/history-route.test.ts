import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EcbDay, type EcbFake, startEcbFake } from "../../tests/fakes/ecb.ts";
import { generateHistory } from "../../tests/fakes/ecb-history.ts";
import { type FrankfurterFake, startFrankfurterFake } from "../../tests/fakes/frankfurter.ts";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import { listen, type Served } from "../../tests/support/listen.ts";
import { createListener } from "../listener.ts";
import { createFxHistory, type FxHistoryOptions } from "../rates/fx-history.ts";
import { createHistoryService } from "../rates/history-service.ts";
import type { Sql } from "../storage/sql.ts";

// GET /api/rates/history through the whole server, over HTTP, on a history imported from the
// local fake of the ECB into either database, and other pairs' from the fake of Frankfurter.
const DAYS: EcbDay[] = [
  { date: "2025-03-17", rates: { USD: 1.0895, JPY: 162.3, GBP: 0.84028 } }, // Monday
  { date: "2025-03-14", rates: { USD: 1.0878, JPY: 161.51, GBP: 0.83983 } }, // Friday
  { date: "2025-03-13", rates: { USD: 1.0852, JPY: 160.9, GBP: 0.8393 } },
  // Easter 2024: Good Friday (29 March) and Easter Monday (1 April) have no fixing.
  { date: "2024-04-02", rates: { USD: 1.0746, JPY: 162.98, ISK: 149.1 } },
  { date: "2024-03-28", rates: { USD: 1.0811, JPY: 163.45, ISK: 149.3 } },
];

let ecb: EcbFake;
let frankfurter: FrankfurterFake;
beforeAll(async () => {
  ecb = await startEcbFake();
  frankfurter = await startFrankfurterFake();
});
afterAll(() => ecb.close());
afterAll(() => frankfurter.close());
afterAll(closeTestDatabases);

const serve = (sql: Sql, fx: Partial<FxHistoryOptions> = {}) => {
  const history = createHistoryService({ sql, url: ecb.historyUrl, log: () => {} });
  return {
    history,
    served: listen(
      createListener({
        files: new Map(),
        render: async () => new Response("page", { status: 404 }),
        security: { url: "https://unitpilot.app", analyticsScriptUrl: "" },
        history: history.store,
        fxHistory: createFxHistory({ sql, url: frankfurter.url, log: () => {}, ...fx }),
      }),
    ),
  };
};

describe.each(ENGINES)("GET /api/rates/history on $engine", ({ open }) => {
  let server: Served;
  const get = (query: string, headers?: Record<string, string>) =>
    server.call(`/api/rates/history?${query}`, headers && { headers });
  const points = async (query: string) => {
    const reply = await get(query);
    expect(reply.status, reply.text).toBe(200);
    return (reply.json() as { points: unknown }).points;
  };

  beforeAll(async () => {
    ecb.setHistory(DAYS);
    const { history, served } = serve(await open());
    expect(await history.check()).toBe("imported");
    server = await served;
  });
  afterAll(() => server.close());

  it("answers the ECB's own figures against EUR, one point per business day, oldest first", async () => {
    const reply = await get("base=EUR&quote=USD&from=2025-03-13&to=2025-03-17");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/json");
    expect(reply.headers["access-control-allow-origin"]).toBe("*");
    expect(reply.json()).toEqual({
      base: "EUR",
      quote: "USD",
      first: "2024-03-28",
      last: "2025-03-17",
      source: "European Central Bank",
      // No point on Saturday 15 and Sunday 16 March: the ECB publishes none.
      points: [
        { date: "2025-03-13", rate: 1.0852 },
        { date: "2025-03-14", rate: 1.0878 },
        { date: "2025-03-17", rate: 1.0895 },
      ],
    });
  });

  it("has no points on weekends or TARGET holidays", async () => {
    expect(await points("base=EUR&quote=JPY&from=2025-03-15&to=2025-03-16")).toEqual([]);
    expect(await points("base=EUR&quote=JPY&from=2024-03-28&to=2024-04-02")).toEqual([
      { date: "2024-03-28", rate: 163.45 },
      { date: "2024-04-02", rate: 162.98 },
    ]);
  });

  it("crosses through EUR, to six significant digits", async () => {
    expect(await points("base=USD&quote=JPY&from=2025-03-13&to=2025-03-17")).toEqual([
      { date: "2025-03-13", rate: 148.268 },
      { date: "2025-03-14", rate: 148.474 },
      { date: "2025-03-17", rate: 148.967 },
    ]);
    expect(await points("base=USD&quote=EUR&from=2025-03-13&to=2025-03-14")).toEqual([
      { date: "2025-03-13", rate: 0.921489 },
      { date: "2025-03-14", rate: 0.919287 },
    ]);
    expect(await points("base=usd&quote=gbp&from=2025-03-14&to=2025-03-14")).toEqual([
      { date: "2025-03-14", rate: 0.772044 },
    ]);
    expect(await points("base=GBP&quote=USD&from=2025-03-14&to=2025-03-14")).toEqual([
      { date: "2025-03-14", rate: 1.29526 },
    ]);
  });

  it("has a point only where the ECB published both currencies", async () => {
    // GBP is not in the 2024 days, ISK not in the 2025 ones.
    expect(await points("base=GBP&quote=ISK")).toEqual([]);
    expect(await points("base=EUR&quote=ISK")).toEqual([
      { date: "2024-03-28", rate: 149.3 },
      { date: "2024-04-02", rate: 149.1 },
    ]);
  });

  it("answers everything kept without from and to", async () => {
    const all = (await points("base=EUR&quote=USD")) as { date: string }[];
    expect(all.map((p) => p.date)).toEqual(DAYS.map((d) => d.date).reverse());
  });

  it("answers the rate on a date: that day's, or the last business day's before it", async () => {
    expect(await points("base=EUR&quote=USD&on=2025-03-14")).toEqual([
      { date: "2025-03-14", rate: 1.0878 },
    ]);
    expect(await points("base=EUR&quote=USD&on=2025-03-16")).toEqual([
      { date: "2025-03-14", rate: 1.0878 },
    ]);
    expect(await points("base=USD&quote=JPY&on=2024-04-01")).toEqual([
      { date: "2024-03-28", rate: 151.189 },
    ]);
    // Today may be asked for, with or without its fix yet.
    const today = new Date().toISOString().slice(0, 10);
    const latest = await get(`base=EUR&quote=USD&on=${today}`);
    expect(latest.status).toBe(200);
    // No rate within a week before: none, rather than one from months before.
    expect(await points("base=EUR&quote=ISK&on=2025-03-14")).toEqual([]);
    expect(await points("base=EUR&quote=USD&on=2024-12-31")).toEqual([]);
  });

  it.each([
    [
      "an unknown code",
      "base=XYZ&quote=USD",
      /^No history for XYZ: it is not a currency in use or retired since 1999\.$/,
    ],
    [
      "a coin",
      "base=EUR&quote=BTC",
      /^No history for BTC: histories are of currencies, not coins\.$/,
    ],
    [
      "a currency no source publishes",
      "base=USD&quote=KPW",
      /^No history for KPW: no source publishes its rates\.$/,
    ],
    [
      "a code that is not three letters",
      "base=US&quote=EUR",
      /base 'US' is not a three-letter currency code/,
    ],
    ["a missing quote", "base=USD", /quote is missing/],
    ["the same currency twice", "base=USD&quote=usd", /the same currency/],
    [
      "a date in another form",
      "base=EUR&quote=USD&from=14/03/2025",
      /from '14\/03\/2025' is not a date/,
    ],
    [
      "a day that does not exist",
      "base=EUR&quote=USD&to=2025-02-30",
      /to '2025-02-30' is not a date/,
    ],
    [
      "from after to",
      "base=EUR&quote=USD&from=2025-03-17&to=2025-03-13",
      /from \(2025-03-17\) is after to \(2025-03-13\)/,
    ],
    [
      "a day before the history",
      "base=EUR&quote=USD&from=1998-12-31",
      /1998-12-31 is before 2024-03-28, the first day kept/,
    ],
    ["a day in the future", "base=EUR&quote=USD&to=2999-01-01", /2999-01-01 is in the future/],
    ["a date before the history", "base=EUR&quote=USD&on=2024-03-27", /before 2024-03-28/],
    ["a date and a range", "base=EUR&quote=USD&on=2025-03-14&from=2025-03-13", /not both/],
  ])("answers 400 with the reason for %s, never cached", async (_, query, error) => {
    const reply = await get(query);
    expect(reply.status).toBe(400);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.headers["access-control-allow-origin"]).toBe("*");
    const body = reply.json() as { error: string };
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toMatch(error);
  });

  it("is cached a day when it ends before the last day, half an hour when it reaches it", async () => {
    const settled = await get("base=EUR&quote=USD&from=2025-03-13&to=2025-03-14");
    expect(settled.headers["cache-control"]).toBe("public, max-age=86400");
    const open = await get("base=EUR&quote=USD&from=2025-03-13");
    expect(open.headers["cache-control"]).toBe("public, max-age=1800");
    expect((await get("base=EUR&quote=USD&on=2025-03-17")).headers["cache-control"]).toBe(
      "public, max-age=1800",
    );
  });

  it("revalidates by its ETag with a 304, and answers HEAD without a body", async () => {
    const query = "base=EUR&quote=USD&from=2025-03-13&to=2025-03-14";
    const first = await get(query);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    const again = await get(query, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe("public, max-age=86400");
    // Another range, another tag.
    const other = await get("base=EUR&quote=USD&from=2025-03-13&to=2025-03-17", {
      "If-None-Match": etag,
    });
    expect(other.status).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    const head = await server.call(`/api/rates/history?${query}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect(head.body.length).toBe(0);
  });
});

describe.each(ENGINES)("pairs outside the ECB's, on $engine", ({ open }) => {
  beforeAll(() => ecb.setHistory(DAYS));

  it("are answered from Frankfurter's series, fetched once, saying so", async () => {
    const { history, served } = serve(await open());
    await history.check();
    const server = await served;
    try {
      const before = frankfurter.seriesRequests;
      const query = "/api/rates/history?base=USD&quote=NGN&from=2025-03-03&to=2025-03-07";
      const reply = await server.call(query);
      expect(reply.status, reply.text).toBe(200);
      expect(reply.headers["cache-control"]).toBe("public, max-age=86400");
      const body = reply.json() as { points: { date: string; rate: number }[] };
      expect(body).toMatchObject({
        base: "USD",
        quote: "NGN",
        first: "2001-12-10",
        last: "2025-03-13",
        source: "Frankfurter",
      });
      expect(body.points.map((p) => p.date)).toEqual([
        "2025-03-03",
        "2025-03-04",
        "2025-03-05",
        "2025-03-06",
        "2025-03-07",
      ]);
      expect(frankfurter.seriesRequests).toBe(before + 1);
      // Stored: asked again, from the database.
      expect((await server.call(query)).json()).toEqual(body);
      expect(frankfurter.seriesRequests).toBe(before + 1);

      // A pair with EUR, whose other currency the ECB does not publish.
      const mad = await server.call("/api/rates/history?base=EUR&quote=MAD&on=2025-03-16");
      expect(mad.status, mad.text).toBe(200);
      expect(mad.json()).toMatchObject({
        source: "Frankfurter",
        points: [{ date: "2025-03-14", rate: expect.any(Number) }],
      });
      // A pair of the ECB's still comes from the ECB.
      const usd = await server.call("/api/rates/history?base=EUR&quote=USD&on=2025-03-16");
      expect(usd.json()).toMatchObject({ source: "European Central Bank" });
    } finally {
      await server.close();
    }
  });

  it("answers 503 with Retry-After once the budget of upstream calls is spent", async () => {
    // The list of currencies takes the one call of the minute; the series finds none left.
    const { history, served } = serve(await open(), { budgetPerMinute: 1 });
    await history.check();
    const server = await served;
    try {
      const reply = await server.call("/api/rates/history?base=USD&quote=NGN");
      expect(reply.status).toBe(503);
      expect(reply.headers["cache-control"]).toBe("no-store");
      const seconds = Number(reply.headers["retry-after"]);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(reply.json()).toEqual({
        error: "Too many rate histories are being fetched right now; please try again shortly.",
      });
      // The ECB's pairs need no call upstream.
      expect((await server.call("/api/rates/history?base=EUR&quote=USD")).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe.each(ENGINES)("before the history has arrived, on $engine", ({ open }) => {
  it("answers 503 with Retry-After, so that pages say it is not available yet", async () => {
    const { served } = serve(await open());
    const server = await served;
    try {
      const reply = await server.call("/api/rates/history?base=EUR&quote=USD");
      expect(reply.status).toBe(503);
      expect(reply.headers["retry-after"]).toBe("60");
      expect(reply.headers["cache-control"]).toBe("no-store");
      expect(reply.json()).toEqual({
        error: "The rate history is not available yet; please try again in a minute.",
      });
      // A malformed question is still the client's error.
      expect((await server.call("/api/rates/history?base=EUR&quote=USD&on=yesterday")).status).toBe(
        400,
      );
    } finally {
      await server.close();
    }
  });
});

describe.each(ENGINES)("a long answer on $engine", ({ open }) => {
  it("is compressed as the client accepts (a year of days)", async () => {
    ecb.setHistory(generateHistory({ from: "2024-03-14" }));
    const { history, served } = serve(await open());
    await history.check();
    const server = await served;
    try {
      const reply = await server.call("/api/rates/history?base=USD&quote=JPY", {
        headers: { "Accept-Encoding": "gzip" },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers["content-encoding"]).toBe("gzip");
      expect(reply.headers.vary).toBe("Accept-Encoding");
    } finally {
      await server.close();
    }
  });
});
