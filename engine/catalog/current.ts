import type { Category } from "../types.ts";

export const category: Category = {
  id: "current",
  name: "Electric current",
  base: "a",
  units: [
    { code: "a", label: "Ampere", symbol: "A", factor: 1 },
    { code: "ma", label: "Milliampere", symbol: "mA", factor: 1e-3 },
    { code: "µa", label: "Microampere", symbol: "µA", factor: 1e-6 },
    { code: "ka", label: "Kiloampere", symbol: "kA", factor: 1e3 },
  ],
};
