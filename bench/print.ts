import type { Section, Target } from "./harness.ts";

/** A section as text: its table (text left, numbers right), its notes, its targets. */
export function formatSection(section: Section): string {
  const lines = [`## ${section.title}`, ""];
  const first = section.rows[0];
  if (first) {
    const keys = Object.keys(first);
    const cells = [keys, ...section.rows.map((row) => keys.map((k) => String(row[k] ?? "")))];
    const widths = keys.map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0)));
    const numeric = keys.map((k) =>
      section.rows.every(
        (row) => typeof row[k] === "number" || /^[+-]?[\d.,]+%?$/.test(String(row[k])),
      ),
    );
    for (const row of cells) {
      lines.push(
        row
          .map((cell, i) =>
            numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
          )
          .join("  ")
          .trimEnd(),
      );
    }
  }
  for (const note of section.notes ?? []) lines.push(`  ${note}`);
  for (const target of section.targets) lines.push(formatTarget(target));
  return lines.join("\n");
}

export function formatTarget(target: Target): string {
  return `${target.met ? "  ok  " : "  MISS"} ${target.name}: ${target.detail}`;
}

/** A Markdown table, its columns padded as Biome formats Markdown (docs/ is checked by it). */
function markdownTable(section: Section): string[] {
  const first = section.rows[0];
  if (!first) return [];
  const keys = Object.keys(first);
  const cell = (value: string | number | undefined) => String(value ?? "").replaceAll("|", "\\|");
  const cells = [keys, ...section.rows.map((row) => keys.map((k) => cell(row[k])))];
  const widths = keys.map((_, i) => Math.max(3, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    `| ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)];
}

/** docs/performance.md: the latest tables, the machine they ran on, and how to reproduce them. */
export function markdownReport(
  sections: readonly Section[],
  run: { readonly machine: string; readonly date: Date; readonly quick: boolean },
): string {
  const lines = [
    "# Performance",
    "",
    `Measured ${run.date.toISOString().slice(0, 16).replace("T", " ")} UTC on ${run.machine}${run.quick ? " (quick run)" : ""}.`,
    "Speed figures are ratios against a baseline measured in the same run on the same machine;",
    "the load generator shares the machine's cores with the servers it loads.",
    "",
    "Reproduce: `npm run bench -- --report docs/performance.md` (builds first; `-- --quick` is the",
    "short run CI makes). Every section can also run alone: see the header of each file in `bench/`.",
    "",
  ];
  for (const section of sections) {
    lines.push(`## ${section.title}`, "", ...markdownTable(section), "");
    // A note indented by two spaces belongs to the note above it: a nested item.
    for (const note of section.notes ?? [])
      lines.push(note.startsWith("  ") ? `  - ${note.trimStart()}` : `- ${note}`);
    if ((section.notes ?? []).length > 0) lines.push("");
    for (const target of section.targets) {
      lines.push(`- ${target.met ? "✅" : "❌"} ${target.name}: ${target.detail}`);
    }
    lines.push("");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
