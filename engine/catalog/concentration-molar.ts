import type { Category } from "../types.ts";
import { FOOT, POUND_MOLE } from "./shared/constants.ts";

const METRIC = "Metric";
const IMPERIAL_US = "Imperial / US customary";

/** Molar concentration (amount of substance per volume), in the SI base mol/m³. */
export const category: Category = {
  id: "concentration-molar",
  name: "Molar concentration",
  base: "mol_m3",
  units: [
    { code: "mol_m3", label: "Mole per Cubic Meter", symbol: "mol/m³", factor: 1, group: METRIC },
    {
      code: "mol_l",
      label: "Mole per Liter (Molar)",
      symbol: "mol/L",
      factor: 1 / 1e-3,
      group: METRIC,
      terms: ["M", "molarity"],
    },
    {
      code: "mmol_l",
      label: "Millimole per Liter",
      symbol: "mmol/L",
      factor: 1e-3 / 1e-3,
      group: METRIC,
      terms: ["mM", "millimolar"],
    },
    {
      code: "kmol_m3",
      label: "Kilomole per Cubic Meter",
      symbol: "kmol/m³",
      factor: 1e3,
      group: METRIC,
    },
    // Metric
    {
      code: "umol_l",
      label: "Micromole per Liter (Micromolar)",
      symbol: "µmol/L",
      factor: 1e-6 / 1e-3,
      group: METRIC,
      terms: ["µM", "uM", "umol/L"],
    },
    {
      code: "nmol_l",
      label: "Nanomole per Liter (Nanomolar)",
      symbol: "nmol/L",
      factor: 1e-9 / 1e-3,
      group: METRIC,
      terms: ["nM"],
    },
    {
      code: "pmol_l",
      label: "Picomole per Liter (Picomolar)",
      symbol: "pmol/L",
      factor: 1e-12 / 1e-3,
      group: METRIC,
      terms: ["pM"],
    },
    {
      code: "fmol_l",
      label: "Femtomole per Liter (Femtomolar)",
      symbol: "fmol/L",
      factor: 1e-15 / 1e-3,
      group: METRIC,
      terms: ["fM"],
    },
    {
      code: "mol_dm3",
      label: "Mole per Cubic Decimeter",
      symbol: "mol/dm³",
      factor: 1 / 1e-3,
      group: METRIC,
      terms: ["mol/dm3", "mol dm-3"],
    },
    {
      code: "mmol_m3",
      label: "Millimole per Cubic Meter",
      symbol: "mmol/m³",
      factor: 1e-3,
      group: METRIC,
      terms: ["mmol/m3"],
    },
    {
      code: "mol_cm3",
      label: "Mole per Cubic Centimeter",
      symbol: "mol/cm³",
      factor: 1 / 1e-6,
      group: METRIC,
      terms: ["mol/cm3"],
    },
    // Imperial / US customary
    {
      code: "lbmol_ft3",
      label: "Pound-mole per Cubic Foot",
      symbol: "lbmol/ft³",
      factor: POUND_MOLE / FOOT ** 3,
      group: IMPERIAL_US,
      terms: ["lb-mol/ft3", "lbmol/ft3"],
    },
  ],
};
