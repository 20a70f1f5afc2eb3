import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { zoneId } from "./time-zone.ts";
import { ABBREVIATIONS, meaningsOf } from "./time-zone-abbreviations.ts";

const require = createRequire(import.meta.url);

/** The abbreviations the tz database gives a zone in 2026 (`zdump -i`, Debian's tzdata). */
function tzAbbreviations(zone: string): string[] {
  const run = spawnSync("zdump", ["-i", "-c", "2026,2027", zone], { encoding: "utf8" });
  if (run.error) throw new Error(`zdump is missing (Debian package libc-bin): ${run.error}`);
  return run.stdout
    .split("\n")
    .filter((line) => line.includes("\t"))
    .map((line) => line.split("\t")[3] ?? "");
}

const tzdb = require("@vvo/tzdb/raw-time-zones.json") as readonly {
  readonly name: string;
  readonly abbreviation: string;
}[];

const entries = Object.entries(ABBREVIATIONS).flatMap(([abbreviation, meanings]) =>
  meanings.map((m) => [`${abbreviation} ${m.zone}`, abbreviation, m] as const),
);

describe("time zone abbreviations", () => {
  it.each(entries)("%s is what its source calls that zone", (_, abbreviation, meaning) => {
    if (meaning.source === "tz") expect(tzAbbreviations(meaning.zone)).toContain(abbreviation);
    else expect(tzdb.find((z) => z.name === meaning.zone)?.abbreviation).toBe(abbreviation);
    expect(zoneId(meaning.zone)).toBe(meaning.zone);
  });

  it("lists the several meanings of the ambiguous ones, and is read in any case", () => {
    expect(meaningsOf("ist")?.map((m) => m.zone)).toEqual([
      "Asia/Kolkata",
      "Asia/Jerusalem",
      "Europe/Dublin",
    ]);
    expect(meaningsOf("CST")?.length).toBeGreaterThanOrEqual(3);
    expect(meaningsOf("BST")?.map((m) => m.zone)).toContain("Asia/Dhaka");
    expect(meaningsOf("JST")).toHaveLength(1);
    expect(meaningsOf("XYZ")).toBeUndefined();
    expect(meaningsOf("constructor")).toBeUndefined();
  });
});
