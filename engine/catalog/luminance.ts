import type { Category } from "../types.ts";
import { FOOT, INCH } from "./shared/constants.ts";

/**
 * The lambert family measures the luminance of a perfectly diffusing surface by the flux it emits
 * per area, so each is 1/π of the matching candela unit: 1 L = 1 lm/cm² ÷ π sr = 10⁴/π cd/m².
 */
export const category: Category = {
  id: "luminance",
  name: "Luminance",
  base: "cd_m2",
  units: [
    {
      code: "cd_m2",
      label: "Candela per Square Meter",
      symbol: "cd/m²",
      factor: 1,
      group: "Metric",
      terms: ["lm/(m²·sr)"],
    },
    {
      code: "cd_ft2",
      label: "Candela per Square Foot",
      symbol: "cd/ft²",
      factor: 1 / FOOT ** 2,
      group: "Imperial",
    },
    {
      code: "nt",
      label: "Nit (Candela per Square Meter)",
      symbol: "nt",
      factor: 1,
      group: "Metric",
    },
    {
      code: "sb",
      label: "Stilb (Candela per Square Centimeter)",
      symbol: "sb",
      factor: 1e4,
      group: "Metric",
      terms: ["cd/cm²"],
    },
    {
      code: "kcd_m2",
      label: "Kilocandela per Square Meter",
      symbol: "kcd/m²",
      factor: 1e3,
      group: "Metric",
      terms: ["kilonit"],
    },
    {
      code: "fl",
      label: "Foot-lambert",
      symbol: "fL",
      factor: 1 / (Math.PI * FOOT ** 2),
      group: "Imperial",
      terms: ["ftL", "footlambert"],
      note: "1 fL = 1/π cd/ft² ≈ 3.426 cd/m², the luminance of a perfect diffuser lit by 1 foot-candle; it is not the cd/ft².",
    },
    {
      code: "cd_in2",
      label: "Candela per Square Inch",
      symbol: "cd/in²",
      factor: 1 / INCH ** 2,
      group: "Imperial",
    },
    { code: "lambert", label: "Lambert", symbol: "L", factor: 1e4 / Math.PI, group: "Lambertian" },
    { code: "ml", label: "Millilambert", symbol: "mL", factor: 10 / Math.PI, group: "Lambertian" },
    {
      code: "asb",
      label: "Apostilb",
      symbol: "asb",
      factor: 1 / Math.PI,
      group: "Lambertian",
      terms: ["blondel"],
    },
    { code: "skot", label: "Skot", symbol: "sk", factor: 1e-3 / Math.PI, group: "Lambertian" },
  ],
};
