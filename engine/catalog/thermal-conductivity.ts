import type { Category } from "../types.ts";
import { BTU_IT, CALORIE_IT, FOOT } from "./shared/constants.ts";

/** Size of one Fahrenheit degree in kelvins, and the hour in seconds, exact. */
const FAHRENHEIT_DEGREE = 5 / 9;
const HOUR = 3600;

/** Thermal conductivity (heat flow per length and degree), in watts per meter kelvin. */
export const category: Category = {
  id: "thermal-conductivity",
  name: "Thermal conductivity",
  base: "w_m_k",
  units: [
    { code: "w_m_k", label: "Watt per Meter Kelvin", symbol: "W/(m·K)", factor: 1 },
    {
      code: "btu_h_ft_f",
      label: "BTU per Hour Foot Degree Fahrenheit",
      symbol: "BTU/(h·ft·°F)",
      factor: BTU_IT / (HOUR * FOOT * FAHRENHEIT_DEGREE),
      note: "International Table BTU (1055.05585262 J).",
    },
    {
      code: "cal_s_cm_c",
      label: "Calorie per Second Centimeter Degree Celsius",
      symbol: "cal/(s·cm·°C)",
      factor: CALORIE_IT / 1e-2,
      note: "International Table calorie (4.1868 J).",
    },
    {
      code: "kcal_h_m_c",
      label: "Kilocalorie per Hour Meter Degree Celsius",
      symbol: "kcal/(h·m·°C)",
      factor: (1e3 * CALORIE_IT) / HOUR,
      note: "International Table kilocalorie (4186.8 J).",
    },
  ],
};
