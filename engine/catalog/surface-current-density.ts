import type { Category } from "../types.ts";
import { FOOT, INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "surface-current-density",
  name: "Surface current density",
  base: "a_m2",
  units: [
    { code: "a_m2", label: "Ampere per Square Meter", symbol: "A/m²", factor: 1 },
    { code: "a_cm2", label: "Ampere per Square Centimeter", symbol: "A/cm²", factor: 1e4 },
    { code: "a_ft2", label: "Ampere per Square Foot", symbol: "A/ft²", factor: 1 / FOOT ** 2 },
    { code: "a_in2", label: "Ampere per Square Inch", symbol: "A/in²", factor: 1 / INCH ** 2 },
  ],
};
