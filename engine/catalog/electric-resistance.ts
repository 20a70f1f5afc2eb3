import type { Category } from "../types.ts";

export const category: Category = {
  id: "electric-resistance",
  name: "Electric resistance",
  base: "ohm",
  units: [
    { code: "ohm", label: "Ohm", symbol: "Ω", factor: 1 },
    { code: "mohm", label: "Milliohm (10⁻³ Ω)", symbol: "mΩ", factor: 1e-3 },
    { code: "kohm", label: "Kiloohm", symbol: "kΩ", factor: 1e3 },
    { code: "megohm", label: "Megaohm (10⁶ Ω)", symbol: "MΩ", factor: 1e6 },
  ],
};
