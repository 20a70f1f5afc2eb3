import type { Category } from "../types.ts";
import {
  FOOT,
  INCH,
  KILOGRAM_FORCE,
  OUNCE,
  OUNCE_FORCE,
  POUND,
  POUND_FORCE,
  SLUG,
} from "./shared/constants.ts";

const METRIC = "Metric";
const GRAVITATIONAL = "Force × length × time²";
const CUSTOMARY = "Imperial / US customary";

/**
 * Moment of inertia (mass × distance²), in kilogram square meters. A force × length × second²
 * unit (lbf·in·s², kgf·cm·s²) is a mass × length² too: 1 lbf·s²/in is the mass that 1 lbf
 * accelerates at 1 in/s², as motor catalogs use it.
 */
export const category: Category = {
  id: "moment-inertia",
  name: "Moment of inertia",
  base: "kg_m2",
  units: [
    { code: "kg_m2", label: "Kilogram Square Meter", symbol: "kg·m²", factor: 1, group: METRIC },
    {
      code: "kg_cm2",
      label: "Kilogram Square Centimeter",
      symbol: "kg·cm²",
      factor: 1e-4,
      group: METRIC,
    },
    {
      code: "g_cm2",
      label: "Gram Square Centimeter",
      symbol: "g·cm²",
      factor: 1e-3 * 1e-4,
      group: METRIC,
    },
    {
      code: "kg_mm2",
      label: "Kilogram Square Millimeter",
      symbol: "kg·mm²",
      factor: 1e-6,
      group: METRIC,
    },
    {
      code: "g_mm2",
      label: "Gram Square Millimeter",
      symbol: "g·mm²",
      factor: 1e-3 * 1e-6,
      group: METRIC,
    },
    { code: "t_m2", label: "Tonne Square Meter", symbol: "t·m²", factor: 1e3, group: METRIC },
    {
      code: "kgf_m_s2",
      label: "Kilogram-force Meter Second Squared",
      symbol: "kgf·m·s²",
      factor: KILOGRAM_FORCE,
      group: GRAVITATIONAL,
    },
    {
      code: "kgf_cm_s2",
      label: "Kilogram-force Centimeter Second Squared",
      symbol: "kgf·cm·s²",
      factor: KILOGRAM_FORCE * 1e-2,
      group: GRAVITATIONAL,
    },
    {
      code: "lbf_in_s2",
      label: "Pound-force Inch Second Squared",
      symbol: "lbf·in·s²",
      factor: POUND_FORCE * INCH,
      group: GRAVITATIONAL,
      terms: ["lb-in-s²", "in-lb-s²"],
    },
    {
      code: "ozf_in_s2",
      label: "Ounce-force Inch Second Squared",
      symbol: "ozf·in·s²",
      factor: OUNCE_FORCE * INCH,
      group: GRAVITATIONAL,
      terms: ["oz-in-s²", "oz·in·s²"],
    },
    {
      code: "lb_ft2",
      label: "Pound Square Foot",
      symbol: "lb·ft²",
      factor: POUND * FOOT ** 2,
      group: CUSTOMARY,
      terms: ["lbm·ft²"],
    },
    {
      code: "lb_in2",
      label: "Pound Square Inch",
      symbol: "lb·in²",
      factor: POUND * INCH ** 2,
      group: CUSTOMARY,
      terms: ["lbm·in²"],
    },
    {
      code: "oz_in2",
      label: "Ounce Square Inch",
      symbol: "oz·in²",
      factor: OUNCE * INCH ** 2,
      group: CUSTOMARY,
    },
    {
      code: "slug_ft2",
      label: "Slug Square Foot",
      symbol: "slug·ft²",
      factor: SLUG * FOOT ** 2,
      group: CUSTOMARY,
      terms: ["lbf·ft·s²", "lb-ft-s²"],
    },
  ],
};
