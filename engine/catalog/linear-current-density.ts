import type { Category } from "../types.ts";
import { FOOT, INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "linear-current-density",
  name: "Linear current density",
  base: "a_m",
  units: [
    { code: "a_m", label: "Ampere per Meter", symbol: "A/m", factor: 1 },
    { code: "a_cm", label: "Ampere per Centimeter", symbol: "A/cm", factor: 100 },
    { code: "a_ft", label: "Ampere per Foot", symbol: "A/ft", factor: 1 / FOOT },
    { code: "a_in", label: "Ampere per Inch", symbol: "A/in", factor: 1 / INCH },
  ],
};
