import type { Category } from "../types.ts";
import { FOOT } from "./shared/constants.ts";

/** Kinematic viscosity, in square meters per second. */
export const category: Category = {
  id: "viscosity-kinematic",
  name: "Kinematic viscosity",
  base: "m2_s",
  units: [
    { code: "m2_s", label: "Square Meter per Second", symbol: "m²/s", factor: 1 },
    { code: "cSt", label: "Centistokes", symbol: "cSt", factor: 1e-6 },
    { code: "St", label: "Stokes", symbol: "St", factor: 1e-4 },
    { code: "ft2_s", label: "Square Foot per Second", symbol: "ft²/s", factor: FOOT ** 2 },
  ],
};
