import type { Category } from "../types.ts";

export const category: Category = {
  id: "electric-conductivity",
  name: "Electric conductivity",
  base: "s_m",
  units: [
    { code: "s_m", label: "Siemens per Meter", symbol: "S/m", factor: 1 },
    { code: "s_cm", label: "Siemens per Centimeter", symbol: "S/cm", factor: 100 },
    { code: "mho_m", label: "Mho per Meter (= 1 S/m)", symbol: "℧/m", factor: 1 },
    { code: "ms_cm", label: "Millisiemens per Centimeter", symbol: "mS/cm", factor: 0.1 },
  ],
};
