import type { Category } from "../types.ts";
import { INCH } from "./shared/constants.ts";

/**
 * Dots and pixels are counts, so a resolution is a count per length: its SI unit is m⁻¹, which is
 * also how PNG files store it (pixels per meter).
 */
export const category: Category = {
  id: "digital-image-resolution",
  name: "Digital image resolution",
  base: "px_m",
  units: [
    { code: "px_m", label: "Pixels per Meter", symbol: "px/m", factor: 1 },
    { code: "dpi", label: "Dots per Inch", symbol: "dpi", factor: 1 / INCH },
    { code: "dpcm", label: "Dots per Centimeter", symbol: "dots/cm", factor: 100 },
    { code: "ppi", label: "Pixels per Inch", symbol: "ppi", factor: 1 / INCH },
    { code: "ppcm", label: "Pixels per Centimeter", symbol: "px/cm", factor: 100 },
  ],
};
