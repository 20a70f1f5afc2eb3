import type { Category } from "../types.ts";
import { FOOT, INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "electric-resistivity",
  name: "Electric resistivity",
  base: "ohm_m",
  units: [
    { code: "ohm_m", label: "Ohm Meter", symbol: "Ω·m", factor: 1 },
    { code: "ohm_cm", label: "Ohm Centimeter", symbol: "Ω·cm", factor: 1e-2 },
    { code: "ohm_ft", label: "Ohm Foot", symbol: "Ω·ft", factor: FOOT },
    { code: "ohm_in", label: "Ohm Inch", symbol: "Ω·in", factor: INCH },
  ],
};
