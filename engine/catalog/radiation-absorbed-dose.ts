import type { Category } from "../types.ts";

export const category: Category = {
  id: "radiation-absorbed-dose",
  name: "Absorbed dose",
  base: "gy",
  units: [
    { code: "gy", label: "Gray", symbol: "Gy", factor: 1 },
    { code: "rad", label: "Rad (0.01 Gy)", symbol: "rad", factor: 1e-2 },
    { code: "mgy", label: "Milligray", symbol: "mGy", factor: 1e-3 },
    { code: "µgy", label: "Microgray", symbol: "µGy", factor: 1e-6 },
  ],
};
