import type { Category } from "../types.ts";
import { BTU_IT, CALORIE_IT, POUND } from "./shared/constants.ts";

/** Size of one Fahrenheit degree in kelvins, exact. */
const FAHRENHEIT_DEGREE = 5 / 9;

/**
 * Specific heat capacity, in joules per kilogram kelvin. The three non-SI units are the same
 * size: the IT BTU was defined so that 1 BTU/(lb·°F) = 1 cal_IT/(g·°C) = 4186.8 J/(kg·K).
 */
export const category: Category = {
  id: "specific-heat-capacity",
  name: "Specific heat capacity",
  base: "j_kg_k",
  units: [
    { code: "j_kg_k", label: "Joule per Kilogram Kelvin", symbol: "J/(kg·K)", factor: 1 },
    {
      code: "btu_lb_f",
      label: "BTU per Pound Degree Fahrenheit",
      symbol: "BTU/(lb·°F)",
      factor: BTU_IT / (POUND * FAHRENHEIT_DEGREE),
      note: "International Table BTU (1055.05585262 J).",
    },
    {
      code: "cal_g_c",
      label: "Calorie per Gram Degree Celsius",
      symbol: "cal/(g·°C)",
      factor: CALORIE_IT / 1e-3,
      note: "International Table calorie (4.1868 J).",
    },
    {
      code: "kcal_kg_c",
      label: "Kilocalorie per Kilogram Degree Celsius",
      symbol: "kcal/(kg·°C)",
      factor: 1e3 * CALORIE_IT,
      note: "International Table kilocalorie (4186.8 J).",
    },
  ],
};
