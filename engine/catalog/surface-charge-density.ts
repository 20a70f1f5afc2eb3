import type { Category } from "../types.ts";
import { FOOT, INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "surface-charge-density",
  name: "Surface charge density",
  base: "c_m2",
  units: [
    { code: "c_m2", label: "Coulomb per Square Meter", symbol: "C/m²", factor: 1 },
    { code: "c_cm2", label: "Coulomb per Square Centimeter", symbol: "C/cm²", factor: 1e4 },
    { code: "c_ft2", label: "Coulomb per Square Foot", symbol: "C/ft²", factor: 1 / FOOT ** 2 },
    { code: "c_in2", label: "Coulomb per Square Inch", symbol: "C/in²", factor: 1 / INCH ** 2 },
  ],
};
