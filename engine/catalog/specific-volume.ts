import type { Category } from "../types.ts";
import {
  FOOT,
  IMPERIAL_GALLON,
  INCH,
  LITER,
  LONG_TON,
  POUND,
  US_GALLON,
} from "./shared/constants.ts";

const METRIC = "Metric";
const CUSTOMARY = "Imperial / US customary";

/** Specific volume (volume per mass), in cubic meters per kilogram. */
export const category: Category = {
  id: "specific-volume",
  name: "Specific volume",
  base: "m3_kg",
  units: [
    { code: "m3_kg", label: "Cubic Meter per Kilogram", symbol: "m³/kg", factor: 1, group: METRIC },
    { code: "l_kg", label: "Liter per Kilogram", symbol: "L/kg", factor: LITER, group: METRIC },
    {
      code: "cm3_g",
      label: "Cubic Centimeter per Gram",
      symbol: "cm³/g",
      factor: 1e-6 / 1e-3,
      group: METRIC,
      terms: ["cc/g"],
    },
    {
      code: "ml_g",
      label: "Milliliter per Gram",
      symbol: "mL/g",
      factor: 1e-6 / 1e-3,
      group: METRIC,
    },
    {
      code: "m3_t",
      label: "Cubic Meter per Tonne",
      symbol: "m³/t",
      factor: 1 / 1e3,
      group: METRIC,
      terms: ["stowage factor"],
    },
    {
      code: "ft3_lb",
      label: "Cubic Foot per Pound",
      symbol: "ft³/lb",
      factor: FOOT ** 3 / POUND,
      group: CUSTOMARY,
    },
    {
      code: "in3_lb",
      label: "Cubic Inch per Pound",
      symbol: "in³/lb",
      factor: INCH ** 3 / POUND,
      group: CUSTOMARY,
    },
    {
      code: "gal_lb",
      label: "Gallon (US) per Pound",
      symbol: "gal/lb",
      factor: US_GALLON / POUND,
      group: CUSTOMARY,
    },
    {
      code: "gal_uk_lb",
      label: "Gallon (UK) per Pound",
      symbol: "gal (UK)/lb",
      factor: IMPERIAL_GALLON / POUND,
      group: CUSTOMARY,
    },
    {
      code: "ft3_ton_uk",
      label: "Cubic Foot per Ton (long)",
      symbol: "ft³/LT",
      factor: FOOT ** 3 / LONG_TON,
      group: CUSTOMARY,
      terms: ["stowage factor"],
    },
  ],
};
