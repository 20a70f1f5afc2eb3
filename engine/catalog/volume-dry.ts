import type { Category } from "../types.ts";
import { FOOT, IMPERIAL_BUSHEL, INCH, US_BUSHEL, US_DRY_PINT } from "./shared/constants.ts";

/**
 * Dry volume (/volume-dry), in cubic meters: the US dry measures of the spec's table
 * (docs/spec/units.md §3.3, which counts in dry pints), the imperial peck and bushel, and the
 * metric and cubic units grain is also measured in.
 */
export const category: Category = {
  id: "volume-dry",
  name: "Dry volume",
  base: "m3",
  units: [
    { code: "m3", label: "Cubic Meter", symbol: "m³", factor: 1, group: "Metric" },
    {
      code: "pt_dry",
      label: "Pint (US dry)",
      symbol: "dry pt",
      factor: US_DRY_PINT,
      group: "US dry",
    },
    {
      code: "qt_dry",
      label: "Quart (US dry)",
      symbol: "dry qt",
      factor: 2 * US_DRY_PINT,
      group: "US dry",
    },
    { code: "pk", label: "Peck (US)", symbol: "pk", factor: US_BUSHEL / 4, group: "US dry" },
    {
      code: "bu",
      label: "Bushel (US)",
      symbol: "bu",
      factor: US_BUSHEL,
      group: "US dry",
      terms: ["Winchester bushel"],
    },
    {
      code: "bbl_dry",
      label: "Barrel (US dry)",
      symbol: "bbl",
      // 7056 in³ (US Barrel Act of 1915; NIST Handbook 44).
      factor: 7056 * INCH ** 3,
      group: "US dry",
    },
    {
      code: "gal_dry",
      label: "Gallon (US dry)",
      symbol: "dry gal",
      factor: US_BUSHEL / 8,
      group: "US dry",
    },
    { code: "l", label: "Liter", symbol: "L", factor: 1e-3, group: "Metric", terms: ["litre"] },
    { code: "hl", label: "Hectoliter", symbol: "hL", factor: 0.1, group: "Metric" },
    {
      code: "pk_uk",
      label: "Peck (imperial)",
      symbol: "pk",
      factor: IMPERIAL_BUSHEL / 4,
      group: "Imperial",
    },
    {
      code: "bu_uk",
      label: "Bushel (imperial)",
      symbol: "bu",
      factor: IMPERIAL_BUSHEL,
      group: "Imperial",
    },
    { code: "ft3", label: "Cubic Foot", symbol: "ft³", factor: FOOT ** 3, group: "Cubic" },
  ],
};
