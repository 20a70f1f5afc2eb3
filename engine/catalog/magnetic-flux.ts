import type { Category } from "../types.ts";

export const category: Category = {
  id: "magnetic-flux",
  name: "Magnetic flux",
  base: "wb",
  units: [
    { code: "wb", label: "Weber", symbol: "Wb", factor: 1 },
    { code: "mx", label: "Maxwell", symbol: "Mx", factor: 1e-8 },
    { code: "vs", label: "Volt-second (= 1 weber)", symbol: "V·s", factor: 1 },
    { code: "mwb", label: "Milliweber (10⁻³ Wb)", symbol: "mWb", factor: 1e-3 },
  ],
};
