/**
 * Calendar days as the history API writes them (YYYY-MM-DD), counted in UTC so that no visitor's
 * time zone moves a day. Names are English, as the rest of the site.
 */

import { MONTHS } from "../../../engine/calendar-names";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function dayNumber(iso: string): number {
  return (
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) /
    DAY_MS
  );
}

/** The YYYY-MM-DD day of a day number. */
export function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The same day `months` months earlier or later; a day the target month lacks becomes its last
 * (31 March minus one month is 28 or 29 February), as people count "a month ago".
 */
export function addMonths(iso: string, months: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7)) - 1 + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(Number(iso.slice(8, 10)), last);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** "Friday 14 March 2025". */
export function longDate(iso: string): string {
  const date = new Date(dayNumber(iso) * DAY_MS);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Today in the visitor's own calendar, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
