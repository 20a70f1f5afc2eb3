/**
 * Calendar dates (issue 24) on day numbers of the proleptic Gregorian calendar: day 0 is
 * 1970-01-01, the day Unix time starts, and the Gregorian rules run back before 1582 as ISO 8601
 * asks. No `Date` is used, so no local time zone or daylight-saving shift can move a day. A test
 * checks every rule against GNU coreutils `date` (docs/decisions/033-unix-time-and-dates.md).
 */

export interface CivilDate {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
}

/** The years a date is read and written in: four digits, as ISO 8601 writes them without sign. */
export const FIRST_YEAR = 1;
export const LAST_YEAR = 9999;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The day number of a date: days since 1970-01-01. The algorithm counts 400-year eras of 146 097
 * days from 0000-03-01, so that the leap day falls at the end of each counted year.
 */
export function dayNumber({ year, month, day }: CivilDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date of a day number (the inverse of `dayNumber`). */
export function dateOf(days: number): CivilDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** A real date of years 1–9999, or undefined (30 February, month 13). */
export function validDate(year: number, month: number, day: number): CivilDate | undefined {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) return undefined;
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** An ISO 8601 calendar date, extended (2026-03-05) or basic (20260305). */
export function parseDate(text: string): CivilDate | undefined {
  const m = /^\s*(\d{4})(-?)(\d{2})\2(\d{2})\s*$/.exec(text);
  if (!m) return undefined;
  return validDate(Number(m[1]), Number(m[3]), Number(m[4]));
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** 2026-03-05 */
export function formatDate({ year, month, day }: CivilDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The ISO weekday of a day number: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function isoWeekday(days: number): number {
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

export interface IsoWeek {
  /** The ISO week-numbering year, which differs from the calendar year near 1 January. */
  readonly year: number;
  /** 1–53 */
  readonly week: number;
  /** 1 Monday … 7 Sunday */
  readonly weekday: number;
}

/**
 * The ISO 8601 week date: weeks run Monday to Sunday, and week 1 is the week with the year's first
 * Thursday in it (the week of 4 January), so a week belongs to the year that holds its Thursday.
 */
export function isoWeek(days: number): IsoWeek {
  const weekday = isoWeekday(days);
  const thursday = days - weekday + 4;
  const year = dateOf(thursday).year;
  const firstThursday = dayNumber({ year, month: 1, day: 4 });
  const week1Monday = firstThursday - isoWeekday(firstThursday) + 1;
  return { year, week: Math.floor((thursday - week1Monday) / 7) + 1, weekday };
}

/** 2026-W53-4 */
export function formatIsoWeek({ year, week, weekday }: IsoWeek): string {
  return `${pad(year, 4)}-W${pad(week, 2)}-${weekday}`;
}

/**
 * Business days from `from` to `to`: the Mondays to Fridays among the days from `from`, counted,
 * to `to`, not counted (so Monday to the next Monday is 5). No public holidays are taken out: they
 * differ by country and region. Negative when `to` is before `from`.
 */
export function businessDays(from: number, to: number): number {
  if (to < from) return -businessDays(to, from);
  const span = to - from;
  const weeks = Math.floor(span / 7);
  let count = weeks * 5;
  for (let d = from + weeks * 7; d < to; d++) if (isoWeekday(d) <= 5) count++;
  return count;
}

/**
 * A date plus (or minus) whole months. A day the target month lacks is clamped to its last day:
 * 31 January + 1 month is 28 or 29 February, as spreadsheets' EDATE and most date libraries do.
 * (GNU `date -d '… + 1 month'` overflows instead, into early March.)
 */
export function addMonths(date: CivilDate, months: number): CivilDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export type Step = "days" | "weeks" | "months";

/** A date moved by a number of days, weeks or months (negative goes back), or undefined past 1–9999. */
export function shiftDate(date: CivilDate, amount: number, step: Step): CivilDate | undefined {
  const moved =
    step === "months"
      ? addMonths(date, amount)
      : dateOf(dayNumber(date) + amount * (step === "weeks" ? 7 : 1));
  return moved.year >= FIRST_YEAR && moved.year <= LAST_YEAR ? moved : undefined;
}
