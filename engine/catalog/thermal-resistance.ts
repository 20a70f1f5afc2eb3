import type { Category } from "../types.ts";
import { BTU_IT } from "./shared/constants.ts";

/** Size of one Fahrenheit degree in kelvins, and the hour in seconds, exact. */
const FAHRENHEIT_DEGREE = 5 / 9;
const HOUR = 3600;

const BTU_NOTE = "International Table BTU (1055.05585262 J).";

/** Thermal resistance (temperature difference per heat flow), in kelvins per watt. */
export const category: Category = {
  id: "thermal-resistance",
  name: "Thermal resistance",
  base: "k_w",
  units: [
    { code: "k_w", label: "Kelvin per Watt", symbol: "K/W", factor: 1 },
    { code: "c_w", label: "Degree Celsius per Watt", symbol: "°C/W", factor: 1 },
    {
      code: "f_btu_h",
      label: "Degree Fahrenheit Hour per BTU",
      symbol: "°F·h/BTU",
      factor: (FAHRENHEIT_DEGREE * HOUR) / BTU_IT,
      note: BTU_NOTE,
    },
    {
      code: "r_btu_h",
      label: "Degree Rankine Hour per BTU",
      symbol: "°R·h/BTU",
      factor: (FAHRENHEIT_DEGREE * HOUR) / BTU_IT,
      note: BTU_NOTE,
    },
  ],
};
