import { describe, expect, it } from "vitest";
import type { Point } from "../../../site/money/rate-history";
import { downsample, extremes, nearestIndex } from "./downsample";
import { dayNumber, isoOfDay } from "./history-dates";

/** `n` days of a slow wave, from 1999-01-04. */
function series(n: number): Point[] {
  const start = dayNumber("1999-01-04");
  return Array.from({ length: n }, (_, i) => ({
    date: isoOfDay(start + i),
    rate: 1 + 0.1 * Math.sin(i / 50),
  }));
}

describe("downsampling for the drawn line", () => {
  it("leaves a short range as it is", () => {
    const points = series(256);
    expect(downsample(points, 600)).toBe(points);
  });

  it("draws all of a long range with at most 600 points, in order, first and last kept", () => {
    const points = series(6800);
    const drawn = downsample(points, 600);
    expect(drawn.length).toBeLessThanOrEqual(600);
    expect(drawn.length).toBeGreaterThan(500);
    expect(drawn[0]).toBe(points[0]);
    expect(drawn.at(-1)).toBe(points.at(-1));
    const dates = drawn.map((p) => p.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const p of drawn) expect(points).toContain(p);
  });

  it("keeps a one-day spike and a one-day dip that every n-th point would skip", () => {
    const points = series(6800).map((p, i) =>
      i === 3333 ? { ...p, rate: 5 } : i === 4444 ? { ...p, rate: 0.1 } : p,
    );
    const drawn = downsample(points, 600);
    expect(drawn).toContain(points[3333]);
    expect(drawn).toContain(points[4444]);
    expect(extremes(drawn)).toEqual(extremes(points));
  });
});

describe("reading the line", () => {
  it("finds the lowest and the highest day", () => {
    const points = [
      { date: "2025-03-10", rate: 0.92 },
      { date: "2025-03-11", rate: 0.9 },
      { date: "2025-03-12", rate: 0.95 },
    ];
    expect(extremes(points)).toEqual({ low: points[1], high: points[2] });
    expect(extremes([])).toBeUndefined();
  });

  it("picks the day nearest a pointer's position, a weekend going to the nearer business day", () => {
    const days = ["2025-03-13", "2025-03-14", "2025-03-17"].map(dayNumber);
    expect(nearestIndex(days, dayNumber("2025-03-15"))).toBe(1);
    expect(nearestIndex(days, dayNumber("2025-03-16") + 0.1)).toBe(2);
    expect(nearestIndex(days, 0)).toBe(0);
    expect(nearestIndex(days, 1e9)).toBe(2);
    expect(nearestIndex([], 5)).toBe(-1);
  });
});
