import type { Category } from "../types.ts";
import { FOOT, INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "linear-charge-density",
  name: "Linear charge density",
  base: "c_m",
  units: [
    { code: "c_m", label: "Coulomb per Meter", symbol: "C/m", factor: 1 },
    { code: "c_cm", label: "Coulomb per Centimeter", symbol: "C/cm", factor: 100 },
    { code: "c_ft", label: "Coulomb per Foot", symbol: "C/ft", factor: 1 / FOOT },
    { code: "c_in", label: "Coulomb per Inch", symbol: "C/in", factor: 1 / INCH },
  ],
};
