import { describe, expect, it } from "vitest";
import { askGnuDate } from "../tests/gnu-date.ts";
import { readDateQuestion as read } from "./date-question.ts";
import { DATE_QUESTION_ENGLISH } from "./date-question-english.ts";

const readDateQuestion = (text: string) => read(text, DATE_QUESTION_ENGLISH);

/** The answer's text, or the problem. */
function answered(text: string): string | undefined {
  const reading = readDateQuestion(text);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
}

/** Dates over four centuries, leap days and year ends among them, the same on every run. */
const DATES = [
  ...Array.from({ length: 120 }, (_, i) => {
    const year = 1890 + ((i * 37) % 260);
    const month = 1 + ((i * 5) % 12);
    const day = 1 + ((i * 11) % 28);
    return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  }),
  "2024-02-29",
  "2000-02-29",
  "1900-02-28",
  "2020-12-31",
  "2021-01-03",
  "2026-12-31",
  "2027-01-01",
];

describe("dates asked in words, checked against GNU date", () => {
  it("counts the days between two dates", () => {
    const seconds = askGnuDate(DATES, "+%s").map(Number);
    for (let i = 1; i < DATES.length; i++) {
      const days = Math.abs(((seconds[i] ?? 0) - (seconds[i - 1] ?? 0)) / 86_400);
      expect(answered(`days between ${DATES[i - 1]} and ${DATES[i]}`)).toMatch(
        new RegExp(`: ${days} days?( \\(|$)`),
      );
    }
  });

  it("adds and subtracts days and weeks", () => {
    const asked = DATES.flatMap((d, i) => [`${d} + ${i * 13} days`, `${d} - ${i} weeks`]);
    const gnu = askGnuDate(
      DATES.flatMap((d, i) => [`${d} + ${i * 13} days`, `${d} - ${i * 7} days`]),
      "+%F (%A)",
    );
    asked.forEach((text, i) => {
      expect(answered(text)?.split(" = ")[1]).toBe(gnu[i]);
    });
  });

  it("names the day of the week and the ISO week", () => {
    const weekdays = askGnuDate(DATES, "+%F is a %A");
    const weeks = askGnuDate(DATES, "+%G-W%V-%u");
    DATES.forEach((d, i) => {
      expect(answered(`what day is ${d}`)).toBe(weekdays[i]);
      expect(answered(`week number of ${d}`)).toMatch(new RegExp(`\\(${weeks[i]}\\)$`));
    });
  });

  it("reads dates written with month names", () => {
    expect(answered("how many days are there between 1 Jan 2026 and December 25, 2026?")).toBe(
      "From 2026-01-01 (Thursday) to 2026-12-25 (Friday): 358 days (51 weeks 1 day)",
    );
    expect(answered("day of the week of 4 July 1776")).toBe("1776-07-04 is a Thursday");
    expect(answered("3 weeks before Sept 1, 2026")).toBe(
      "2026-09-01 − 3 weeks = 2026-08-11 (Tuesday)",
    );
  });

  it("counts business days Monday to Friday, and says holidays are not taken out", () => {
    const reading = readDateQuestion("business days between 2026-11-23 and 2026-12-07");
    expect(reading).toMatchObject({
      display: "From 2026-11-23 (Monday) to 2026-12-07 (Monday): 10 business days",
      basis: expect.stringContaining("no public holidays are taken out"),
    });
  });

  it("adds months and years by the end-of-month rule, and says so", () => {
    expect(answered("2026-01-31 + 1 month")).toBe("2026-01-31 + 1 month = 2026-02-28 (Saturday)");
    expect(answered("2024-02-29 + 1 year")).toBe("2024-02-29 + 1 year = 2025-02-28 (Friday)");
    expect(answered("2026-03-15 - 2 months")).toBe("2026-03-15 − 2 months = 2026-01-15 (Thursday)");
    expect(readDateQuestion("2026-01-31 + 1 month")).toMatchObject({
      basis: expect.stringContaining("31 becomes 28"),
    });
  });

  it("counts back when the second date is earlier, and names a date that does not exist", () => {
    expect(answered("days between 2026-12-25 and 2026-01-01")).toBe(
      "From 2026-12-25 (Friday) back to 2026-01-01 (Thursday): 358 days (51 weeks 1 day)",
    );
    expect(answered("days between 2026-02-30 and 2026-03-01")).toBe(
      "problem: There is no such date: 2026-02-30.",
    );
  });

  it("leaves every other question to the units", () => {
    for (const text of ["5 days", "2026-01-01 + 5", "5 days to hours", "days", "week"]) {
      expect(readDateQuestion(text), text).toBeUndefined();
    }
  });
});
