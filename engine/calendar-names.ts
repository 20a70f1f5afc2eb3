/**
 * The names of the weekdays (ISO order, Monday first) and of the months, in English as the site
 * writes dates: a module of their own, so a page that writes a date (the rate history, a rate's
 * source) does not carry the calendar's arithmetic (engine/date-calc.ts) with it.
 */

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
