import { MONTHS, WEEKDAYS } from "./calendar-names.ts";
import {
  type CivilDate,
  dayNumber,
  formatDate,
  isoWeekday,
  parseDate,
  validDate,
} from "./date-calc.ts";
import type { DateQuestionWords } from "./date-question.ts";

/**
 * Date questions' English words (engine/date-question.ts): what the box and the API read and
 * answer in English. A module apart, so that another language's words
 * (site/i18n/tool-questions/<lang>/date.ts) load without them.
 */

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, "");
  const index = MONTHS.findIndex((month) => {
    const name = month.toLowerCase();
    return w === name || w === name.slice(0, 3) || (w === "sept" && name === "september");
  });
  return index < 0 ? undefined : index + 1;
}

/** A date as `date` matches it, or undefined when it is no real date (30 February). */
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

const plural = (n: number, one: string) => `${n} ${one}${Math.abs(n) === 1 ? "" : "s"}`;

export const DATE_QUESTION_ENGLISH: DateQuestionWords = {
  /** A date as people write it: 2026-07-01, 1 July 2026, July 1, 2026, 1 Jul 2026. */
  date: String.raw`\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?\s+[a-z]{3,9}\.?,?\s+\d{4}|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}`,
  dateOf: dateOfWords,
  between: String.raw`(?:how many\s+)?(?<kind>business days|working days|weekdays|work days|days|weeks)\s+(?:are there\s+)?(?:between|from)\s+{a}\s+(?:and|to|until|till)\s+{b}`,
  business: "business days|working days|work days|weekdays",
  shift: String.raw`{a}\s*(?<sign>[+-])\s*{n}\s*{unit}`,
  minus: "-",
  from: String.raw`(?:what (?:date|day) is\s+)?{n}\s*{unit}\s+(?<dir>after|from|before)\s+{a}`,
  before: "before",
  units: { day: "days?", week: "weeks?", month: "months?", year: "years?" },
  weekday: String.raw`(?:what day(?: of the week)? (?:is|was|will be)|day of (?:the )?week(?: of| for)?|weekday of)\s+{a}`,
  week: String.raw`(?:what (?:iso )?week(?: number)? (?:is|was)|(?:iso )?week(?: number)?(?: of| for)?)\s+{a}`,

  dateName: formatDate,
  weekdayName: (date) => WEEKDAYS[isoWeekday(dayNumber(date)) - 1] ?? "",
  count: plural,
  and: " ",
  spanReading: (_business, kind, a, b) => `${kind.toLowerCase()} from ${a} to ${b}`,
  span: (a, b, back, count) => `From ${a}${back ? " back" : ""} to ${b}: ${count}`,
  calendar:
    "Dates are in the Gregorian calendar; a day is counted from one date to the next, the first counted, the last not.",
  businessBasis: "Business days are Mondays to Fridays; no public holidays are taken out.",
  monthsBasis: (moved) =>
    `A month or year later is the same day of the month; a day the month lacks is its last day${moved ? ` (${moved.from} becomes ${moved.to})` : ""}, as spreadsheets' EDATE counts.`,
  daysBasis: "Days and weeks are counted on the Gregorian calendar.",
  outside: "That date is outside the years 1 to 9999.",
  noDate: (written) => `There is no such date: ${written}.`,
  weekdayReading: (date) => `the day of the week of ${date}`,
  weekdayDisplay: (date, weekday) => `${date} is a ${weekday}`,
  gregorian: "The Gregorian calendar, run back before 1582 as ISO 8601 does.",
  weekReading: (date) => `the ISO week of ${date}`,
  weekDisplay: (named, week, iso) => `${named} is in week ${week.week} of ${week.year} (${iso})`,
  isoWeeks:
    "ISO 8601 weeks run Monday to Sunday; week 1 is the week with the year's first Thursday, so a week near New Year may belong to the other year.",
};
