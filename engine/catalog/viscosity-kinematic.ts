import type { Category } from "../types.ts";
import { FOOT, GREGORIAN_YEAR, IMPERIAL_GALLON, INCH, US_GALLON } from "./shared/constants.ts";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
const SQUARE_FOOT = FOOT ** 2;
const SQUARE_INCH = INCH ** 2;

const METRIC = "Metric";
const CGS = "CGS (stokes)";
const IMPERIAL_US = "Imperial / US customary";

/**
 * Kinematic viscosity, in square meters per second. The same dimension serves diffusivity
 * (cm²/s, µm²/s), the coefficient of consolidation of soils (m²/yr, ft²/d) and the
 * transmissivity of aquifers (m²/d, gal/(d·ft)), so their units are here too.
 */
export const category: Category = {
  id: "viscosity-kinematic",
  name: "Kinematic viscosity",
  base: "m2_s",
  units: [
    {
      code: "m2_s",
      label: "Square Meter per Second",
      symbol: "m²/s",
      factor: 1,
      group: METRIC,
      terms: ["m2/s"],
    },
    {
      code: "cSt",
      label: "Centistokes",
      symbol: "cSt",
      factor: 1e-6,
      group: CGS,
      terms: ["centistoke"],
    },
    { code: "St", label: "Stokes", symbol: "St", factor: 1e-4, group: CGS, terms: ["stoke"] },
    {
      code: "ft2_s",
      label: "Square Foot per Second",
      symbol: "ft²/s",
      factor: SQUARE_FOOT,
      group: IMPERIAL_US,
      terms: ["ft2/s"],
    },
    // Metric
    {
      code: "mm2_s",
      label: "Square Millimeter per Second",
      symbol: "mm²/s",
      factor: 1e-6,
      group: METRIC,
      terms: ["mm2/s"],
    },
    {
      code: "cm2_s",
      label: "Square Centimeter per Second",
      symbol: "cm²/s",
      factor: 1e-4,
      group: METRIC,
      terms: ["cm2/s"],
    },
    {
      code: "m2_h",
      label: "Square Meter per Hour",
      symbol: "m²/h",
      factor: 1 / HOUR,
      group: METRIC,
      terms: ["m2/h"],
    },
    {
      code: "m2_min",
      label: "Square Meter per Minute",
      symbol: "m²/min",
      factor: 1 / MINUTE,
      group: METRIC,
      terms: ["m2/min"],
    },
    {
      code: "m2_d",
      label: "Square Meter per Day",
      symbol: "m²/d",
      factor: 1 / DAY,
      group: METRIC,
      terms: ["m2/d", "m3/d/m"],
    },
    {
      code: "m2_yr",
      label: "Square Meter per Year",
      symbol: "m²/yr",
      factor: 1 / GREGORIAN_YEAR,
      group: METRIC,
      terms: ["m2/yr"],
      note: "Per mean Gregorian year of 365.2425 days.",
    },
    {
      code: "cm2_min",
      label: "Square Centimeter per Minute",
      symbol: "cm²/min",
      factor: 1e-4 / MINUTE,
      group: METRIC,
      terms: ["cm2/min"],
    },
    {
      code: "cm2_h",
      label: "Square Centimeter per Hour",
      symbol: "cm²/h",
      factor: 1e-4 / HOUR,
      group: METRIC,
      terms: ["cm2/h"],
    },
    {
      code: "um2_s",
      label: "Square Micrometer per Second",
      symbol: "µm²/s",
      factor: 1e-12,
      group: METRIC,
      terms: ["um2/s", "µm2/s"],
    },
    // CGS (stokes)
    { code: "dSt", label: "Decistokes", symbol: "dSt", factor: 1e-5, group: CGS },
    { code: "mSt", label: "Millistokes", symbol: "mSt", factor: 1e-7, group: CGS },
    {
      code: "uSt",
      label: "Microstokes",
      symbol: "µSt",
      factor: 1e-10,
      group: CGS,
    },
    // Imperial / US customary
    {
      code: "ft2_h",
      label: "Square Foot per Hour",
      symbol: "ft²/h",
      factor: SQUARE_FOOT / HOUR,
      group: IMPERIAL_US,
      terms: ["ft2/h", "ft2/hr"],
    },
    {
      code: "ft2_min",
      label: "Square Foot per Minute",
      symbol: "ft²/min",
      factor: SQUARE_FOOT / MINUTE,
      group: IMPERIAL_US,
      terms: ["ft2/min"],
    },
    {
      code: "ft2_d",
      label: "Square Foot per Day",
      symbol: "ft²/d",
      factor: SQUARE_FOOT / DAY,
      group: IMPERIAL_US,
      terms: ["ft2/d", "ft2/day"],
    },
    {
      code: "in2_s",
      label: "Square Inch per Second",
      symbol: "in²/s",
      factor: SQUARE_INCH,
      group: IMPERIAL_US,
      terms: ["in2/s"],
    },
    {
      code: "in2_min",
      label: "Square Inch per Minute",
      symbol: "in²/min",
      factor: SQUARE_INCH / MINUTE,
      group: IMPERIAL_US,
      terms: ["in2/min"],
    },
    {
      code: "in2_h",
      label: "Square Inch per Hour",
      symbol: "in²/h",
      factor: SQUARE_INCH / HOUR,
      group: IMPERIAL_US,
      terms: ["in2/h"],
    },
    {
      code: "gal_d_ft",
      label: "Gallon (US) per Day per Foot",
      symbol: "gal/(d·ft)",
      factor: US_GALLON / DAY / FOOT,
      group: IMPERIAL_US,
      terms: ["gpd/ft"],
    },
    {
      code: "gal_uk_d_ft",
      label: "Gallon (imperial) per Day per Foot",
      symbol: "imp gal/(d·ft)",
      factor: IMPERIAL_GALLON / DAY / FOOT,
      group: IMPERIAL_US,
      terms: ["UK gpd/ft"],
    },
  ],
};
