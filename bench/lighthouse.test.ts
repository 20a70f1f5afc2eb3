import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { type PageResult, toSection } from "./lighthouse.ts";

const run = (path: string, tbtMs: number, benchmarkIndexes: number[]): PageResult => ({
  type: "t",
  path,
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 900,
  tbtMs,
  cls: 0,
  mainThreadMs: 800,
  scriptMs: 200,
  benchmarkIndex: benchmarkIndexes[0] ?? 0,
  benchmarkIndexes,
  failed: [],
  warnings: [],
  lhr: {} as Result,
});

describe("the Lighthouse section", () => {
  const floor = run("/", 10, [1500, 1700, 1600]);

  it("shows each run's benchmark index, and the median and range over every run", () => {
    const section = toSection([run("/length", 50, [1000, 2000, 1200])], 3, floor);
    expect(section.rows.map((r) => r["benchmark index"])).toEqual([1500, 1000]);
    expect(section.notes?.join("\n")).toContain(
      "Over the section's 6 runs: median 1550, range 1000 to 2000",
    );
  });

  it("misses the blocking-time target when a page blocks more than 100 ms above the floor", () => {
    const section = toSection([run("/a", 110, [1]), run("/b", 111, [1])], 1, floor);
    const target = section.targets.find((t) => t.name.includes("blocking time"));
    expect(target).toMatchObject({ met: false, hard: false, detail: "floor 10 ms; /b 111 ms" });
  });

  it("does not check the blocking-time target without a floor (a quick run)", () => {
    const section = toSection([run("/a", 500, [1])], 1);
    expect(section.targets.some((t) => t.name.includes("blocking time"))).toBe(false);
  });
});
