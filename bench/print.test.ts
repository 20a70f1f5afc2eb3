import { describe, expect, it } from "vitest";
import { markdownReport } from "./print.ts";

describe("the Markdown report", () => {
  const report = markdownReport(
    [
      {
        title: "Throughput",
        rows: [
          { endpoint: "GET /api/convert", ratio: "0.78" },
          { endpoint: "a|b", ratio: 1 },
        ],
        targets: [{ name: "at least 0.6", met: true, detail: "0.78" }],
        notes: ["autocannon, 50 connections.", "Distinct errors:", "  a bad id (on /sitemap)"],
      },
    ],
    { machine: "2 × CPU", date: new Date("2026-11-21T20:00:00Z"), quick: false },
  );

  it("pads every column as Biome formats Markdown, and escapes pipes in cells", () => {
    expect(report).toContain(
      [
        "| endpoint         | ratio |",
        "| ---------------- | ----- |",
        "| GET /api/convert | 0.78  |",
        "| a\\|b             | 1     |",
      ].join("\n"),
    );
  });

  it("says when and where it ran, and lists notes and targets", () => {
    expect(report).toContain("Measured 2026-11-21 20:00 UTC on 2 × CPU.");
    expect(report).toContain("- autocannon, 50 connections.");
    expect(report).toContain("- ✅ at least 0.6: 0.78");
  });

  it("nests a note indented by two spaces under the note above it", () => {
    expect(report).toContain("- Distinct errors:\n  - a bad id (on /sitemap)\n");
  });
});
