import type { Category } from "../types.ts";
import { FOOT, POUND_FORCE } from "./shared/constants.ts";

/** Surface tension (force per length), in newtons per meter. */
export const category: Category = {
  id: "surface-tension",
  name: "Surface tension",
  base: "n_m",
  units: [
    { code: "n_m", label: "Newton per Meter", symbol: "N/m", factor: 1 },
    { code: "dyn_cm", label: "Dyne per Centimeter", symbol: "dyn/cm", factor: 1e-5 / 1e-2 },
    { code: "lbf_ft", label: "Pound-force per Foot", symbol: "lbf/ft", factor: POUND_FORCE / FOOT },
    { code: "kg_s2", label: "Kilogram per Second Squared", symbol: "kg/s²", factor: 1 },
  ],
};
