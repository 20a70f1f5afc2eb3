import type { Category } from "../types.ts";
import { FOOT, INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "illumination",
  name: "Illuminance",
  base: "lx",
  units: [
    {
      code: "lx",
      label: "Lux",
      symbol: "lx",
      factor: 1,
      group: "Metric",
      terms: ["meter-candle", "metre-candle"],
    },
    { code: "lm_m2", label: "Lumen per Square Meter", symbol: "lm/m²", factor: 1, group: "Metric" },
    {
      code: "fc",
      label: "Foot-candle (Lumen per Square Foot)",
      symbol: "fc",
      factor: 1 / FOOT ** 2,
      group: "Imperial",
      terms: ["lm/ft²", "ft-c", "footcandle"],
    },
    {
      code: "ph",
      label: "Phot (Lumen per Square Centimeter)",
      symbol: "ph",
      factor: 1e4,
      group: "CGS",
      terms: ["lm/cm²", "centimeter-candle"],
    },
    { code: "klx", label: "Kilolux", symbol: "klx", factor: 1e3, group: "Metric" },
    { code: "mlx", label: "Millilux", symbol: "mlx", factor: 1e-3, group: "Metric" },
    {
      code: "nox",
      label: "Nox (10⁻³ lux)",
      symbol: "nx",
      factor: 1e-3,
      group: "Metric",
    },
    {
      code: "lm_in2",
      label: "Lumen per Square Inch",
      symbol: "lm/in²",
      factor: 1 / INCH ** 2,
      group: "Imperial",
    },
    { code: "mph", label: "Milliphot", symbol: "mph", factor: 10, group: "CGS" },
  ],
};
