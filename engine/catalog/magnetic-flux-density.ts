import type { Category } from "../types.ts";

export const category: Category = {
  id: "magnetic-flux-density",
  name: "Magnetic flux density",
  base: "t",
  units: [
    { code: "t", label: "Tesla", symbol: "T", factor: 1 },
    { code: "g", label: "Gauss", symbol: "G", factor: 1e-4 },
    { code: "wb_m2", label: "Weber per Square Meter (= 1 tesla)", symbol: "Wb/m²", factor: 1 },
    { code: "mt", label: "Millitesla", symbol: "mT", factor: 1e-3 },
  ],
};
