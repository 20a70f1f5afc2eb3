import { spawnSync } from "node:child_process";

/**
 * Asks GNU coreutils `date` about many dates through one process: `date -f -` reads one date a
 * line and prints each in `format` (`+%F`, `-R`, `--iso-8601=seconds`), in UTC unless a line names
 * its zone. A line GNU cannot read fails the whole question, with its message.
 */
export function askGnuDate(lines: readonly string[], ...format: string[]): string[] {
  const run = spawnSync("date", ["-u", "-f", "-", ...format], {
    input: `${lines.join("\n")}\n`,
    encoding: "utf8",
    env: { ...process.env, TZ: "UTC", LC_ALL: "C" },
  });
  if (run.error)
    throw new Error(`GNU date is not installed (Debian package coreutils): ${run.error}`);
  if (run.status !== 0) throw new Error(`GNU date refused a line: ${run.stderr}`);
  const out = run.stdout.trimEnd().split("\n");
  if (out.length !== lines.length)
    throw new Error(`GNU date answered ${out.length} of ${lines.length}`);
  return out;
}

/** A repeatable stream of numbers in [0, 1) (mulberry32), so generated cases are the same each run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
