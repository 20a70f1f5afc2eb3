import type { Category } from "../types.ts";
import { MILE, OUNCE, POUND } from "./shared/constants.ts";

/** Fuel consumption by mass (mass of fuel per distance), in the SI base kg/m. */
export const category: Category = {
  id: "fuel-efficiency-mass",
  name: "Fuel consumption by mass",
  base: "kg_m",
  units: [
    { code: "kg_m", label: "Kilogram per Meter", symbol: "kg/m", factor: 1 },
    {
      code: "kg_100km",
      label: "Kilogram per 100 Kilometers",
      symbol: "kg/100 km",
      factor: 1 / 100e3,
    },
    { code: "g_km", label: "Gram per Kilometer", symbol: "g/km", factor: 1e-3 / 1e3 },
    { code: "lb_mi", label: "Pound per Mile", symbol: "lb/mi", factor: POUND / MILE },
    { code: "oz_mi", label: "Ounce per Mile", symbol: "oz/mi", factor: OUNCE / MILE },
  ],
};
