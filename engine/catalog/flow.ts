import type { Category } from "../types.ts";
import { FOOT, US_GALLON } from "./shared/constants.ts";

/** Volume flow rate, in cubic meters per second. */
export const category: Category = {
  id: "flow",
  name: "Volume flow rate",
  base: "m3_s",
  units: [
    { code: "m3_s", label: "Cubic Meter per Second", symbol: "m³/s", factor: 1 },
    { code: "l_s", label: "Liter per Second", symbol: "L/s", factor: 1e-3 },
    { code: "gal_min", label: "Gallon (US) per Minute", symbol: "gal/min", factor: US_GALLON / 60 },
    { code: "ft3_s", label: "Cubic Foot per Second", symbol: "ft³/s", factor: FOOT ** 3 },
  ],
};
