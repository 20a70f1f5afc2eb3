import type { Category } from "../types.ts";

/** 1 R = 2.58e-4 C/kg, exact by definition (NIST SP 811). */
const ROENTGEN = 2.58e-4;

export const category: Category = {
  id: "radiation-exposure",
  name: "Radiation exposure",
  base: "c_kg",
  units: [
    { code: "c_kg", label: "Coulomb per Kilogram", symbol: "C/kg", factor: 1 },
    { code: "r", label: "Roentgen", symbol: "R", factor: ROENTGEN },
    { code: "mr", label: "Milliroentgen", symbol: "mR", factor: ROENTGEN * 1e-3 },
    { code: "µr", label: "Microroentgen", symbol: "µR", factor: ROENTGEN * 1e-6 },
  ],
};
