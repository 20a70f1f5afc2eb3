import type { Category } from "../types.ts";
import { ELEMENTARY_CHARGE, PLANCK_CONSTANT } from "./shared/constants.ts";

export const category: Category = {
  id: "magnetic-flux",
  name: "Magnetic flux",
  base: "wb",
  units: [
    { code: "wb", label: "Weber", symbol: "Wb", factor: 1, group: "Metric" },
    {
      code: "mx",
      label: "Maxwell",
      symbol: "Mx",
      factor: 1e-8,
      group: "CGS",
      terms: ["line", "G·cm²"],
    },
    { code: "vs", label: "Volt-second (= 1 weber)", symbol: "V·s", factor: 1, group: "Metric" },
    { code: "mwb", label: "Milliweber (10⁻³ Wb)", symbol: "mWb", factor: 1e-3, group: "Metric" },
    {
      code: "µwb",
      label: "Microweber",
      symbol: "µWb",
      factor: 1e-6,
      group: "Metric",
      terms: ["uWb"],
    },
    {
      code: "t_m2",
      label: "Tesla Square Meter (= 1 weber)",
      symbol: "T·m²",
      factor: 1,
      group: "Metric",
    },
    {
      code: "kiloline",
      label: "Kiloline (10³ maxwell)",
      symbol: "kMx",
      factor: 1e-5,
      group: "CGS",
      terms: ["kilomaxwell"],
    },
    {
      code: "megaline",
      label: "Megaline (10⁶ maxwell)",
      symbol: "MMx",
      factor: 1e-2,
      group: "CGS",
      terms: ["megamaxwell"],
    },
    {
      code: "phi0",
      label: "Magnetic Flux Quantum (h/2e)",
      symbol: "Φ₀",
      factor: PLANCK_CONSTANT / (2 * ELEMENTARY_CHARGE),
      group: "Quantum",
      terms: ["fluxon", "h/2e"],
    },
  ],
};
