import type { Category } from "../types.ts";
import { FOOT } from "./shared/constants.ts";

export const category: Category = {
  id: "illumination",
  name: "Illuminance",
  base: "lx",
  units: [
    { code: "lx", label: "Lux", symbol: "lx", factor: 1 },
    { code: "lm_m2", label: "Lumen per Square Meter", symbol: "lm/m²", factor: 1 },
    {
      code: "fc",
      label: "Foot-candle (Lumen per Square Foot)",
      symbol: "fc",
      factor: 1 / FOOT ** 2,
    },
    { code: "ph", label: "Phot (Lumen per Square Centimeter)", symbol: "ph", factor: 1e4 },
  ],
};
