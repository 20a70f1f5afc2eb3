import type { Category } from "../types.ts";

/** Size of one Fahrenheit (and Rankine) degree in kelvins: 5/9 K exactly (ITS-90, NIST SP 811). */
const FAHRENHEIT_DEGREE = 5 / 9;

/**
 * Absolute temperature, in kelvins. Celsius and Fahrenheit are affine:
 * K = (x + offset) × factor, with 0 °C = 273.15 K and 0 °F = 459.67 °R = 255.372… K.
 * Temperature differences are a separate category (temperature-interval).
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
    },
    {
      code: "f",
      label: "Fahrenheit",
      symbol: "°F",
      factor: FAHRENHEIT_DEGREE,
      offset: 459.67,
      relation: "affine",
    },
    { code: "k", label: "Kelvin", symbol: "K", factor: 1 },
    { code: "r", label: "Rankine", symbol: "°R", factor: FAHRENHEIT_DEGREE },
  ],
};
