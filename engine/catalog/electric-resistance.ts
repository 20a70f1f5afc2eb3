import type { Category } from "../types.ts";
import { ABAMPERE, ABVOLT, STATAMPERE, STATVOLT, VON_KLITZING } from "./shared/constants.ts";

export const category: Category = {
  id: "electric-resistance",
  name: "Electric resistance",
  base: "ohm",
  units: [
    { code: "ohm", label: "Ohm", symbol: "Ω", factor: 1, group: "Metric", terms: ["V/A"] },
    { code: "mohm", label: "Milliohm (10⁻³ Ω)", symbol: "mΩ", factor: 1e-3, group: "Metric" },
    {
      code: "kohm",
      label: "Kiloohm",
      symbol: "kΩ",
      factor: 1e3,
      group: "Metric",
      terms: ["kilohm"],
    },
    { code: "megohm", label: "Megaohm (10⁶ Ω)", symbol: "MΩ", factor: 1e6, group: "Metric" },
    {
      code: "µohm",
      label: "Microohm",
      symbol: "µΩ",
      factor: 1e-6,
      group: "Metric",
      terms: ["microhm", "uOhm"],
    },
    { code: "gigohm", label: "Gigaohm", symbol: "GΩ", factor: 1e9, group: "Metric" },
    {
      code: "abohm",
      label: "Abohm",
      symbol: "abΩ",
      factor: ABVOLT / ABAMPERE,
      group: "CGS",
      terms: ["emu of resistance"],
    },
    {
      code: "statohm",
      label: "Statohm",
      symbol: "statΩ",
      factor: STATVOLT / STATAMPERE,
      group: "CGS",
      terms: ["esu of resistance"],
    },
    {
      code: "r_k",
      label: "von Klitzing Constant (quantized Hall resistance)",
      symbol: "R_K",
      factor: VON_KLITZING,
      group: "Standards",
      terms: ["h/e²", "quantum Hall"],
      note: "R_K = h/e² ≈ 25 812.807459 Ω, exact since the 2019 SI; the 1990 conventional value was 25 812.807 Ω.",
    },
    {
      code: "ohm_int",
      label: "Ohm (international, 1908)",
      symbol: "Ω_int",
      factor: 1.000495,
      group: "Standards",
      note: "The international ohm of 1908 (a column of mercury), replaced by the absolute ohm in 1948: 1.000495 Ω as GNU units gives it (the US value; the mean international value was 1.00049 Ω).",
    },
  ],
};
