import type { Category } from "../types.ts";
import { MILE, OUNCE, POUND } from "./shared/constants.ts";

const METRIC = "Metric";
const CUSTOMARY = "US customary";

/** Fuel consumption by mass (mass of fuel per distance), in the SI base kg/m. */
export const category: Category = {
  id: "fuel-efficiency-mass",
  name: "Fuel consumption by mass",
  base: "kg_m",
  units: [
    { code: "kg_m", label: "Kilogram per Meter", symbol: "kg/m", factor: 1, group: METRIC },
    {
      code: "kg_100km",
      label: "Kilogram per 100 Kilometers",
      symbol: "kg/100 km",
      factor: 1 / 100e3,
      group: METRIC,
    },
    {
      code: "kg_km",
      label: "Kilogram per Kilometer",
      symbol: "kg/km",
      factor: 1 / 1e3,
      group: METRIC,
    },
    {
      code: "g_km",
      label: "Gram per Kilometer",
      symbol: "g/km",
      factor: 1e-3 / 1e3,
      group: METRIC,
    },
    {
      code: "mg_km",
      label: "Milligram per Kilometer",
      symbol: "mg/km",
      factor: 1e-6 / 1e3,
      group: METRIC,
    },
    {
      code: "lb_mi",
      label: "Pound per Mile",
      symbol: "lb/mi",
      factor: POUND / MILE,
      group: CUSTOMARY,
    },
    {
      code: "lb_100mi",
      label: "Pound per 100 Miles",
      symbol: "lb/100 mi",
      factor: POUND / (100 * MILE),
      group: CUSTOMARY,
    },
    {
      code: "oz_mi",
      label: "Ounce per Mile",
      symbol: "oz/mi",
      factor: OUNCE / MILE,
      group: CUSTOMARY,
    },
    {
      code: "g_mi",
      label: "Gram per Mile",
      symbol: "g/mi",
      factor: 1e-3 / MILE,
      group: CUSTOMARY,
    },
    {
      code: "mg_mi",
      label: "Milligram per Mile",
      symbol: "mg/mi",
      factor: 1e-6 / MILE,
      group: CUSTOMARY,
    },
  ],
};
