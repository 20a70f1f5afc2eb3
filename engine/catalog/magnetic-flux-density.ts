import type { Category } from "../types.ts";
import { INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "magnetic-flux-density",
  name: "Magnetic flux density",
  base: "t",
  units: [
    { code: "t", label: "Tesla", symbol: "T", factor: 1, group: "Metric" },
    { code: "g", label: "Gauss", symbol: "G", factor: 1e-4, group: "CGS", terms: ["Gs"] },
    {
      code: "wb_m2",
      label: "Weber per Square Meter (= 1 tesla)",
      symbol: "Wb/m²",
      factor: 1,
      group: "Metric",
    },
    { code: "mt", label: "Millitesla", symbol: "mT", factor: 1e-3, group: "Metric" },
    { code: "µt", label: "Microtesla", symbol: "µT", factor: 1e-6, group: "Metric", terms: ["uT"] },
    { code: "nt", label: "Nanotesla", symbol: "nT", factor: 1e-9, group: "Metric" },
    { code: "kgauss", label: "Kilogauss", symbol: "kG", factor: 0.1, group: "CGS" },
    { code: "mgauss", label: "Milligauss", symbol: "mG", factor: 1e-7, group: "CGS" },
    {
      code: "gamma",
      label: "Gamma (= 1 nanotesla)",
      symbol: "γ",
      factor: 1e-9,
      group: "CGS",
      note: "The gamma of geophysics, 10⁻⁵ gauss = 1 nT (NIST SP 811).",
    },
    {
      code: "mx_in2",
      label: "Line per Square Inch",
      symbol: "Mx/in²",
      factor: 1e-8 / INCH ** 2,
      group: "Imperial",
      terms: ["lines/in²", "maxwell per square inch"],
    },
  ],
};
