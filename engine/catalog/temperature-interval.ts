import type { Category } from "../types.ts";

/** Size of one Fahrenheit or Rankine degree in kelvins, exact. */
const FAHRENHEIT_DEGREE = 5 / 9;

const NOTE =
  "A temperature difference, not a temperature: no offset applies, so a 1 °C difference is a 1.8 °F difference.";

/**
 * Temperature differences (intervals), in kelvins. Linear: unlike the temperature scales,
 * 0 °C of difference is 0 °F of difference.
 */
export const category: Category = {
  id: "temperature-interval",
  name: "Temperature difference",
  base: "k",
  units: [
    { code: "k", label: "Kelvin (difference)", symbol: "K", factor: 1, note: NOTE },
    { code: "c", label: "Celsius Degree (difference)", symbol: "°C", factor: 1, note: NOTE },
    {
      code: "f",
      label: "Fahrenheit Degree (difference)",
      symbol: "°F",
      factor: FAHRENHEIT_DEGREE,
      note: NOTE,
    },
    {
      code: "r",
      label: "Rankine Degree (difference)",
      symbol: "°R",
      factor: FAHRENHEIT_DEGREE,
      note: NOTE,
    },
  ],
};
