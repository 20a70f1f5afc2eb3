import type { Category } from "../types.ts";
import { INCH, US_BUSHEL, US_DRY_PINT } from "./shared/constants.ts";

/**
 * US dry volume (/volume-dry), in cubic meters. The spec's table counts in dry pints; the factors
 * here are the same units in m³, so the page converts exactly as its table means. The cubic meter
 * is the base, not one of the page's units.
 */
export const category: Category = {
  id: "volume-dry",
  name: "Dry volume",
  base: "m3",
  units: [
    { code: "m3", label: "Cubic Meter", symbol: "m³", factor: 1 },
    { code: "pt_dry", label: "Pint (US dry)", symbol: "dry pt", factor: US_DRY_PINT },
    { code: "qt_dry", label: "Quart (US dry)", symbol: "dry qt", factor: 2 * US_DRY_PINT },
    { code: "pk", label: "Peck (US)", symbol: "pk", factor: US_BUSHEL / 4 },
    { code: "bu", label: "Bushel (US)", symbol: "bu", factor: US_BUSHEL },
    {
      code: "bbl_dry",
      label: "Barrel (US dry)",
      symbol: "bbl",
      // 7056 in³ (US Barrel Act of 1915; NIST Handbook 44).
      factor: 7056 * INCH ** 3,
    },
  ],
};
