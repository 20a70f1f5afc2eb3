import { describe, expect, it } from "vitest";
import type { Point } from "../../../site/money/rate-history";
import { dayNumber, isoOfDay } from "./history-dates";
import { thinForTable } from "./thin";

/** Weekdays from `from`, `n` of them (holidays do not matter here). */
function weekdays(from: string, n: number): Point[] {
  const points: Point[] = [];
  for (let day = dayNumber(from); points.length < n; day++) {
    const weekday = new Date(day * 86_400_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) points.push({ date: isoOfDay(day), rate: 1 + day / 1e5 });
  }
  return points;
}

describe("the table's rows", () => {
  it("a year lists every day", () => {
    const year = weekdays("2024-03-14", 256);
    expect(thinForTable(year)).toEqual({ step: "day", rows: year });
  });

  it("5 years list the last business day of each week", () => {
    const five = weekdays("2020-03-16", 1305);
    const { step, rows } = thinForTable(five);
    expect(step).toBe("week");
    expect(rows).toHaveLength(261);
    for (const row of rows.slice(0, -1)) {
      expect(new Date(dayNumber(row.date) * 86_400_000).getUTCDay()).toBe(5);
    }
    expect(rows.at(-1)).toBe(five.at(-1));
  });

  it("everything since 1999 lists the last business day of each month: a few hundred rows", () => {
    const all = weekdays("1999-01-04", 6900);
    const { step, rows } = thinForTable(all);
    expect(step).toBe("month");
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.length).toBeLessThan(340);
    expect(rows[0]?.date).toBe("1999-01-29");
    expect(rows.at(-1)).toBe(all.at(-1));
    const months = rows.map((r) => r.date.slice(0, 7));
    expect(new Set(months).size).toBe(months.length);
  });
});
