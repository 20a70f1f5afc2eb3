import type { Category } from "../types.ts";

/** Molar flow rate (amount of substance per time), in moles per second. */
export const category: Category = {
  id: "flow-molar",
  name: "Molar flow rate",
  base: "mol_s",
  units: [
    { code: "mol_s", label: "Mole per Second", symbol: "mol/s", factor: 1 },
    { code: "mol_min", label: "Mole per Minute", symbol: "mol/min", factor: 1 / 60 },
    { code: "mol_h", label: "Mole per Hour", symbol: "mol/h", factor: 1 / 3600 },
    { code: "kmol_h", label: "Kilomole per Hour", symbol: "kmol/h", factor: 1e3 / 3600 },
  ],
};
