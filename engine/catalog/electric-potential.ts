import type { Category } from "../types.ts";
import { ABVOLT, STATVOLT } from "./shared/constants.ts";

export const category: Category = {
  id: "electric-potential",
  name: "Electric potential",
  base: "v",
  units: [
    { code: "v", label: "Volt", symbol: "V", factor: 1, group: "Metric", terms: ["W/A", "J/C"] },
    { code: "mv", label: "Millivolt", symbol: "mV", factor: 1e-3, group: "Metric" },
    { code: "kv", label: "Kilovolt", symbol: "kV", factor: 1e3, group: "Metric" },
    { code: "µv", label: "Microvolt", symbol: "µV", factor: 1e-6, group: "Metric", terms: ["uV"] },
    { code: "mega_v", label: "Megavolt", symbol: "MV", factor: 1e6, group: "Metric" },
    { code: "nv", label: "Nanovolt", symbol: "nV", factor: 1e-9, group: "Metric" },
    {
      code: "statv",
      label: "Statvolt",
      symbol: "statV",
      factor: STATVOLT,
      group: "CGS",
      terms: ["esu of potential"],
    },
    {
      code: "abv",
      label: "Abvolt",
      symbol: "abV",
      factor: ABVOLT,
      group: "CGS",
      terms: ["emu of potential"],
    },
  ],
};
