import type { Category } from "../types.ts";

/** Molar concentration (amount of substance per volume), in the SI base mol/m³. */
export const category: Category = {
  id: "concentration-molar",
  name: "Molar concentration",
  base: "mol_m3",
  units: [
    { code: "mol_m3", label: "Mole per Cubic Meter", symbol: "mol/m³", factor: 1 },
    { code: "mol_l", label: "Mole per Liter (Molar)", symbol: "mol/L", factor: 1 / 1e-3 },
    { code: "mmol_l", label: "Millimole per Liter", symbol: "mmol/L", factor: 1e-3 / 1e-3 },
    { code: "kmol_m3", label: "Kilomole per Cubic Meter", symbol: "kmol/m³", factor: 1e3 },
  ],
};
