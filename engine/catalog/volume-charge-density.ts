import type { Category } from "../types.ts";
import { FOOT, INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "volume-charge-density",
  name: "Volume charge density",
  base: "c_m3",
  units: [
    { code: "c_m3", label: "Coulomb per Cubic Meter", symbol: "C/m³", factor: 1 },
    { code: "c_cm3", label: "Coulomb per Cubic Centimeter", symbol: "C/cm³", factor: 1e6 },
    { code: "c_ft3", label: "Coulomb per Cubic Foot", symbol: "C/ft³", factor: 1 / FOOT ** 3 },
    { code: "c_in3", label: "Coulomb per Cubic Inch", symbol: "C/in³", factor: 1 / INCH ** 3 },
  ],
};
