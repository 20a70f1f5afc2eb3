import type { Category } from "../types.ts";
import { FOOT } from "./shared/constants.ts";

export const category: Category = {
  id: "luminance",
  name: "Luminance",
  base: "cd_m2",
  units: [
    { code: "cd_m2", label: "Candela per Square Meter", symbol: "cd/m²", factor: 1 },
    { code: "cd_ft2", label: "Candela per Square Foot", symbol: "cd/ft²", factor: 1 / FOOT ** 2 },
    { code: "nt", label: "Nit (Candela per Square Meter)", symbol: "nt", factor: 1 },
    { code: "sb", label: "Stilb (Candela per Square Centimeter)", symbol: "sb", factor: 1e4 },
  ],
};
