import type { Category } from "../types.ts";
import { FOOT, POUND } from "./shared/constants.ts";

/** Specific volume (volume per mass), in cubic meters per kilogram. */
export const category: Category = {
  id: "specific-volume",
  name: "Specific volume",
  base: "m3_kg",
  units: [
    { code: "m3_kg", label: "Cubic Meter per Kilogram", symbol: "m³/kg", factor: 1 },
    { code: "ft3_lb", label: "Cubic Foot per Pound", symbol: "ft³/lb", factor: FOOT ** 3 / POUND },
    { code: "l_kg", label: "Liter per Kilogram", symbol: "L/kg", factor: 1e-3 },
    { code: "cm3_g", label: "Cubic Centimeter per Gram", symbol: "cm³/g", factor: 1e-6 / 1e-3 },
  ],
};
