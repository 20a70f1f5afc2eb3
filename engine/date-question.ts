import { MONTHS, WEEKDAYS } from "./calendar-names.ts";
import {
  businessDays,
  type CivilDate,
  dayNumber,
  formatDate,
  formatIsoWeek,
  isoWeek,
  isoWeekday,
  parseDate,
  type Step,
  shiftDate,
  validDate,
} from "./date-calc.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * Dates asked in words (issue 24): "days between 2026-01-01 and 2026-12-25", "business days from
 * 1 Jan 2026 to 31 Mar 2026", "2026-01-31 + 1 month", "100 days after 2026-01-01", "what day is
 * 2026-07-01", "week number of 2026-12-31". The arithmetic is engine/date-calc.ts's.
 */

/** A date as people write it: 2026-07-01, 1 July 2026, July 1, 2026, 1 Jul 2026. */
const DATE = String.raw`(\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]{3,9}\.?,?\s+\d{4}|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})`;

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  const index = MONTHS.findIndex((month) => {
    const name = month.toLowerCase();
    return w === name || w === name.slice(0, 3) || (w === "sept" && name === "september");
  });
  return index < 0 ? undefined : index + 1;
}

/** A date written as DATE matches it, or undefined when it is no real date (30 February). */
function dateOfWords(text: string): CivilDate | undefined {
  const iso = parseDate(text);
  if (iso) return iso;
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]{3,9}\.?),?\s+(\d{4})$/i.exec(text.trim());
  const monthFirst = /^([a-z]{3,9}\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text.trim());
  const [day, month, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  const m = month === undefined ? undefined : monthOf(month);
  return m === undefined ? undefined : validDate(Number(year), m, Number(day));
}

const weekdayOf = (date: CivilDate) => WEEKDAYS[isoWeekday(dayNumber(date)) - 1] ?? "";
const named = (date: CivilDate) => `${formatDate(date)} (${weekdayOf(date)})`;
const plural = (n: number, one: string) => `${n} ${one}${Math.abs(n) === 1 ? "" : "s"}`;

const CALENDAR =
  "Dates are in the Gregorian calendar; a day is counted from one date to the next, the first counted, the last not.";

const BETWEEN = new RegExp(
  String.raw`^(?:how many\s+)?(business days|working days|weekdays|work days|days|weeks)\s+(?:are there\s+)?(?:between|from)\s+${DATE}\s+(?:and|to|until|till)\s+${DATE}\s*\??$`,
  "i",
);
const SHIFT = new RegExp(
  String.raw`^${DATE}\s*([+-])\s*(\d{1,6})\s*(days?|weeks?|months?|years?)\s*\??$`,
  "i",
);
const FROM = new RegExp(
  String.raw`^(?:what (?:date|day) is\s+)?(\d{1,6})\s*(days?|weeks?|months?|years?)\s+(after|from|before)\s+${DATE}\s*\??$`,
  "i",
);
const WEEKDAY = new RegExp(
  String.raw`^(?:what day(?: of the week)? (?:is|was|will be)|day of (?:the )?week(?: of| for)?|weekday of)\s+${DATE}\s*\??$`,
  "i",
);
const WEEK = new RegExp(
  String.raw`^(?:what (?:iso )?week(?: number)? (?:is|was)|(?:iso )?week(?: number)?(?: of| for)?)\s+${DATE}\s*\??$`,
  "i",
);

function between(kind: string, a: CivilDate, b: CivilDate): ToolReading {
  const from = dayNumber(a);
  const to = dayNumber(b);
  const reading = `${kind.toLowerCase()} from ${formatDate(a)} to ${formatDate(b)}`;
  if (/^(business|working|work|weekdays)/i.test(kind)) {
    const count = Math.abs(businessDays(from, to));
    const back = to < from ? " back" : "";
    return {
      reading,
      display: `From ${named(a)}${back} to ${named(b)}: ${plural(count, "business day")}`,
      basis: `Business days are Mondays to Fridays; no public holidays are taken out. ${CALENDAR}`,
    };
  }
  // A second date before the first is counted back, not as a negative span.
  const days = Math.abs(to - from);
  const weeks = Math.floor(days / 7);
  const rest = days - weeks * 7;
  const inWeeks =
    weeks === 0 ? "" : ` (${plural(weeks, "week")}${rest ? ` ${plural(rest, "day")}` : ""})`;
  const back = to < from ? " back" : "";
  return {
    reading,
    display: `From ${named(a)}${back} to ${named(b)}: ${plural(days, "day")}${inWeeks}`,
    basis: CALENDAR,
  };
}

function shifted(date: CivilDate, amount: number, unit: string): ToolReading {
  const years = /^year/i.test(unit);
  const step: Step =
    years || /^month/i.test(unit) ? "months" : /^week/i.test(unit) ? "weeks" : "days";
  const count = years ? amount * 12 : amount;
  const sign = amount < 0 ? "−" : "+";
  const reading = `${formatDate(date)} ${sign} ${plural(Math.abs(amount), unit.toLowerCase().replace(/s$/, ""))}`;
  const result = shiftDate(date, count, step);
  if (!result) return { reading, problem: "That date is outside the years 1 to 9999." };
  const clamped = step === "months" && result.day !== date.day;
  return {
    reading,
    display: `${reading} = ${named(result)}`,
    basis:
      step === "months"
        ? `A month or year later is the same day of the month; a day the month lacks is its last day${clamped ? ` (${date.day} becomes ${result.day})` : ""}, as spreadsheets' EDATE counts.`
        : "Days and weeks are counted on the Gregorian calendar.",
  };
}

/** The answer to a question about dates, or undefined when the text is none. */
export function readDateQuestion(text: string): ToolReading | undefined {
  const t = text.trim().replace(/\s+/g, " ").replace(/[−–]/g, "-");
  const span = BETWEEN.exec(t);
  if (span) {
    const [, kind = "days", x = "", y = ""] = span;
    const a = dateOfWords(x);
    const b = dateOfWords(y);
    if (!a || !b) return { reading: t, problem: `There is no such date: ${a ? y : x}.` };
    return between(kind, a, b);
  }
  const shift = SHIFT.exec(t);
  const from = FROM.exec(t);
  if (shift || from) {
    const [x, sign, n, unit] = shift
      ? [shift[1], shift[2], shift[3], shift[4]]
      : [from?.[4], from?.[3]?.toLowerCase() === "before" ? "-" : "+", from?.[1], from?.[2]];
    const date = dateOfWords(x ?? "");
    if (!date) return { reading: t, problem: `There is no such date: ${x}.` };
    return shifted(date, (sign === "-" ? -1 : 1) * Number(n), unit ?? "days");
  }
  const day = WEEKDAY.exec(t);
  if (day) {
    const date = dateOfWords(day[1] ?? "");
    if (!date) return { reading: t, problem: `There is no such date: ${day[1]}.` };
    return {
      reading: `the day of the week of ${formatDate(date)}`,
      display: `${formatDate(date)} is a ${weekdayOf(date)}`,
      basis: "The Gregorian calendar, run back before 1582 as ISO 8601 does.",
    };
  }
  const week = WEEK.exec(t);
  if (week) {
    const date = dateOfWords(week[1] ?? "");
    if (!date) return { reading: t, problem: `There is no such date: ${week[1]}.` };
    const w = isoWeek(dayNumber(date));
    return {
      reading: `the ISO week of ${formatDate(date)}`,
      display: `${named(date)} is in week ${w.week} of ${w.year} (${formatIsoWeek(w)})`,
      basis:
        "ISO 8601 weeks run Monday to Sunday; week 1 is the week with the year's first Thursday, so a week near New Year may belong to the other year.",
    };
  }
  return undefined;
}
