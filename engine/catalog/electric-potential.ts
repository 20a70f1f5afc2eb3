import type { Category } from "../types.ts";

export const category: Category = {
  id: "electric-potential",
  name: "Electric potential",
  base: "v",
  units: [
    { code: "v", label: "Volt", symbol: "V", factor: 1 },
    { code: "mv", label: "Millivolt", symbol: "mV", factor: 1e-3 },
    { code: "kv", label: "Kilovolt", symbol: "kV", factor: 1e3 },
    { code: "µv", label: "Microvolt", symbol: "µV", factor: 1e-6 },
  ],
};
