import { spawnSync } from "node:child_process";

/** One question to GNU units: what `have` is worth in `want`. */
export interface GnuQuery {
  readonly have: string;
  readonly want: string;
}

/**
 * Asks GNU units (Debian package `units`) every query through one process; falls back to one
 * process each to explain a failure. A number per query, or GNU's message when it had none.
 */
export function askGnuUnits(queries: readonly GnuQuery[]): (number | string)[] {
  const input = queries.map((q) => `${q.have}\n${q.want}\n`).join("");
  const run = spawnSync("units", ["--terse", "--digits", "15"], { input, encoding: "utf8" });
  if (run.error)
    throw new Error(`GNU units is not installed (Debian package 'units'): ${run.error}`);
  const lines = run.stdout.trim().split("\n");
  if (lines.length === queries.length && lines.every((l) => Number.isFinite(Number(l)))) {
    return lines.map(Number);
  }
  return queries.map((q) => {
    const one = spawnSync("units", ["--terse", "--digits", "15", q.have, q.want], {
      encoding: "utf8",
    });
    const out = one.stdout.trim();
    return Number.isFinite(Number(out)) ? Number(out) : `${out} ${one.stderr}`.trim();
  });
}
