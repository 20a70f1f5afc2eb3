import { describe, expect, it } from "vitest";
import { askGnuDate, seeded } from "../tests/gnu-date.ts";
import {
  addMonths,
  businessDays,
  type CivilDate,
  dateOf,
  dayNumber,
  daysInMonth,
  formatDate,
  formatIsoWeek,
  isoWeek,
  isoWeekday,
  parseDate,
  shiftDate,
} from "./date-calc.ts";

const random = seeded(24);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
function randomDate(fromYear = 1, toYear = 9999): CivilDate {
  const year = int(fromYear, toYear);
  const month = int(1, 12);
  return { year, month, day: int(1, daysInMonth(year, month)) };
}

/** 300 dates over years 1–9999, and the turn of every year 1995–2045, where ISO weeks change. */
const DATES: CivilDate[] = [
  ...Array.from({ length: 300 }, () => randomDate()),
  ...Array.from({ length: 51 }, (_, i) => 1995 + i).flatMap((year) => [
    ...[28, 29, 30, 31].map((day) => ({ year, month: 12, day })),
    ...[1, 2, 3, 4].map((day) => ({ year: year + 1, month: 1, day })),
  ]),
];

describe("calendar dates against GNU date", () => {
  it("numbers days as GNU date counts seconds since 1970, 1 to 9999", () => {
    const gnu = askGnuDate(DATES.map(formatDate), "+%s");
    DATES.forEach((d, i) => {
      expect(dayNumber(d) * 86_400, formatDate(d)).toBe(Number(gnu[i]));
      expect(dateOf(dayNumber(d))).toEqual(d);
    });
  });

  it("gives the weekday and ISO week GNU date gives (%G-W%V-%u)", () => {
    const gnu = askGnuDate(DATES.map(formatDate), "+%G-W%V-%u");
    DATES.forEach((d, i) => {
      expect(formatIsoWeek(isoWeek(dayNumber(d))), formatDate(d)).toBe(gnu[i]);
    });
  });

  it("adds and subtracts days and weeks as GNU date does", () => {
    const cases = Array.from({ length: 200 }, () => {
      const date = randomDate(300, 9700);
      return { date, amount: int(-9000, 9000), step: random() < 0.5 ? "days" : "weeks" } as const;
    });
    const gnu = askGnuDate(
      cases.map(
        ({ date, amount, step }) =>
          `${formatDate(date)} ${amount < 0 ? "-" : "+"} ${Math.abs(amount)} ${step}`,
      ),
      "+%F",
    );
    cases.forEach(({ date, amount, step }, i) => {
      const moved = shiftDate(date, amount, step);
      expect(moved && formatDate(moved), `${formatDate(date)} ${amount} ${step}`).toBe(gnu[i]);
    });
  });

  it("adds months as GNU date does where the day exists, and clamps to the month's end where not", () => {
    const cases = Array.from({ length: 200 }, () => ({
      date: randomDate(300, 9700),
      months: int(-600, 600),
    }));
    const rel = (n: number) => `${n < 0 ? "-" : "+"} ${Math.abs(n)} months`;
    const first = (d: CivilDate) => formatDate({ ...d, day: 1 });
    // GNU overflows a missing day into the next month, so it is asked for the target month's
    // first day and for its last (the first of the month after, less a day).
    const firsts = askGnuDate(
      cases.map(({ date, months }) => `${first(date)} ${rel(months)}`),
      "+%F",
    );
    const lasts = askGnuDate(
      cases.map(({ date, months }) => `${first(date)} ${rel(months + 1)} - 1 day`),
      "+%d",
    );
    cases.forEach(({ date, months }, i) => {
      const target = parseDate(firsts[i] ?? "") as CivilDate;
      const day = Math.min(date.day, Number(lasts[i]));
      expect(formatDate(addMonths(date, months)), `${formatDate(date)} ${rel(months)}`).toBe(
        formatDate({ ...target, day }),
      );
    });
    const direct = cases.filter(({ date }) => date.day <= 28);
    const gnu = askGnuDate(
      direct.map(({ date, months }) => `${formatDate(date)} ${rel(months)}`),
      "+%F",
    );
    direct.forEach(({ date, months }, i) => {
      expect(formatDate(addMonths(date, months))).toBe(gnu[i]);
    });
  });
});

describe("calendar dates", () => {
  it("clamps 31 January + 1 month to the end of February, leap years included", () => {
    const jan31 = (year: number) => ({ year, month: 1, day: 31 });
    expect(addMonths(jan31(2026), 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths(jan31(2024), 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths(jan31(2100), 1)).toEqual({ year: 2100, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 3, day: 31 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -13)).toEqual({
      year: 2024,
      month: 12,
      day: 15,
    });
  });

  it("counts business days as the Mondays to Fridays from the first date up to the second", () => {
    const monday = dayNumber({ year: 2026, month: 11, day: 23 });
    expect(isoWeekday(monday)).toBe(1);
    expect(businessDays(monday, monday + 7)).toBe(5);
    expect(businessDays(monday + 5, monday + 7)).toBe(0); // a weekend
    expect(businessDays(monday + 4, monday + 7)).toBe(1); // Friday
    expect(businessDays(monday + 7, monday)).toBe(-5);
    for (let n = 0; n < 300; n++) {
      const from = int(-800_000, 2_900_000);
      const to = from + int(-400, 400);
      let count = 0;
      for (let d = Math.min(from, to); d < Math.max(from, to); d++) if (isoWeekday(d) <= 5) count++;
      expect(businessDays(from, to), `${from} ${to}`).toBe(to < from ? -count : count);
    }
  });

  it("reads ISO 8601 dates, extended and basic, and refuses dates that do not exist", () => {
    expect(parseDate("2026-03-05")).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDate(" 20260305 ")).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    for (const text of [
      "2026-02-29",
      "2026-13-01",
      "2026-00-10",
      "0000-01-01",
      "2026-0305",
      "5 March",
    ]) {
      expect(parseDate(text), text).toBeUndefined();
    }
  });

  it("stays within the years 1 to 9999", () => {
    expect(shiftDate({ year: 1, month: 1, day: 1 }, -1, "days")).toBeUndefined();
    expect(shiftDate({ year: 9999, month: 12, day: 1 }, 1, "months")).toBeUndefined();
    expect(shiftDate({ year: 9999, month: 12, day: 24 }, 1, "weeks")).toEqual({
      year: 9999,
      month: 12,
      day: 31,
    });
  });
});
