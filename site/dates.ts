/**
 * Calendar days (YYYY-MM-DD) in words, the same on the server and in every browser, whatever its
 * language or time zone: the site's texts are English.
 */

import { MONTHS } from "../engine/calendar-names.ts";

const monthOf = (iso: string) => MONTHS[Number(iso.slice(5, 7)) - 1] ?? "";

/** "14 March 2025". */
export function mediumDate(iso: string): string {
  return `${Number(iso.slice(8, 10))} ${monthOf(iso)} ${iso.slice(0, 4)}`;
}

let short: Intl.DateTimeFormat | undefined;

/**
 * "14 Mar 2025", where room is short: British English as CLDR abbreviates it ("5 Sept 2025"), by
 * Intl, so that a money page's source line does not carry the month names (engine/calendar-names.ts).
 */
export function shortDate(iso: string): string {
  short ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return short.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}
