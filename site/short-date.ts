/**
 * A calendar day (YYYY-MM-DD) where room is short, in English, the same on the server and in every
 * browser. A module apart from site/dates.ts: a money page's first view writes its rate's day with
 * it, and must not carry the month names (engine/calendar-names.ts) the long forms need.
 */

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
