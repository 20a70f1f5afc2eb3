import { formatDate } from "../../../engine/date-calc.ts";
import type { TimeProblem, TimeUnit } from "../../../engine/unix-time.ts";
import type { UnixTimeQuestionWords } from "../../../engine/unix-time-question.ts";
import { fill } from "../messages/fill.ts";
import type { Ui } from "../ui/en.ts";

/**
 * What Unix time answers say the same way in every language but English, from the language's
 * page words (site/i18n/ui/<lang>.ts, `unix.…`) and Intl: each language's file
 * (site/i18n/tool-questions/<lang>/unix-time.ts) passes its own table and tag, so that it loads
 * no other language's words.
 */
type Said = Pick<UnixTimeQuestionWords, "unitName" | "written" | "guessed" | "problem">;

/** Microseconds to whole milliseconds, down (not toward zero), for a `Date`. */
const millisOf = (micros: bigint) =>
  Number((micros - (((micros % 1000n) + 1000n) % 1000n)) / 1000n);

/** The unit names, the instant as Intl writes it in UTC, and the problems, as the page says them. */
export function unixTimeSaid(ui: Ui, tag: string): Said {
  const unitName = (unit: TimeUnit) => ui[`unix.in-${unit}`];
  // "martes, 14 de noviembre de 2023, 22:13:20 UTC": Intl's Gregorian calendar runs back before
  // 1582, as engine/date-calc.ts does.
  const instant = new Intl.DateTimeFormat(tag, {
    dateStyle: "full",
    timeStyle: "long",
    timeZone: "UTC",
  });
  const weekdays = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  const problem = (why: TimeProblem) => {
    const values: Record<string, string> = {};
    if (why.kind === "not-number") values.text = why.text;
    if (why.kind === "decimals") {
      values.places = String(why.places);
      values.unit = unitName(why.unit);
    }
    if (why.kind === "month") values.month = why.month;
    if (why.kind === "offset" || why.kind === "zone") values.zone = why.zone;
    if (why.kind === "weekday") {
      values.date = formatDate(why.date);
      // 2024-01-01 was a Monday: the ISO weekday n is the nth of January 2024.
      values.weekday = weekdays.format(Date.UTC(2024, 0, why.weekday));
      values.written = why.written;
    }
    return fill(ui[`unix.${why.kind}`], values);
  };
  return {
    unitName,
    written: (micros) => instant.format(millisOf(micros)),
    guessed: (digits, unit) =>
      fill(ui[digits === 1 ? "unix.guessed-one" : "unix.guessed"], {
        unit,
        digits: String(digits),
      }),
    problem,
  };
}
