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
