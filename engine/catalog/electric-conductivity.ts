import type { Category } from "../types.ts";

/** 1 % of the International Annealed Copper Standard: 100 % IACS = 58 MS/m (IEC 60028). */
const IACS_PERCENT = 58e6 / 100;

export const category: Category = {
  id: "electric-conductivity",
  name: "Electric conductivity",
  base: "s_m",
  units: [
    { code: "s_m", label: "Siemens per Meter", symbol: "S/m", factor: 1, group: "Metric" },
    { code: "s_cm", label: "Siemens per Centimeter", symbol: "S/cm", factor: 100, group: "Metric" },
    { code: "mho_m", label: "Mho per Meter (= 1 S/m)", symbol: "℧/m", factor: 1, group: "Metric" },
    {
      code: "ms_cm",
      label: "Millisiemens per Centimeter",
      symbol: "mS/cm",
      factor: 0.1,
      group: "Metric",
      terms: ["mmho/cm"],
    },
    {
      code: "µs_cm",
      label: "Microsiemens per Centimeter",
      symbol: "µS/cm",
      factor: 1e-4,
      group: "Metric",
      terms: ["uS/cm", "µmho/cm"],
    },
    { code: "ds_m", label: "Decisiemens per Meter", symbol: "dS/m", factor: 0.1, group: "Metric" },
    {
      code: "ms_m",
      label: "Millisiemens per Meter",
      symbol: "mS/m",
      factor: 1e-3,
      group: "Metric",
    },
    {
      code: "µs_m",
      label: "Microsiemens per Meter",
      symbol: "µS/m",
      factor: 1e-6,
      group: "Metric",
      terms: ["uS/m"],
    },
    {
      code: "ps_m",
      label: "Picosiemens per Meter",
      symbol: "pS/m",
      factor: 1e-12,
      group: "Metric",
      terms: ["CU", "conductivity unit"],
    },
    {
      code: "iacs",
      label: "Percent IACS (annealed copper = 100 %)",
      symbol: "% IACS",
      factor: IACS_PERCENT,
      group: "Standards",
      terms: ["IACS"],
      note: "International Annealed Copper Standard (1913): 100 % IACS = 58 MS/m exactly, a copper wire 1 m long and 1 mm² in section having 1/58 Ω.",
    },
  ],
};
