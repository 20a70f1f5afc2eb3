import type { Category } from "../types.ts";

export const category: Category = {
  id: "prefixes",
  name: "Metric prefixes",
  base: "unit",
  units: [
    { code: "unit", label: "Unit (10⁰)", symbol: "×1", factor: 1 },
    { code: "k", label: "Kilo (10³)", symbol: "k", factor: 1e3 },
    {
      code: "m",
      label: "Mega (10⁶)",
      symbol: "M",
      factor: 1e6,
      note: "Here m is mega (10⁶), as the page lists it, not milli.",
    },
    { code: "g", label: "Giga (10⁹)", symbol: "G", factor: 1e9 },
  ],
};
