import type { Category } from "../types.ts";

export const category: Category = {
  id: "inductance",
  name: "Inductance",
  base: "h",
  units: [
    { code: "h", label: "Henry", symbol: "H", factor: 1 },
    { code: "mh", label: "Millihenry", symbol: "mH", factor: 1e-3 },
    { code: "µh", label: "Microhenry", symbol: "µH", factor: 1e-6 },
    { code: "nh", label: "Nanohenry", symbol: "nH", factor: 1e-9 },
  ],
};
