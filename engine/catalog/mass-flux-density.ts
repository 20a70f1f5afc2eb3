import type { Category } from "../types.ts";
import { FOOT, GRAIN, POUND } from "./shared/constants.ts";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
const SQUARE_FOOT = FOOT ** 2;

const METRIC = "Metric";
const IMPERIAL_US = "Imperial / US customary";

/** Mass flux density (mass flow per area), in kilograms per square meter second. */
export const category: Category = {
  id: "mass-flux-density",
  name: "Mass flux density",
  base: "kg_m2_s",
  units: [
    {
      code: "kg_m2_s",
      label: "Kilogram per Square Meter Second",
      symbol: "kg/(m²·s)",
      factor: 1,
      group: METRIC,
      terms: ["kg/m2/s", "kg/(m2 s)"],
    },
    {
      code: "g_cm2_s",
      label: "Gram per Square Centimeter Second",
      symbol: "g/(cm²·s)",
      factor: 1e-3 / 1e-4,
      group: METRIC,
      terms: ["g/cm2/s"],
    },
    {
      code: "lb_ft2_s",
      label: "Pound per Square Foot Second",
      symbol: "lb/(ft²·s)",
      factor: POUND / SQUARE_FOOT,
      group: IMPERIAL_US,
      terms: ["lb/ft2/s"],
    },
    {
      code: "lb_ft2_h",
      label: "Pound per Square Foot Hour",
      symbol: "lb/(ft²·h)",
      factor: POUND / SQUARE_FOOT / HOUR,
      group: IMPERIAL_US,
      terms: ["lb/ft2/h", "lb/(ft2 hr)"],
    },
    // Metric
    {
      code: "g_m2_s",
      label: "Gram per Square Meter Second",
      symbol: "g/(m²·s)",
      factor: 1e-3,
      group: METRIC,
      terms: ["g/m2/s"],
    },
    {
      code: "kg_m2_h",
      label: "Kilogram per Square Meter Hour",
      symbol: "kg/(m²·h)",
      factor: 1 / HOUR,
      group: METRIC,
      terms: ["kg/m2/h"],
    },
    {
      code: "kg_m2_min",
      label: "Kilogram per Square Meter Minute",
      symbol: "kg/(m²·min)",
      factor: 1 / MINUTE,
      group: METRIC,
      terms: ["kg/m2/min"],
    },
    {
      code: "g_m2_h",
      label: "Gram per Square Meter Hour",
      symbol: "g/(m²·h)",
      factor: 1e-3 / HOUR,
      group: METRIC,
      terms: ["g/m2/h"],
    },
    {
      code: "g_m2_d",
      label: "Gram per Square Meter Day",
      symbol: "g/(m²·d)",
      factor: 1e-3 / DAY,
      group: METRIC,
      terms: ["g/m2/day", "g/(m2 24h)", "WVTR"],
    },
    // Imperial / US customary
    {
      code: "lb_ft2_min",
      label: "Pound per Square Foot Minute",
      symbol: "lb/(ft²·min)",
      factor: POUND / SQUARE_FOOT / MINUTE,
      group: IMPERIAL_US,
      terms: ["lb/ft2/min"],
    },
    {
      code: "gr_ft2_h",
      label: "Grain per Square Foot Hour",
      symbol: "gr/(ft²·h)",
      factor: GRAIN / SQUARE_FOOT / HOUR,
      group: IMPERIAL_US,
      terms: ["gr/ft2/h", "grains/ft2/hr"],
    },
  ],
};
