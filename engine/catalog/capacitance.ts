import type { Category } from "../types.ts";

export const category: Category = {
  id: "capacitance",
  name: "Capacitance",
  base: "f",
  units: [
    { code: "f", label: "Farad", symbol: "F", factor: 1 },
    {
      code: "mf",
      label: "Millifarad (10⁻³ F)",
      symbol: "mF",
      factor: 1e-3,
      note: "mf is the millifarad, 10⁻³ F. Older catalogs wrote mf or mfd for the microfarad (µF).",
    },
    { code: "µf", label: "Microfarad", symbol: "µF", factor: 1e-6 },
    { code: "nf", label: "Nanofarad", symbol: "nF", factor: 1e-9 },
  ],
};
