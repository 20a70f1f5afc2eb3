import { time } from "../../catalog/pages/popular.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: time,
    about: [
      "Time is measured in seconds (s), the SI base unit, defined since 1967 by atomic physics: one second is 9 192 631 770 periods of the radiation of a caesium-133 transition. Shorter intervals use the SI prefixes, from the millisecond ({{1 ms s}} s) down to the attosecond, plus the shake of nuclear physics ({{1 shake ns}} ns) and the Planck time. Longer ones use the units of the clock and calendar: {{1 min s}} seconds to the minute, {{1 h min}} minutes to the hour, {{1 d h}} hours to the day, so a day is {{1 d s}} s and a week {{1 week h}} hours.",
      "Months and years are not fixed lengths in the calendar, so the converter uses averages and names them. Its year is the mean Gregorian year of {{1 year d}} days ({{1 year s}} s), the average over the 400-year cycle of leap years; its month is one twelfth of that, {{1 month d}} days. Decades, centuries and millennia, and the multi-year units, are built from the same mean year. A calendar year of 365 days or a leap year of {{1 year_leap d}} days are separate units, and the Julian year of exactly {{1 year_julian d}} days is the one astronomers use, for example in the light year.",
      "Astronomical units of time follow the Earth and the Moon. The tropical year, the mean cycle of the seasons, is {{1 year_tropical d}} days; the sidereal year, one orbit measured against the stars, is {{1 year_sidereal d}} days. The sidereal day, one rotation measured against the stars (strictly, against the March equinox point), is {{1 day_sidereal h}} hours, a little shorter than the solar day, and the synodic month from new moon to new moon is {{1 month_synodic d}} days. The day on this page is exactly {{1 d s}} s; in UTC a day with a leap second has one second more.",
    ],
    conversions: [
      { from: "h", to: "min", values: [0.25, 0.5, 1, 1.5, 2, 8] },
      { from: "min", to: "h", values: [15, 30, 45, 90, 120, 480] },
      { from: "s", to: "min", values: [30, 90, 100, 300, 600, 3600] },
      { from: "d", to: "h", values: [1, 2, 3, 7, 30, 365] },
      { from: "week", to: "d", values: [1, 2, 4, 6, 12, 52] },
      { from: "year", to: "d", values: [1, 2, 4, 10, 100, 400] },
    ],
    formulas: [
      { from: "h", to: "min", example: 2.5 },
      { from: "min", to: "h", example: 90 },
      { from: "d", to: "s", example: 1 },
      { from: "year", to: "week", example: 1 },
    ],
    useCases: [
      "Turning decimal hours on timesheets into minutes: 7.75 h is {{7.75 h min}} minutes, and 45 minutes is {{45 min h}} h.",
      "Planning projects and leave in weeks and days: 6 weeks are {{6 week d}} days, and 90 days are {{90 d week}} weeks.",
      "Computing rates per second from per-day or per-year figures: a day has {{1 d s}} s and a mean year {{1 year s}} s.",
      "Reading timing specifications in electronics and computing: 1 ms is {{1 ms μs}} µs, and 1 ns is {{1 ns ps}} ps.",
      "Working with astronomical data in sidereal time: a sidereal day is {{1 day_sidereal s}} s.",
      "Converting durations given in months or years into days: 18 months on average are {{18 month d}} days.",
    ],
    guides: [
      {
        title: "Converting time by hand",
        content: [
          "Hours to minutes: multiply by {{1 h min}}; minutes to hours: divide by {{1 h min}}. 2.5 h is {{2.5 h min}} min, and 90 min is {{90 min h}} h. Note that 1.5 h is 1 h and {{0.5 h min}} min, not 1 h 50 min: the decimal part is a fraction of an hour, not a count of minutes.",
          "Days to seconds: multiply by {{1 d s}}. Weeks to hours: multiply by {{1 week h}}. For years, multiply by {{1 year d}} days for the mean Gregorian year, or by 365 for an ordinary calendar year; over four years the difference adds up to about the leap day.",
        ],
      },
      {
        title: "Which year and which month?",
        content: [
          "A 'year' can mean a calendar year (365 or 366 days), the mean Gregorian year ({{1 year d}} days, this page's 'Year'), the Julian year ({{1 year_julian d}} days, used in astronomy), or the tropical year ({{1 year_tropical d}} days, the cycle of the seasons). The Gregorian calendar's leap-year rule (every fourth year, except century years not divisible by 400) keeps the calendar year close to the tropical year.",
          "Calendar months have 28 to 31 days, so 'a month' in a conversion is an average: {{1 month d}} days, or {{1 month week}} weeks. For billing periods or contracts, count the actual calendar days instead.",
        ],
      },
    ],
    tips: [
      {
        title: "Decimal hours are not minutes",
        content: [
          "0.2 h is {{0.2 h min}} minutes, not 20. Convert the decimal part before writing a time as hours and minutes.",
        ],
      },
      {
        title: "Know which average you use",
        content: [
          "Per-year and per-month rates depend on the year and month chosen. This page's year is {{1 year d}} days and its month {{1 month d}} days.",
        ],
      },
      {
        title: "Daylight saving time",
        content: [
          "A local calendar day on which clocks change lasts 23 or 25 hours. The converter's day is always {{1 d h}} hours.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many seconds are in a day?",
        answer:
          "A day is {{1 d h}} hours × {{1 h min}} minutes × {{1 min s}} seconds = {{1 d s}} seconds. A UTC day that includes a leap second has one more.",
      },
      {
        question: "How many days are in a year?",
        answer:
          "A common calendar year has 365 days and a leap year {{1 year_leap d}}. Averaged over the 400-year Gregorian cycle, a year is {{1 year d}} days, the value this page uses; the Julian year of astronomy is {{1 year_julian d}} days.",
      },
      {
        question: "How many weeks are in a year?",
        answer:
          "A mean Gregorian year is {{1 year week}} weeks. A common year of 365 days is 52 weeks and 1 day, and a leap year 52 weeks and 2 days.",
      },
      {
        question: "How many hours are in a year?",
        answer:
          "A mean Gregorian year has {{1 year h}} hours. A common 365-day year has {{365 d h}} hours and a leap year {{1 year_leap h}}.",
      },
      {
        question: "How long is a month in days?",
        answer:
          "This converter's month is the average one, a twelfth of a mean Gregorian year: {{1 month d}} days. The lunar (synodic) month, from new moon to new moon, is {{1 month_synodic d}} days.",
      },
      {
        question: "What is a sidereal day?",
        answer:
          "The time the Earth takes to turn once relative to the stars (strictly, to the March equinox point), {{1 day_sidereal h}} hours or {{1 day_sidereal s}} s. The solar day of {{1 d h}} hours is longer because the Earth also moves along its orbit.",
      },
    ],
  },
];
