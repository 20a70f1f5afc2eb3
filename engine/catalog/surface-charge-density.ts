import type { Category } from "../types.ts";
import { ABCOULOMB, FOOT, INCH, STATCOULOMB } from "./shared/constants.ts";

export const category: Category = {
  id: "surface-charge-density",
  name: "Surface charge density",
  base: "c_m2",
  units: [
    { code: "c_m2", label: "Coulomb per Square Meter", symbol: "C/m²", factor: 1, group: "Metric" },
    {
      code: "c_cm2",
      label: "Coulomb per Square Centimeter",
      symbol: "C/cm²",
      factor: 1e4,
      group: "Metric",
    },
    {
      code: "c_ft2",
      label: "Coulomb per Square Foot",
      symbol: "C/ft²",
      factor: 1 / FOOT ** 2,
      group: "Imperial",
    },
    {
      code: "c_in2",
      label: "Coulomb per Square Inch",
      symbol: "C/in²",
      factor: 1 / INCH ** 2,
      group: "Imperial",
    },
    {
      code: "µc_cm2",
      label: "Microcoulomb per Square Centimeter",
      symbol: "µC/cm²",
      factor: 1e-2,
      group: "Metric",
    },
    {
      code: "µc_m2",
      label: "Microcoulomb per Square Meter",
      symbol: "µC/m²",
      factor: 1e-6,
      group: "Metric",
    },
    {
      code: "nc_m2",
      label: "Nanocoulomb per Square Meter",
      symbol: "nC/m²",
      factor: 1e-9,
      group: "Metric",
    },
    {
      code: "mc_m2",
      label: "Millicoulomb per Square Meter",
      symbol: "mC/m²",
      factor: 1e-3,
      group: "Metric",
    },
    {
      code: "statc_cm2",
      label: "Statcoulomb per Square Centimeter",
      symbol: "statC/cm²",
      factor: STATCOULOMB * 1e4,
      group: "CGS",
    },
    {
      code: "abc_cm2",
      label: "Abcoulomb per Square Centimeter",
      symbol: "abC/cm²",
      factor: ABCOULOMB * 1e4,
      group: "CGS",
    },
  ],
};
