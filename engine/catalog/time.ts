import type { Category } from "../types.ts";
import { GREGORIAN_YEAR, JULIAN_YEAR, PLANCK_LENGTH, SPEED_OF_LIGHT } from "./shared/constants.ts";

const DAY = 86400;
/**
 * Mean sidereal day (Earth's rotation relative to the mean equinox), IERS Conventions 2010:
 * 86 400 s / 1.002737909350795 = 86 164.0905308 s.
 */
const SIDEREAL_DAY = DAY / 1.002737909350795;
const CALENDAR_YEAR = "A mean Gregorian year, 365.2425 days.";

/** Time, in seconds. A year is the mean Gregorian year and a month one twelfth of it. */
export const category: Category = {
  id: "time",
  name: "Time",
  base: "s",
  units: [
    { code: "s", label: "Second", symbol: "s", factor: 1, group: "Common", terms: ["sec", "secs"] },
    { code: "min", label: "Minute", symbol: "min", factor: 60, group: "Common", terms: ["mins"] },
    { code: "h", label: "Hour", symbol: "h", factor: 3600, group: "Common", terms: ["hr", "hrs"] },
    { code: "d", label: "Day", symbol: "d", factor: DAY, group: "Common" },
    { code: "week", label: "Week", symbol: "wk", factor: 7 * DAY, group: "Common" },
    {
      code: "month",
      label: "Month (average)",
      symbol: "mo",
      factor: GREGORIAN_YEAR / 12,
      group: "Common",
      note: "One twelfth of a mean Gregorian year: 30.436875 days.",
    },
    {
      code: "year",
      label: "Year",
      symbol: "yr",
      factor: GREGORIAN_YEAR,
      group: "Common",
      note: CALENDAR_YEAR,
    },
    { code: "ms", label: "Millisecond", symbol: "ms", factor: 1e-3, group: "Sub-second" },
    { code: "μs", label: "Microsecond", symbol: "µs", factor: 1e-6, group: "Sub-second" },
    { code: "ns", label: "Nanosecond", symbol: "ns", factor: 1e-9, group: "Sub-second" },
    { code: "ps", label: "Picosecond", symbol: "ps", factor: 1e-12, group: "Sub-second" },
    { code: "fs", label: "Femtosecond", symbol: "fs", factor: 1e-15, group: "Sub-second" },
    { code: "as", label: "Attosecond", symbol: "as", factor: 1e-18, group: "Sub-second" },
    { code: "shake", label: "Shake", symbol: "shake", factor: 1e-8, group: "Sub-second" },
    {
      code: "planck_time",
      label: "Planck Time",
      symbol: "tP",
      factor: PLANCK_LENGTH / SPEED_OF_LIGHT,
      group: "Sub-second",
    },
    {
      code: "decade",
      label: "Decade",
      symbol: "decade",
      factor: 10 * GREGORIAN_YEAR,
      group: "Long spans",
      note: CALENDAR_YEAR,
    },
    {
      code: "century",
      label: "Century",
      symbol: "century",
      factor: 100 * GREGORIAN_YEAR,
      group: "Long spans",
      note: CALENDAR_YEAR,
    },
    {
      code: "millennium",
      label: "Millennium",
      symbol: "millennium",
      factor: 1000 * GREGORIAN_YEAR,
      group: "Long spans",
      note: CALENDAR_YEAR,
    },
    {
      code: "fortnight",
      label: "Fortnight",
      symbol: "fortnight",
      factor: 14 * DAY,
      group: "Long spans",
    },
    {
      code: "year_julian",
      label: "Julian Year",
      symbol: "a",
      factor: JULIAN_YEAR,
      group: "Year variants",
    },
    {
      code: "year_leap",
      label: "Leap Year (366 days)",
      symbol: "yr",
      factor: 366 * DAY,
      group: "Year variants",
    },
    {
      code: "year_tropical",
      label: "Tropical Year (mean, J2000)",
      symbol: "yr",
      // Mean tropical year at J2000.0, 365.2421896698 days (Laskar 1986, Astron. Astrophys. 157, 59).
      factor: 365.2421896698 * DAY,
      group: "Year variants",
    },
    {
      code: "year_sidereal",
      label: "Sidereal Year",
      symbol: "yr",
      // At J2000.0, 365.256363004 days (IERS numerical standards).
      factor: 365.256363004 * DAY,
      group: "Year variants",
    },
    {
      code: "month_synodic",
      label: "Synodic Month (lunar)",
      symbol: "mo",
      // Mean new moon to new moon at J2000.0, 29.530588853 days (Chapront-Touzé and Chapront).
      factor: 29.530588853 * DAY,
      group: "Astronomical",
    },
    {
      code: "day_sidereal",
      label: "Sidereal Day",
      symbol: "d",
      factor: SIDEREAL_DAY,
      group: "Astronomical",
    },
    {
      code: "hour_sidereal",
      label: "Sidereal Hour",
      symbol: "h",
      factor: SIDEREAL_DAY / 24,
      group: "Astronomical",
    },
    {
      code: "min_sidereal",
      label: "Sidereal Minute",
      symbol: "min",
      factor: SIDEREAL_DAY / 1440,
      group: "Astronomical",
    },
    {
      code: "s_sidereal",
      label: "Sidereal Second",
      symbol: "s",
      factor: SIDEREAL_DAY / DAY,
      group: "Astronomical",
    },
    {
      code: "septennial",
      label: "Septennial (7 years)",
      symbol: "7 yr",
      factor: 7 * GREGORIAN_YEAR,
      group: "Multi-year",
      note: CALENDAR_YEAR,
    },
    {
      code: "octennial",
      label: "Octennial (8 years)",
      symbol: "8 yr",
      factor: 8 * GREGORIAN_YEAR,
      group: "Multi-year",
      note: CALENDAR_YEAR,
    },
    {
      code: "novennial",
      label: "Novennial (9 years)",
      symbol: "9 yr",
      factor: 9 * GREGORIAN_YEAR,
      group: "Multi-year",
      note: CALENDAR_YEAR,
    },
    {
      code: "quindecennial",
      label: "Quindecennial (15 years)",
      symbol: "15 yr",
      factor: 15 * GREGORIAN_YEAR,
      group: "Multi-year",
      note: CALENDAR_YEAR,
    },
    {
      code: "quinquennial",
      label: "Quinquennial (5 years)",
      symbol: "5 yr",
      factor: 5 * GREGORIAN_YEAR,
      group: "Multi-year",
      note: CALENDAR_YEAR,
    },
    // Added for issue 14 (depth).
    {
      code: "year_common",
      label: "Common Year (365 days)",
      symbol: "yr",
      factor: 365 * DAY,
      group: "Year variants",
    },
  ],
};
