import { afterEach, describe, expect, it } from "vitest";
import { closeTestDatabases, ENGINES } from "../../tests/support/engines.ts";
import type { Sql } from "../storage/sql.ts";
import { type FxCovered, fxHistoryStore } from "./fx-history-store.ts";

afterEach(closeTestDatabases);

const T = Date.parse("2025-03-17T12:00:00.000Z");
const WINDOW = 60_000;

const covered = (codes: string[], from: string, to: string, tails = codes): FxCovered => ({
  codes,
  from,
  to,
  fetchedAt: "2025-03-17T12:00:00.000Z",
  tails: new Set(tails),
});

describe.each(ENGINES)("the Frankfurter history's tables on $engine", ({ open, openShared }) => {
  it("grants exactly the budget of a window to servers claiming at once", async () => {
    const handles = await openShared(3);
    const stores = handles.map(fxHistoryStore);
    const claims = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stores[i % 3]?.claimBudget("fx-history", T, WINDOW, 7)),
    );
    expect(claims.filter((c) => c?.granted)).toHaveLength(7);
    // Refused until the window that began with the first claim ends.
    for (const claim of claims.filter((c) => !c?.granted)) {
      expect(claim).toEqual({ granted: false, retryAfter: 60 });
    }
    const store = stores[0] as ReturnType<typeof fxHistoryStore>;
    expect(await store.claimBudget("fx-history", T + 30_500, WINDOW, 7)).toEqual({
      granted: false,
      retryAfter: 30,
    });
    // Another budget counts apart.
    expect(await store.claimBudget("other", T, WINDOW, 7)).toEqual({ granted: true });
    // A new window, a new count.
    const next = await Promise.all(
      Array.from({ length: 10 }, () => store.claimBudget("fx-history", T + WINDOW, WINDOW, 7)),
    );
    expect(next.filter((c) => c.granted)).toHaveLength(7);
  });

  it("extends a currency's range only by fetches that touch it", async () => {
    const sql = await open();
    const store = fxHistoryStore(sql);
    await store.complete(
      ["NGN", "2024-01-02", 1400, "PKR", "2024-01-02", 280],
      covered(["NGN", "PKR"], "2024-01-01", "2024-12-31"),
    );
    // Adjacent before: extended, and the time of the tail stays that of the last tail fetch.
    await store.complete([], {
      ...covered(["NGN"], "2020-01-01", "2023-12-31", []),
      fetchedAt: "2025-03-18T00:00:00.000Z",
    });
    // Overlapping after: extended, with its time.
    await store.complete([], {
      ...covered(["PKR"], "2024-12-30", "2025-03-18"),
      fetchedAt: "2025-03-18T00:00:00.000Z",
    });
    // Apart from what is stored: its rows stay, uncovered.
    await store.complete(["NGN", "2026-02-02", 1500], covered(["NGN"], "2026-02-01", "2026-03-01"));
    const coverage = await store.coverage(["NGN", "PKR", "KES"]);
    expect(Object.fromEntries(coverage)).toEqual({
      NGN: {
        currency: "NGN",
        first: "2020-01-01",
        last: "2024-12-31",
        fetchedAt: "2025-03-17T12:00:00.000Z",
      },
      PKR: {
        currency: "PKR",
        first: "2024-01-01",
        last: "2025-03-18",
        fetchedAt: "2025-03-18T00:00:00.000Z",
      },
    });
    expect(await store.series("NGN", "2024-01-01", "2026-12-31")).toEqual([
      { date: "2024-01-02", rate: 1400 },
      { date: "2026-02-02", rate: 1500 },
    ]);
  });

  it("writes batches as upserts, and reads a pair on the days both have", async () => {
    const sql = await open();
    const store = fxHistoryStore(sql);
    const rows: (string | number)[] = [];
    // 1,201 days of NGN (past one statement of 500 rows), PKR on every other day.
    for (let i = 0; i <= 1200; i++) {
      const day = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
      rows.push("NGN", day, 1000 + i);
      if (i % 2 === 0) rows.push("PKR", day, 200 + i);
    }
    await store.write(rows);
    // A corrected figure replaces the stored one.
    await store.write(["NGN", "2020-01-01", 999.5]);
    expect(await count(sql)).toBe(1201 + 601);
    const pair = await store.pair("NGN", "PKR", "2020-01-01", "2020-01-05");
    expect(pair).toEqual([
      { date: "2020-01-01", base: 999.5, quote: 200 },
      { date: "2020-01-03", base: 1002, quote: 202 },
      { date: "2020-01-05", base: 1004, quote: 204 },
    ]);
    expect(await store.lastDay(["NGN"])).toBe("2023-04-15");
    expect(await store.lastDay(["NGN", "PKR"])).toBe("2023-04-15");
    expect(await store.lastDay(["PKR", "NGN"])).toBe("2023-04-15");
    await store.write(["NGN", "2023-04-16", 1.5]);
    expect(await store.lastDay(["NGN"])).toBe("2023-04-16");
    expect(await store.lastDay(["NGN", "PKR"])).toBe("2023-04-15");
    expect(await store.lastDay(["KES"])).toBeUndefined();
  });

  it("keeps the list of currencies for every server", async () => {
    const [one, two] = (await openShared(2)) as [Sql, Sql];
    expect(await fxHistoryStore(one).loadCurrencies()).toBeUndefined();
    await fxHistoryStore(one).saveCurrencies("[1]", "2025-03-17T12:00:00.000Z");
    await fxHistoryStore(one).saveCurrencies("[2]", "2025-03-18T12:00:00.000Z");
    expect(await fxHistoryStore(two).loadCurrencies()).toEqual({
      body: "[2]",
      fetchedAt: "2025-03-18T12:00:00.000Z",
    });
  });
});

const count = async (sql: Sql) =>
  Number(
    (await sql.query<{ n: number }>("SELECT CAST(count(*) AS INTEGER) AS n FROM fx_history"))[0]?.n,
  );
