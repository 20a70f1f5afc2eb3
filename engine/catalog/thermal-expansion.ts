import type { Category } from "../types.ts";

/** Size of one Fahrenheit or Rankine degree in kelvins, exact. */
const FAHRENHEIT_DEGREE = 5 / 9;

/** Coefficient of thermal expansion (relative change per degree), in 1/K. */
export const category: Category = {
  id: "thermal-expansion",
  name: "Thermal expansion coefficient",
  base: "k_1",
  units: [
    { code: "k_1", label: "Per Kelvin", symbol: "1/K", factor: 1 },
    { code: "c_1", label: "Per Degree Celsius", symbol: "1/°C", factor: 1 },
    { code: "f_1", label: "Per Degree Fahrenheit", symbol: "1/°F", factor: 1 / FAHRENHEIT_DEGREE },
    { code: "r_1", label: "Per Degree Rankine", symbol: "1/°R", factor: 1 / FAHRENHEIT_DEGREE },
  ],
};
