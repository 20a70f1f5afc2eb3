import type { Category } from "../types.ts";

/** 1 R = 2.58e-4 C/kg, exact by definition (NIST SP 811). */
const ROENTGEN = 2.58e-4;

export const category: Category = {
  id: "radiation-exposure",
  name: "Radiation exposure",
  base: "c_kg",
  units: [
    { code: "c_kg", label: "Coulomb per Kilogram", symbol: "C/kg", factor: 1, group: "Metric" },
    {
      code: "r",
      label: "Roentgen",
      symbol: "R",
      factor: ROENTGEN,
      group: "Roentgen",
      terms: ["röntgen"],
    },
    {
      code: "mr",
      label: "Milliroentgen",
      symbol: "mR",
      factor: ROENTGEN * 1e-3,
      group: "Roentgen",
    },
    {
      code: "µr",
      label: "Microroentgen",
      symbol: "µR",
      factor: ROENTGEN * 1e-6,
      group: "Roentgen",
      terms: ["uR"],
    },
    {
      code: "mc_kg",
      label: "Millicoulomb per Kilogram",
      symbol: "mC/kg",
      factor: 1e-3,
      group: "Metric",
    },
    {
      code: "µc_kg",
      label: "Microcoulomb per Kilogram",
      symbol: "µC/kg",
      factor: 1e-6,
      group: "Metric",
      terms: ["uC/kg"],
    },
    {
      code: "nc_kg",
      label: "Nanocoulomb per Kilogram",
      symbol: "nC/kg",
      factor: 1e-9,
      group: "Metric",
    },
    { code: "kr", label: "Kiloroentgen", symbol: "kR", factor: ROENTGEN * 1e3, group: "Roentgen" },
  ],
};
