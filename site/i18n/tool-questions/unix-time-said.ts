import { type CivilDate, formatDate } from "../../../engine/date-calc.ts";
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

const two = (n: string) => n.padStart(2, "0");

/**
 * A date and time written day first, as the language writes them ("01/07/2026 às 15:00", "1.
 * Juli 2026 um 15:00 Uhr"), in ISO 8601 ("2026-07-01 15:00"), so that engine/unix-time.ts reads
 * it; any other text as it is. A date of digits keeps its numbers, so that 30/02/2026 is said to
 * be no date; a date by name is read by the language's date words (`dateOf`, site/i18n/
 * tool-questions/<lang>/date.ts). `separators` are the marks a date of digits is written with;
 * `at` the word between a date and its time ("às", "um").
 */
export function dayFirstAsIso(
  dateOf: (text: string) => CivilDate | undefined,
  separators: string,
  at: string,
): (text: string) => string {
  const rest = (text: string) =>
    text.replace(new RegExp(`^,? (?:(?:${at}) )?`, "i"), " ").replace(/(\d) uhr\b/i, "$1");
  return (text) => {
    const digits = /^(\d{1,2}) ?([./-]) ?(\d{1,2}) ?\2 ?(\d{4})(?=$|[ ,])/.exec(text);
    if (digits) {
      const [whole, day = "", mark = "", month = "", year = ""] = digits;
      if (!separators.includes(mark)) return text;
      return `${year}-${two(month)}-${two(day)}${rest(text.slice(whole.length))}`;
    }
    const named =
      /^\d{1,2}(?:er|º|o|\.)? (?:de )?[a-z]{3,10}\.?,?(?: de| del)? \d{4}(?=$|[ ,])/i.exec(text);
    const date = named ? dateOf(named[0]) : undefined;
    if (!named || !date) return text;
    return `${formatDate(date)}${rest(text.slice(named[0].length))}`;
  };
}
