import type { Category } from "../types.ts";
import { FOOT, POUND } from "./shared/constants.ts";

/** Mass flux density (mass flow per area), in kilograms per square meter second. */
export const category: Category = {
  id: "mass-flux-density",
  name: "Mass flux density",
  base: "kg_m2_s",
  units: [
    { code: "kg_m2_s", label: "Kilogram per Square Meter Second", symbol: "kg/(m²·s)", factor: 1 },
    {
      code: "g_cm2_s",
      label: "Gram per Square Centimeter Second",
      symbol: "g/(cm²·s)",
      factor: 1e-3 / 1e-4,
    },
    {
      code: "lb_ft2_s",
      label: "Pound per Square Foot Second",
      symbol: "lb/(ft²·s)",
      factor: POUND / FOOT ** 2,
    },
    {
      code: "lb_ft2_h",
      label: "Pound per Square Foot Hour",
      symbol: "lb/(ft²·h)",
      factor: POUND / FOOT ** 2 / 3600,
    },
  ],
};
