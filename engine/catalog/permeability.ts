import type { Category } from "../types.ts";
import { FOOT, STANDARD_ATMOSPHERE } from "./shared/constants.ts";

/**
 * The darcy: the permeability that passes 1 cm³/s of a 1 cP fluid through 1 cm² under a
 * gradient of 1 atm/cm, i.e. (1e-6 m³/s × 1e-3 Pa·s × 1e-2 m) ÷ (1e-4 m² × 101325 Pa) in m².
 */
const DARCY = (1e-6 * 1e-3 * 1e-2) / (1e-4 * STANDARD_ATMOSPHERE);

/** Permeability of porous media (rock, soil), in square meters. */
export const category: Category = {
  id: "permeability",
  name: "Permeability (porous media)",
  base: "m2",
  units: [
    { code: "m2", label: "Square Meter", symbol: "m²", factor: 1 },
    { code: "darcy", label: "Darcy", symbol: "D", factor: DARCY },
    { code: "md", label: "Millidarcy", symbol: "mD", factor: DARCY / 1e3 },
    { code: "ft2", label: "Square Foot", symbol: "ft²", factor: FOOT ** 2 },
  ],
};
