import type { Category } from "../types.ts";
import { FOOT, INCH, STANDARD_ATMOSPHERE } from "./shared/constants.ts";

/**
 * The darcy: the permeability that passes 1 cm³/s of a 1 cP fluid through 1 cm² under a
 * gradient of 1 atm/cm, i.e. (1e-6 m³/s × 1e-3 Pa·s × 1e-2 m) ÷ (1e-4 m² × 101325 Pa) in m².
 */
const DARCY = (1e-6 * 1e-3 * 1e-2) / (1e-4 * STANDARD_ATMOSPHERE);

const DARCY_GROUP = "Darcy";
const METRIC = "Metric";
const IMPERIAL_US = "Imperial / US customary";

/** Permeability of porous media (rock, soil), in square meters. */
export const category: Category = {
  id: "permeability",
  name: "Permeability (porous media)",
  base: "m2",
  units: [
    { code: "m2", label: "Square Meter", symbol: "m²", factor: 1, group: METRIC },
    { code: "darcy", label: "Darcy", symbol: "D", factor: DARCY, group: DARCY_GROUP },
    { code: "md", label: "Millidarcy", symbol: "mD", factor: DARCY / 1e3, group: DARCY_GROUP },
    { code: "ft2", label: "Square Foot", symbol: "ft²", factor: FOOT ** 2, group: IMPERIAL_US },
    // Darcy
    {
      code: "ud",
      label: "Microdarcy",
      symbol: "µD",
      factor: DARCY / 1e6,
      group: DARCY_GROUP,
      terms: ["uD"],
    },
    { code: "nd", label: "Nanodarcy", symbol: "nD", factor: DARCY / 1e9, group: DARCY_GROUP },
    // Metric
    {
      code: "um2",
      label: "Square Micrometer",
      symbol: "µm²",
      factor: 1e-12,
      group: METRIC,
      terms: ["µm2"],
    },
    { code: "cm2", label: "Square Centimeter", symbol: "cm²", factor: 1e-4, group: METRIC },
    // Imperial / US customary
    { code: "in2", label: "Square Inch", symbol: "in²", factor: INCH ** 2, group: IMPERIAL_US },
  ],
};
