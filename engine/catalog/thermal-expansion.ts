import type { Category } from "../types.ts";
import { FAHRENHEIT_DEGREE } from "./shared/constants.ts";

const METRIC = "Metric";
const CUSTOMARY = "US customary";

/** Coefficient of thermal expansion (relative change per degree), in 1/K. */
export const category: Category = {
  id: "thermal-expansion",
  name: "Thermal expansion coefficient",
  base: "k_1",
  units: [
    { code: "k_1", label: "Per Kelvin", symbol: "1/K", factor: 1, group: METRIC },
    { code: "c_1", label: "Per Degree Celsius", symbol: "1/°C", factor: 1, group: METRIC },
    {
      code: "ppm_k",
      label: "Part per Million per Kelvin",
      symbol: "ppm/K",
      factor: 1e-6,
      group: METRIC,
      terms: ["µm/(m·K)", "10⁻⁶/K"],
    },
    {
      code: "ppm_c",
      label: "Part per Million per Degree Celsius",
      symbol: "ppm/°C",
      factor: 1e-6,
      group: METRIC,
      terms: ["µm/(m·°C)", "10⁻⁶/°C"],
    },
    {
      code: "pct_c",
      label: "Percent per Degree Celsius",
      symbol: "%/°C",
      factor: 1e-2,
      group: METRIC,
    },
    {
      code: "f_1",
      label: "Per Degree Fahrenheit",
      symbol: "1/°F",
      factor: 1 / FAHRENHEIT_DEGREE,
      group: CUSTOMARY,
    },
    {
      code: "r_1",
      label: "Per Degree Rankine",
      symbol: "1/°R",
      factor: 1 / FAHRENHEIT_DEGREE,
      group: CUSTOMARY,
    },
    {
      code: "ppm_f",
      label: "Part per Million per Degree Fahrenheit",
      symbol: "ppm/°F",
      factor: 1e-6 / FAHRENHEIT_DEGREE,
      group: CUSTOMARY,
      terms: ["µin/(in·°F)", "10⁻⁶/°F"],
    },
  ],
};
