import type { Category } from "../types.ts";

export const category: Category = {
  id: "electric-conductance",
  name: "Electric conductance",
  base: "s",
  units: [
    { code: "s", label: "Siemens", symbol: "S", factor: 1 },
    { code: "ms", label: "Millisiemens", symbol: "mS", factor: 1e-3 },
    { code: "µs", label: "Microsiemens", symbol: "µS", factor: 1e-6 },
    { code: "mho", label: "Mho (= 1 Siemens)", symbol: "℧", factor: 1 },
  ],
};
