import type { Category } from "../types.ts";
import { FOOT, INCH, OUNCE, POUND } from "./shared/constants.ts";

/**
 * Density (mass concentration), in kilograms per cubic meter. Shared by /density and
 * /concentration-solution: a mass concentration in g/L is a density of the dissolved substance.
 */
export const category: Category = {
  id: "density",
  name: "Density",
  base: "kg_m3",
  units: [
    {
      code: "kg_m3",
      label: "Kilogram per Cubic Meter",
      symbol: "kg/m³",
      factor: 1,
      group: "Metric",
    },
    {
      code: "g_cm3",
      label: "Gram per Cubic Centimeter",
      symbol: "g/cm³",
      factor: 1e3,
      group: "Metric",
    },
    { code: "g_l", label: "Gram per Liter", symbol: "g/L", factor: 1, group: "Metric" },
    { code: "mg_l", label: "Milligram per Liter", symbol: "mg/L", factor: 1e-3, group: "Metric" },
    {
      code: "ppm",
      label: "Parts per Million (mg/L, water)",
      symbol: "ppm",
      factor: 1e-3,
      group: "Metric",
      note: "ppm here means 1 mg/L, which is true only for dilute water solutions (density 1 kg/L); for other solvents, ppm by mass = mg/L ÷ density in kg/L.",
    },
    {
      code: "lb_ft3",
      label: "Pound per Cubic Foot",
      symbol: "lb/ft³",
      factor: POUND / FOOT ** 3,
      group: "Imperial / US customary",
    },
    {
      code: "oz_in3",
      label: "Ounce per Cubic Inch",
      symbol: "oz/in³",
      factor: OUNCE / INCH ** 3,
      group: "Imperial / US customary",
    },
  ],
};
