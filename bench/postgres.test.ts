import { describe, expect, it } from "vitest";
import { DATABASE_FAULTS } from "./database-faults.ts";
import { withoutPostgres } from "./postgres.ts";
import { markdownReport } from "./print.ts";
import { POSTGRES_THROUGHPUT } from "./throughput.ts";

describe("a bench run where PostgreSQL cannot be started", () => {
  const reason = "PostgreSQL's initdb is not installed: apt-get install postgresql";

  it("reports every target of its sections missed, with the reason, keeping which are hard", () => {
    for (const info of [POSTGRES_THROUGHPUT, DATABASE_FAULTS]) {
      const section = withoutPostgres(info, reason);
      expect(section.title).toBe(info.title);
      expect(section.targets.map((t) => t.name)).toEqual(info.targets.map((t) => t.name));
      expect(section.targets.every((t) => !t.met && t.detail.includes(reason))).toBe(true);
      expect(section.targets.map((t) => t.hard)).toEqual(info.targets.map((t) => t.hard));
    }
  });

  it("fails a quick run: each section has hard targets, which a quick run judges", () => {
    for (const info of [POSTGRES_THROUGHPUT, DATABASE_FAULTS]) {
      expect(info.targets.some((t) => t.hard)).toBe(true);
    }
    // The throughput ratios stay speed targets, judged by full runs only.
    expect(POSTGRES_THROUGHPUT.targets.filter((t) => !t.hard).map((t) => t.name)).toEqual([
      "GET /api/convert on PostgreSQL: at least 0.6 of the bare server",
      "POST /api/get-exchange-rates (cached) on PostgreSQL: at least 0.6 of the bare server",
    ]);
  });

  it("shows the sections in the report, their targets marked missed", () => {
    const report = markdownReport([withoutPostgres(DATABASE_FAULTS, reason)], {
      machine: "2 × CPU",
      date: new Date("2026-11-25T04:00:00Z"),
      quick: true,
    });
    expect(report).toContain(`## ${DATABASE_FAULTS.title}`);
    expect(report).toContain(`- ❌ ${DATABASE_FAULTS.targets[0]?.name}: not measured: ${reason}`);
  });
});
