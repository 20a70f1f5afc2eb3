import type { Category } from "../types.ts";
import { ABCOULOMB, FOOT, INCH, STATCOULOMB } from "./shared/constants.ts";

export const category: Category = {
  id: "linear-charge-density",
  name: "Linear charge density",
  base: "c_m",
  units: [
    { code: "c_m", label: "Coulomb per Meter", symbol: "C/m", factor: 1, group: "Metric" },
    { code: "c_cm", label: "Coulomb per Centimeter", symbol: "C/cm", factor: 100, group: "Metric" },
    {
      code: "c_ft",
      label: "Coulomb per Foot",
      symbol: "C/ft",
      factor: 1 / FOOT,
      group: "Imperial",
    },
    {
      code: "c_in",
      label: "Coulomb per Inch",
      symbol: "C/in",
      factor: 1 / INCH,
      group: "Imperial",
    },
    {
      code: "µc_m",
      label: "Microcoulomb per Meter",
      symbol: "µC/m",
      factor: 1e-6,
      group: "Metric",
    },
    { code: "nc_m", label: "Nanocoulomb per Meter", symbol: "nC/m", factor: 1e-9, group: "Metric" },
    {
      code: "mc_m",
      label: "Millicoulomb per Meter",
      symbol: "mC/m",
      factor: 1e-3,
      group: "Metric",
    },
    {
      code: "pc_m",
      label: "Picocoulomb per Meter",
      symbol: "pC/m",
      factor: 1e-12,
      group: "Metric",
    },
    {
      code: "statc_cm",
      label: "Statcoulomb per Centimeter",
      symbol: "statC/cm",
      factor: STATCOULOMB * 100,
      group: "CGS",
    },
    {
      code: "abc_cm",
      label: "Abcoulomb per Centimeter",
      symbol: "abC/cm",
      factor: ABCOULOMB * 100,
      group: "CGS",
    },
  ],
};
