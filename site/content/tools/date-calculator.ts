import { WEEKDAYS } from "../../../engine/calendar-names.ts";
import {
  addMonths,
  businessDays,
  type CivilDate,
  dayNumber,
  formatDate,
  formatIsoWeek,
  isoWeek,
  isoWeekday,
  shiftDate,
} from "../../../engine/date-calc.ts";
import { dateCalculator } from "../../catalog/pages/other.ts";
import type { ToolText } from "../types.ts";

/**
 * The date calculator's content (issue 24). Every date, weekday and count in it is computed here,
 * at build time, by engine/date-calc.ts, which its test checks against GNU date.
 */
const day = (year: number, month: number, d: number): CivilDate => ({ year, month, day: d });
const weekdayOf = (date: CivilDate) => WEEKDAYS[isoWeekday(dayNumber(date)) - 1];
const weekOf = (date: CivilDate) => formatIsoWeek(isoWeek(dayNumber(date)));

const later = (date: CivilDate, days: number) => formatDate(shiftDate(date, days, "days") ?? date);
const dec31 = day(2026, 12, 31);
const dec31Week = isoWeek(dayNumber(dec31));

const newYear = day(2027, 1, 1);
const newYearWeek = isoWeek(dayNumber(newYear));
const march = day(2026, 3, 1);
const start = day(2026, 1, 1);
const end = day(2027, 1, 1);
const jan31 = day(2026, 1, 31);
const jan31Leap = day(2028, 1, 31);

export const dateCalculatorText: ToolText = {
  page: dateCalculator,
  about: [
    `Count the days between two dates, add or subtract days, weeks or months, and see the day of the week and the ISO week of each date. The first date counts and the second does not, the way a stay is counted in nights: from ${formatDate(
      start,
    )} to ${formatDate(end)} is ${dayNumber(end) - dayNumber(start)} days.`,
    `Business days here are Monday to Friday, with no public holidays taken out: holidays differ by country, region and employer, so subtract your own. From ${formatDate(
      start,
    )} to ${formatDate(end)} there are ${businessDays(
      dayNumber(start),
      dayNumber(end),
    )} of them. Dates run on the Gregorian calendar from the year 1 to 9999, extended before 1582 as ISO 8601 does, and are counted in whole days, so no time zone or change of summer time can shift a result by a day.`,
  ],
  useCases: [
    "Counting the days to a deadline, a holiday or a due date",
    "Working days in a notice period or a project",
    "The end of a contract or a subscription a number of months away",
    "Finding the ISO week number for a timesheet or a production plan",
    "The day of the week of a date in the past or the future",
  ],
  tips: [
    {
      title: "Adding a month to the 31st",
      content: [
        `A month later than ${formatDate(jan31)} there is no 31st, so the result is the last day of the month: ${formatDate(
          addMonths(jan31, 1),
        )}, or ${formatDate(addMonths(jan31Leap, 1))} in a leap year. Spreadsheets' EDATE and most date libraries do the same. Some programs (GNU date among them) roll the missing days over into the next month instead and give early March.`,
      ],
    },
    {
      title: "ISO weeks start on Monday",
      content: [
        `ISO 8601 numbers weeks from Monday to Sunday. Week 1 is the week with the year's first Thursday in it, so it always holds 4 January, and the first days of January can belong to the last week of the year before: ${formatDate(
          newYear,
        )} is a ${weekdayOf(newYear)}, ${weekOf(newYear)}: week ${newYearWeek.week} of ${newYearWeek.year}. A year has 52 or 53 ISO weeks.`,
      ],
    },
  ],
  faqs: [
    {
      question: "How do I count the days between two dates?",
      answer: `Type the two dates under "Days between". The result counts the first day and not the last; add one to count both. The result is negative when the second date comes first.`,
    },
    {
      question: "Are public holidays counted as business days?",
      answer:
        "Yes: this calculator counts every Monday to Friday as a business day, because holidays differ from one country, region and employer to the next. Subtract the holidays that fall on weekdays in the period yourself.",
    },
    {
      question: "What week number is it?",
      answer: `The calculator shows the ISO 8601 week of each date, written year-Wweek-day: ${formatDate(dec31)} is ${formatIsoWeek(dec31Week)}, week ${dec31Week.week} of ${dec31Week.year}, day ${dec31Week.weekday} (${weekdayOf(dec31)}). Calendars in the US often number weeks from Sunday and from 1 January instead; ISO weeks are the ones used in Europe and in business planning.`,
    },
    {
      question: "What is 90 days from today?",
      answer: `Choose "Add or subtract", set the date, type 90 and choose days. From ${formatDate(march)}, 90 days later is ${later(march, 90)}; three months later is ${formatDate(addMonths(march, 3))}: months are not all the same length.`,
    },
  ],
};
