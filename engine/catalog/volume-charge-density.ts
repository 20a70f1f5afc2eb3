import type { Category } from "../types.ts";
import { ABCOULOMB, FOOT, INCH, STATCOULOMB } from "./shared/constants.ts";

export const category: Category = {
  id: "volume-charge-density",
  name: "Volume charge density",
  base: "c_m3",
  units: [
    { code: "c_m3", label: "Coulomb per Cubic Meter", symbol: "C/m³", factor: 1, group: "Metric" },
    {
      code: "c_cm3",
      label: "Coulomb per Cubic Centimeter",
      symbol: "C/cm³",
      factor: 1e6,
      group: "Metric",
    },
    {
      code: "c_ft3",
      label: "Coulomb per Cubic Foot",
      symbol: "C/ft³",
      factor: 1 / FOOT ** 3,
      group: "Imperial",
    },
    {
      code: "c_in3",
      label: "Coulomb per Cubic Inch",
      symbol: "C/in³",
      factor: 1 / INCH ** 3,
      group: "Imperial",
    },
    {
      code: "µc_m3",
      label: "Microcoulomb per Cubic Meter",
      symbol: "µC/m³",
      factor: 1e-6,
      group: "Metric",
    },
    {
      code: "nc_m3",
      label: "Nanocoulomb per Cubic Meter",
      symbol: "nC/m³",
      factor: 1e-9,
      group: "Metric",
    },
    {
      code: "pc_m3",
      label: "Picocoulomb per Cubic Meter",
      symbol: "pC/m³",
      factor: 1e-12,
      group: "Metric",
    },
    {
      code: "mc_m3",
      label: "Millicoulomb per Cubic Meter",
      symbol: "mC/m³",
      factor: 1e-3,
      group: "Metric",
    },
    {
      code: "statc_cm3",
      label: "Statcoulomb per Cubic Centimeter",
      symbol: "statC/cm³",
      factor: STATCOULOMB * 1e6,
      group: "CGS",
    },
    {
      code: "abc_cm3",
      label: "Abcoulomb per Cubic Centimeter",
      symbol: "abC/cm³",
      factor: ABCOULOMB * 1e6,
      group: "CGS",
    },
  ],
};
