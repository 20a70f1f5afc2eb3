import type { Category } from "../types.ts";
import { FOOT, INCH, KILOGRAM_FORCE, POUND_FORCE, POUNDAL } from "./shared/constants.ts";

const DYNE = 1e-5;
const ERG = 1e-7;
const GRAM_FORCE = KILOGRAM_FORCE / 1e3;

const METRIC = "Metric";
const CGS = "CGS";
const IMPERIAL_US = "Imperial / US customary";

/**
 * Surface tension (force per length), in newtons per meter. Surface energy (J/m², erg/cm²) has
 * the same dimension and the same numbers.
 */
export const category: Category = {
  id: "surface-tension",
  name: "Surface tension",
  base: "n_m",
  units: [
    { code: "n_m", label: "Newton per Meter", symbol: "N/m", factor: 1, group: METRIC },
    {
      code: "dyn_cm",
      label: "Dyne per Centimeter",
      symbol: "dyn/cm",
      factor: DYNE / 1e-2,
      group: CGS,
      terms: ["dyne/cm"],
    },
    {
      code: "lbf_ft",
      label: "Pound-force per Foot",
      symbol: "lbf/ft",
      factor: POUND_FORCE / FOOT,
      group: IMPERIAL_US,
    },
    {
      code: "kg_s2",
      label: "Kilogram per Second Squared",
      symbol: "kg/s²",
      factor: 1,
      group: METRIC,
    },
    // Metric
    {
      code: "mn_m",
      label: "Millinewton per Meter",
      symbol: "mN/m",
      factor: 1e-3,
      group: METRIC,
    },
    {
      code: "j_m2",
      label: "Joule per Square Meter",
      symbol: "J/m²",
      factor: 1,
      group: METRIC,
      terms: ["J/m2"],
    },
    {
      code: "mj_m2",
      label: "Millijoule per Square Meter",
      symbol: "mJ/m²",
      factor: 1e-3,
      group: METRIC,
      terms: ["mJ/m2"],
    },
    {
      code: "gf_cm",
      label: "Gram-force per Centimeter",
      symbol: "gf/cm",
      factor: GRAM_FORCE / 1e-2,
      group: METRIC,
    },
    // CGS
    {
      code: "erg_cm2",
      label: "Erg per Square Centimeter",
      symbol: "erg/cm²",
      factor: ERG / 1e-4,
      group: CGS,
      terms: ["erg/cm2"],
    },
    {
      code: "erg_mm2",
      label: "Erg per Square Millimeter",
      symbol: "erg/mm²",
      factor: ERG / 1e-6,
      group: CGS,
      terms: ["erg/mm2"],
    },
    // Imperial / US customary
    {
      code: "lbf_in",
      label: "Pound-force per Inch",
      symbol: "lbf/in",
      factor: POUND_FORCE / INCH,
      group: IMPERIAL_US,
      terms: ["pli"],
    },
    {
      code: "pdl_in",
      label: "Poundal per Inch",
      symbol: "pdl/in",
      factor: POUNDAL / INCH,
      group: IMPERIAL_US,
    },
  ],
};
