import type { Category } from "../types.ts";
import { FOOT, GREGORIAN_YEAR, POUND, POUND_FORCE } from "./shared/constants.ts";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/** Slug = 1 lbf·s²/ft (NIST SP 811): 14.593 902 94 kg. */
const SLUG = POUND_FORCE / FOOT;
/** Short ton 2000 lb, long ton 2240 lb (NIST SP 811). */
const SHORT_TON = 2000 * POUND;
const LONG_TON = 2240 * POUND;

const METRIC = "Metric";
const IMPERIAL_US = "Imperial / US customary";
const YEAR_NOTE = "Per mean Gregorian year of 365.2425 days.";

/** Mass flow rate, in kilograms per second. */
export const category: Category = {
  id: "flow-mass",
  name: "Mass flow rate",
  base: "kg_s",
  units: [
    { code: "kg_s", label: "Kilogram per Second", symbol: "kg/s", factor: 1, group: METRIC },
    { code: "g_s", label: "Gram per Second", symbol: "g/s", factor: 1e-3, group: METRIC },
    { code: "lb_s", label: "Pound per Second", symbol: "lb/s", factor: POUND, group: IMPERIAL_US },
    {
      code: "ton_h",
      label: "Metric Ton (Tonne) per Hour",
      symbol: "t/h",
      factor: 1e3 / HOUR,
      group: METRIC,
      terms: ["tph", "tonne per hour"],
      note: "Metric ton of 1000 kg, not the US short ton or the imperial long ton.",
    },
    // Metric
    { code: "kg_h", label: "Kilogram per Hour", symbol: "kg/h", factor: 1 / HOUR, group: METRIC },
    {
      code: "kg_min",
      label: "Kilogram per Minute",
      symbol: "kg/min",
      factor: 1 / MINUTE,
      group: METRIC,
    },
    { code: "kg_d", label: "Kilogram per Day", symbol: "kg/d", factor: 1 / DAY, group: METRIC },
    {
      code: "ton_d",
      label: "Metric Ton (Tonne) per Day",
      symbol: "t/d",
      factor: 1e3 / DAY,
      group: METRIC,
      terms: ["tpd", "tonne per day"],
    },
    {
      code: "ton_yr",
      label: "Metric Ton (Tonne) per Year",
      symbol: "t/yr",
      factor: 1e3 / GREGORIAN_YEAR,
      group: METRIC,
      terms: ["tpa", "t/a", "tonne per annum"],
      note: YEAR_NOTE,
    },
    {
      code: "mton_yr",
      label: "Million Metric Tons (Tonnes) per Year",
      symbol: "Mt/yr",
      factor: 1e9 / GREGORIAN_YEAR,
      group: METRIC,
      terms: ["Mtpa", "Mt/a", "million tonnes per annum"],
      note: YEAR_NOTE,
    },
    {
      code: "ton_min",
      label: "Metric Ton (Tonne) per Minute",
      symbol: "t/min",
      factor: 1e3 / MINUTE,
      group: METRIC,
    },
    {
      code: "g_min",
      label: "Gram per Minute",
      symbol: "g/min",
      factor: 1e-3 / MINUTE,
      group: METRIC,
    },
    { code: "g_h", label: "Gram per Hour", symbol: "g/h", factor: 1e-3 / HOUR, group: METRIC },
    { code: "g_d", label: "Gram per Day", symbol: "g/d", factor: 1e-3 / DAY, group: METRIC },
    { code: "mg_s", label: "Milligram per Second", symbol: "mg/s", factor: 1e-6, group: METRIC },
    {
      code: "mg_min",
      label: "Milligram per Minute",
      symbol: "mg/min",
      factor: 1e-6 / MINUTE,
      group: METRIC,
    },
    {
      code: "mg_h",
      label: "Milligram per Hour",
      symbol: "mg/h",
      factor: 1e-6 / HOUR,
      group: METRIC,
    },
    { code: "mg_d", label: "Milligram per Day", symbol: "mg/d", factor: 1e-6 / DAY, group: METRIC },
    // Imperial / US customary
    {
      code: "lb_h",
      label: "Pound per Hour",
      symbol: "lb/h",
      factor: POUND / HOUR,
      group: IMPERIAL_US,
      terms: ["pph", "lb/hr"],
    },
    {
      code: "lb_min",
      label: "Pound per Minute",
      symbol: "lb/min",
      factor: POUND / MINUTE,
      group: IMPERIAL_US,
    },
    {
      code: "lb_d",
      label: "Pound per Day",
      symbol: "lb/d",
      factor: POUND / DAY,
      group: IMPERIAL_US,
    },
    {
      code: "ton_us_h",
      label: "Short Ton (US, 2000 lb) per Hour",
      symbol: "ton/h",
      factor: SHORT_TON / HOUR,
      group: IMPERIAL_US,
      terms: ["stph", "short tons per hour"],
    },
    {
      code: "ton_us_d",
      label: "Short Ton (US, 2000 lb) per Day",
      symbol: "ton/d",
      factor: SHORT_TON / DAY,
      group: IMPERIAL_US,
      terms: ["stpd", "short tons per day"],
    },
    {
      code: "ton_uk_h",
      label: "Long Ton (UK, 2240 lb) per Hour",
      symbol: "long ton/h",
      factor: LONG_TON / HOUR,
      group: IMPERIAL_US,
    },
    {
      code: "slug_s",
      label: "Slug per Second",
      symbol: "slug/s",
      factor: SLUG,
      group: IMPERIAL_US,
    },
  ],
};
