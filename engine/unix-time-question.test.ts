import { describe, expect, it } from "vitest";
import { askGnuDate } from "../tests/gnu-date.ts";
import { readUnixTimeQuestion as read } from "./unix-time-question.ts";
import { UNIX_TIME_QUESTION_ENGLISH } from "./unix-time-question-english.ts";

const readUnixTimeQuestion = (text: string) => read(text, UNIX_TIME_QUESTION_ENGLISH);

function answered(text: string): string | undefined {
  const reading = readUnixTimeQuestion(text);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
}

/** Seconds from 1901 to 2200, negative ones too, the same on every run. */
const SECONDS = Array.from({ length: 200 }, (_, i) =>
  Math.round(-2_200_000_000 + i * 46_517_777.7),
);

describe("Unix time asked in words, checked against GNU date", () => {
  it("turns seconds into ISO 8601 and RFC 2822", () => {
    const iso = askGnuDate(
      SECONDS.map((s) => `@${s}`),
      "+%Y-%m-%dT%H:%M:%SZ",
    );
    const rfc = askGnuDate(
      SECONDS.map((s) => `@${s}`),
      "+%a, %d %b %Y %H:%M:%S %z",
    );
    SECONDS.forEach((s, i) => {
      expect(answered(`${s} unix time to date`)).toBe(`Unix time ${s} s = ${iso[i]} (${rfc[i]})`);
    });
  });

  it("turns a date and time back into seconds", () => {
    const written = askGnuDate(
      SECONDS.map((s) => `@${s}`),
      "+%Y-%m-%dT%H:%M:%S%:z",
    );
    written.forEach((text, i) => {
      expect(answered(`${text} to unix time`)).toMatch(
        new RegExp(`= Unix time ${SECONDS[i]} s \\(${SECONDS[i]}000 ms\\)$`),
      );
    });
    const offsets = ["2026-07-01 15:00 +02:00", "2026-07-01T15:00-05:30", "2026-07-01 15:00 UTC"];
    const gnu = askGnuDate(offsets, "+%s");
    offsets.forEach((text, i) => {
      expect(answered(`unix time of ${text}`)).toMatch(new RegExp(`Unix time ${gnu[i]} s`));
    });
  });

  it("guesses milliseconds and microseconds from the digits, and says so", () => {
    expect(readUnixTimeQuestion("unix timestamp 1700000000123")).toMatchObject({
      display:
        "Unix time 1700000000123 ms = 2023-11-14T22:13:20.123Z (Tue, 14 Nov 2023 22:13:20 +0000)",
      basis: expect.stringContaining("13 digits are read as milliseconds."),
    });
    expect(answered("1700000000123456 epoch")).toBe(
      "Unix time 1700000000123456 µs = 2023-11-14T22:13:20.123456Z (Tue, 14 Nov 2023 22:13:20 +0000)",
    );
    // A unit written wins over the digits.
    expect(answered("1700000000 ms unix time")).toMatch(/= 1970-01-20T16:13:20Z/);
  });

  it("says a time without a zone is read as UTC, and names what is no date", () => {
    expect(readUnixTimeQuestion("2026-07-01 15:00 to unix time")).toMatchObject({
      display: "2026-07-01T15:00:00Z = Unix time 1782918000 s (1782918000000 ms)",
      basis: expect.stringContaining("A time without a zone is read as UTC."),
    });
    expect(answered("2026-02-30 to unix time")).toBe("problem: There is no such date.");
    expect(answered("99999999999999999999 unix")).toMatch(/^problem: That is outside the years/);
  });

  it("leaves every other question to the units", () => {
    for (const text of ["5 s", "1700000000", "5 s to ms", "unix", "time to date"]) {
      expect(readUnixTimeQuestion(text), text).toBeUndefined();
    }
  });
});
