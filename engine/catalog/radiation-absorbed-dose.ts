import type { Category } from "../types.ts";

/** 1 rad = 100 erg/g = 0.01 Gy (NIST SP 811). */
const RAD = 1e-2;

export const category: Category = {
  id: "radiation-absorbed-dose",
  name: "Absorbed dose",
  base: "gy",
  units: [
    { code: "gy", label: "Gray", symbol: "Gy", factor: 1, group: "Metric", terms: ["J/kg"] },
    { code: "rad", label: "Rad (0.01 Gy)", symbol: "rad", factor: RAD, group: "CGS" },
    { code: "mgy", label: "Milligray", symbol: "mGy", factor: 1e-3, group: "Metric" },
    {
      code: "µgy",
      label: "Microgray",
      symbol: "µGy",
      factor: 1e-6,
      group: "Metric",
      terms: ["uGy"],
    },
    { code: "cgy", label: "Centigray", symbol: "cGy", factor: 1e-2, group: "Metric" },
    { code: "kgy", label: "Kilogray", symbol: "kGy", factor: 1e3, group: "Metric" },
    {
      code: "j_kg",
      label: "Joule per Kilogram (= 1 gray)",
      symbol: "J/kg",
      factor: 1,
      group: "Metric",
    },
    {
      code: "krad",
      label: "Kilorad",
      symbol: "krad",
      factor: RAD * 1e3,
      group: "CGS",
      terms: ["krad(Si)"],
    },
    { code: "mrad", label: "Millirad", symbol: "mrad", factor: RAD * 1e-3, group: "CGS" },
    { code: "mega_rad", label: "Megarad", symbol: "Mrad", factor: RAD * 1e6, group: "CGS" },
    { code: "erg_g", label: "Erg per Gram", symbol: "erg/g", factor: 1e-4, group: "CGS" },
  ],
};
