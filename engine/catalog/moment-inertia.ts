import type { Category } from "../types.ts";
import { FOOT, INCH, OUNCE, POUND } from "./shared/constants.ts";

/** Moment of inertia (mass × distance²), in kilogram square meters. */
export const category: Category = {
  id: "moment-inertia",
  name: "Moment of inertia",
  base: "kg_m2",
  units: [
    { code: "kg_m2", label: "Kilogram Square Meter", symbol: "kg·m²", factor: 1 },
    { code: "g_cm2", label: "Gram Square Centimeter", symbol: "g·cm²", factor: 1e-3 * 1e-4 },
    { code: "lb_ft2", label: "Pound Square Foot", symbol: "lb·ft²", factor: POUND * FOOT ** 2 },
    { code: "oz_in2", label: "Ounce Square Inch", symbol: "oz·in²", factor: OUNCE * INCH ** 2 },
  ],
};
