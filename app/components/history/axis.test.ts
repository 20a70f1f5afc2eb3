import { describe, expect, it } from "vitest";
import { dateTicks } from "./axis";
import { dayNumber } from "./history-dates";

const labels = (from: string, to: string, width: number) =>
  dateTicks(from, to, width).map((t) => t.label);

describe("date ticks", () => {
  it("a month on a phone: its Mondays", () => {
    expect(labels("2025-02-14", "2025-03-14", 328)).toEqual([
      "17 Feb",
      "24 Feb",
      "3 Mar",
      "10 Mar",
    ]);
  });

  it("a year: every month where there is room, every third on a phone", () => {
    expect(labels("2024-03-14", "2025-03-14", 900)).toHaveLength(12);
    expect(labels("2024-03-14", "2025-03-14", 328)).toEqual([
      "Apr 2024",
      "Jul 2024",
      "Oct 2024",
      "Jan 2025",
    ]);
  });

  it("everything since 1999: years, every second, fifth or tenth where room is short", () => {
    expect(labels("1999-01-04", "2025-11-25", 200)).toEqual(["2000", "2010", "2020"]);
    expect(labels("1999-01-04", "2025-11-25", 328)).toEqual([
      "2000",
      "2005",
      "2010",
      "2015",
      "2020",
      "2025",
    ]);
    expect(labels("1999-01-04", "2025-11-25", 700)).toHaveLength(13);
  });

  it("every tick lies inside the range, in order, and the labels fit the width", () => {
    for (const [from, to] of [
      ["2020-03-14", "2025-03-14"],
      ["2025-03-10", "2025-03-14"],
      ["2019-01-02", "2025-03-14"],
    ] as const) {
      for (const width of [280, 328, 600, 1100]) {
        const ticks = dateTicks(from, to, width);
        expect(ticks.length).toBeGreaterThan(0);
        expect(ticks.length * 40).toBeLessThanOrEqual(width);
        for (const t of ticks) {
          expect(t.day).toBeGreaterThanOrEqual(dayNumber(from));
          expect(t.day).toBeLessThanOrEqual(dayNumber(to));
        }
        const days = ticks.map((t) => t.day);
        expect([...days].sort((a, b) => a - b)).toEqual(days);
      }
    }
  });
});
