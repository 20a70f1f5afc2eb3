import { WEEKDAYS } from "./calendar-names.ts";
import { formatDate } from "./date-calc.ts";
import type { TimeProblem } from "./unix-time.ts";

/**
 * A problem of engine/unix-time.ts in English, as the question box and the API answer it. A page
 * says it in its own language from its words (site/i18n/ui/, `unix.…`), so the converter's code
 * carries none of these sentences.
 */
export function problemInEnglish(why: TimeProblem): string {
  switch (why.kind) {
    case "not-number":
      return `Not a number of seconds, milliseconds or microseconds: “${why.text}”.`;
    case "range":
      return "That is outside the years 1 to 9999, which this page shows.";
    case "micro-decimals":
      return "A microsecond is the smallest step here: no decimals in microseconds.";
    case "decimals":
      return `Unix time here counts whole microseconds: at most ${why.places} decimals in ${
        why.unit === "s" ? "seconds" : "milliseconds"
      }.`;
    case "no-date":
      return "There is no such date.";
    case "leap-second":
      return "Unix time has no leap second: 23:59:60 is counted as the next day's 00:00:00.";
    case "no-time":
      return "There is no such time of day.";
    case "offset-24":
      return "An offset from UTC is less than 24 hours.";
    case "not-date":
      return "Not a date in ISO 8601 (2023-11-14T22:13:20Z) or RFC 2822 (Tue, 14 Nov 2023 22:13:20 +0000).";
    case "month":
      return `“${why.month}” is not a month: write Jan, Feb … Dec.`;
    case "weekday":
      return `${formatDate(why.date)} is a ${WEEKDAYS[why.weekday - 1]}, not “${why.written}”.`;
    case "offset":
      return `“${why.zone}” is not an offset from UTC.`;
    case "zone":
      return `“${why.zone}” is not a zone RFC 2822 names.`;
  }
}
