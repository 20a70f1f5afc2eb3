import type { Category, Unit } from "../types.ts";
import { IMPERIAL_GALLON, LITER, MILE, NAUTICAL_MILE, US_GALLON } from "./shared/constants.ts";

/** US liquid pint (1/8 US gallon), exact. */
const US_PINT = US_GALLON / 8;

const ECONOMY_NOTE =
  "Distance per fuel, the reciprocal of consumption: L/100 km = 235.214583 ÷ mpg (US) = 282.480936 ÷ mpg (UK) = 100 ÷ km/L.";

/**
 * A fuel-economy unit (distance per volume): consumption in the base m³/m is
 * (volume ÷ distance) ÷ value.
 */
function economy(
  code: string,
  label: string,
  symbol: string,
  volume: number,
  distance: number,
  group: string,
  terms?: readonly string[],
): Unit {
  return {
    code,
    label,
    symbol,
    factor: volume / distance,
    relation: "reciprocal",
    group,
    ...(terms ? { terms } : {}),
    note: ECONOMY_NOTE,
  };
}

/**
 * Fuel consumption (volume of fuel per distance), in the SI base m³/m (= m²), so
 * 1 L/100 km = 1e-8. Shared by /fuel-consumption and /fuel-efficiency-volume.
 */
export const category: Category = {
  id: "fuel-consumption",
  name: "Fuel consumption",
  base: "m3_m",
  units: [
    { code: "m3_m", label: "Cubic Meter per Meter", symbol: "m³/m", factor: 1, group: "SI" },
    {
      code: "l_100km",
      label: "Liter per 100 Kilometers",
      symbol: "L/100 km",
      factor: LITER / 100e3,
      group: "Metric",
      terms: ["l/100km", "lp100km"],
    },
    {
      code: "l_km",
      label: "Liter per Kilometer",
      symbol: "L/km",
      factor: LITER / 1e3,
      group: "Metric",
    },
    {
      code: "ml_km",
      label: "Milliliter per Kilometer",
      symbol: "mL/km",
      factor: LITER / 1e6,
      group: "Metric",
    },
    economy("km_l", "Kilometers per Liter", "km/L", LITER, 1e3, "Metric", ["kmpl"]),
    {
      code: "gal_100mi",
      label: "Gallon (US) per 100 Miles",
      symbol: "gal/100 mi",
      factor: US_GALLON / (100 * MILE),
      group: "US customary",
    },
    {
      code: "gal_mi",
      label: "Gallon (US) per Mile",
      symbol: "gal/mi",
      factor: US_GALLON / MILE,
      group: "US customary",
    },
    {
      code: "pt_mi",
      label: "Pint (US liquid) per Mile",
      symbol: "pt/mi",
      factor: US_PINT / MILE,
      group: "US customary",
    },
    economy("mpg_us", "Miles per Gallon (US)", "mpg (US)", US_GALLON, MILE, "US customary", [
      "mpg",
    ]),
    economy("mpg_uk", "Miles per Gallon (UK)", "mpg (UK)", IMPERIAL_GALLON, MILE, "Imperial", [
      "imperial mpg",
    ]),
    {
      code: "gal_uk_100mi",
      label: "Gallon (UK) per 100 Miles",
      symbol: "gal (UK)/100 mi",
      factor: IMPERIAL_GALLON / (100 * MILE),
      group: "Imperial",
    },
    economy("mi_l", "Miles per Liter", "mi/L", LITER, MILE, "Imperial", ["mpl"]),
    {
      code: "gal_uk_mi",
      label: "Gallon (UK) per Mile",
      symbol: "gal (UK)/mi",
      factor: IMPERIAL_GALLON / MILE,
      group: "Imperial",
    },
    economy(
      "nmi_gal",
      "Nautical Miles per Gallon (US)",
      "nmi/gal",
      US_GALLON,
      NAUTICAL_MILE,
      "Nautical",
      ["nmpg"],
    ),
    {
      code: "gal_nmi",
      label: "Gallon (US) per Nautical Mile",
      symbol: "gal/nmi",
      factor: US_GALLON / NAUTICAL_MILE,
      group: "Nautical",
    },
    {
      code: "l_nmi",
      label: "Liter per Nautical Mile",
      symbol: "L/nmi",
      factor: LITER / NAUTICAL_MILE,
      group: "Nautical",
    },
  ],
};
