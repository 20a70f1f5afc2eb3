import type { Category } from "../types.ts";

/** Size of one Fahrenheit (and Rankine) degree in kelvins: 5/9 K exactly (ITS-90, NIST SP 811). */
const FAHRENHEIT_DEGREE = 5 / 9;

/**
 * Absolute temperature, in kelvins. Celsius and Fahrenheit are affine:
 * K = (x + offset) × factor, with 0 °C = 273.15 K and 0 °F = 459.67 °R = 255.372… K.
 * The historical scales are affine too, each defined by its points on the Celsius scale; the
 * Delisle scale runs backwards (0 °De at boiling water, 150 °De at freezing), so its factor is
 * negative. Temperature differences are a separate category (temperature-interval).
 */
export const category: Category = {
  id: "temperature",
  name: "Temperature",
  base: "k",
  display: "temperature",
  units: [
    {
      code: "c",
      label: "Celsius",
      symbol: "°C",
      factor: 1,
      offset: 273.15,
      relation: "affine",
      group: "Modern",
      terms: ["C", "centigrade", "degC"],
    },
    {
      code: "f",
      label: "Fahrenheit",
      symbol: "°F",
      factor: FAHRENHEIT_DEGREE,
      offset: 459.67,
      relation: "affine",
      group: "Modern",
      terms: ["F", "degF"],
    },
    { code: "k", label: "Kelvin", symbol: "K", factor: 1, group: "Modern" },
    {
      code: "r",
      label: "Rankine",
      symbol: "°R",
      factor: FAHRENHEIT_DEGREE,
      group: "Modern",
      terms: ["degR", "°Ra"],
    },
    // Added for issue 14 (depth): the historical scales, each fixed by two points in °C.
    {
      // 0 °Ré at freezing, 80 °Ré at boiling water: °Ré = °C × 4/5.
      code: "reaumur",
      label: "Réaumur",
      symbol: "°Ré",
      factor: 5 / 4,
      offset: 218.52,
      relation: "affine",
      group: "Historical",
      terms: ["Reaumur", "°Re"],
    },
    {
      // 7.5 °Rø at freezing, 60 °Rø at boiling water: °Rø = °C × 21/40 + 7.5.
      code: "romer",
      label: "Rømer",
      symbol: "°Rø",
      factor: 40 / 21,
      offset: 135.90375,
      relation: "affine",
      group: "Historical",
      terms: ["Romer", "Roemer", "°Ro"],
    },
    {
      // 0 °N at freezing, 33 °N at boiling water: °N = °C × 33/100.
      code: "newton",
      label: "Newton",
      symbol: "°N",
      factor: 100 / 33,
      offset: 90.1395,
      relation: "affine",
      group: "Historical",
    },
    {
      // 0 °De at boiling water, 150 °De at freezing: °De = (100 − °C) × 3/2.
      code: "delisle",
      label: "Delisle",
      symbol: "°De",
      factor: -2 / 3,
      offset: -559.725,
      relation: "affine",
      group: "Historical",
      terms: ["de l'Isle"],
    },
  ],
};
