import type { Category } from "../types.ts";
import { ABAMPERE, ABVOLT, CIRCULAR_MIL, FOOT, INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "electric-resistivity",
  name: "Electric resistivity",
  base: "ohm_m",
  units: [
    { code: "ohm_m", label: "Ohm Meter", symbol: "Ω·m", factor: 1, group: "Metric" },
    { code: "ohm_cm", label: "Ohm Centimeter", symbol: "Ω·cm", factor: 1e-2, group: "Metric" },
    { code: "ohm_ft", label: "Ohm Foot", symbol: "Ω·ft", factor: FOOT, group: "Imperial" },
    { code: "ohm_in", label: "Ohm Inch", symbol: "Ω·in", factor: INCH, group: "Imperial" },
    {
      code: "µohm_cm",
      label: "Microohm Centimeter",
      symbol: "µΩ·cm",
      factor: 1e-8,
      group: "Metric",
      terms: ["microhm-cm", "uOhm cm"],
    },
    {
      code: "µohm_m",
      label: "Microohm Meter",
      symbol: "µΩ·m",
      factor: 1e-6,
      group: "Metric",
      terms: ["microhm-m"],
    },
    { code: "nohm_m", label: "Nanoohm Meter", symbol: "nΩ·m", factor: 1e-9, group: "Metric" },
    {
      code: "ohm_mm2_m",
      label: "Ohm Square Millimeter per Meter",
      symbol: "Ω·mm²/m",
      factor: 1e-6,
      group: "Metric",
      terms: ["ohm mm2/m"],
    },
    { code: "kohm_cm", label: "Kiloohm Centimeter", symbol: "kΩ·cm", factor: 10, group: "Metric" },
    {
      code: "megohm_cm",
      label: "Megaohm Centimeter",
      symbol: "MΩ·cm",
      factor: 1e4,
      group: "Metric",
      terms: ["megohm-cm"],
    },
    {
      code: "ohm_cmil_ft",
      label: "Ohm Circular Mil per Foot",
      symbol: "Ω·cmil/ft",
      factor: CIRCULAR_MIL / FOOT,
      group: "Imperial",
      terms: ["ohm-cmil/ft"],
    },
    {
      code: "abohm_cm",
      label: "Abohm Centimeter",
      symbol: "abΩ·cm",
      factor: (ABVOLT / ABAMPERE) * 1e-2,
      group: "CGS",
    },
  ],
};
