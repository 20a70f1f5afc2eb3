/**
 * The days the ECB publishes reference rates: TARGET2 business days. Every weekday except
 * 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December. Used to tell a real gap in
 * the stored history (a business day missing) from a weekend or a holiday (decision 025).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
function dayNumber(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days (negative: back). */
export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days);
}

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const FIXED_HOLIDAYS = new Set(["01-01", "05-01", "12-25", "12-26"]);

/** Whether the ECB publishes reference rates on `date` (YYYY-MM-DD). */
export function isTargetBusinessDay(date: string): boolean {
  const weekday = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FIXED_HOLIDAYS.has(date.slice(5))) return false;
  const easter = easterSunday(Number(date.slice(0, 4)));
  return date !== addDays(easter, -2) && date !== addDays(easter, 1);
}

/** The first business day strictly between `after` and `before`, if there is one. */
export function businessDayBetween(after: string, before: string): string | undefined {
  const end = dayNumber(before);
  for (let day = dayNumber(after) + 1; day < end; day++) {
    const date = dateOf(day);
    if (isTargetBusinessDay(date)) return date;
  }
  return undefined;
}
