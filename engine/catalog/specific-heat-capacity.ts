import type { Category } from "../types.ts";
import {
  BTU_IT,
  BTU_TH,
  CALORIE_IT,
  CALORIE_TH,
  FAHRENHEIT_DEGREE,
  POUND,
} from "./shared/constants.ts";

const METRIC = "Metric";
const BTU = "BTU";
const CALORIE = "Calorie";

/**
 * Specific heat capacity, in joules per kilogram kelvin. The IT units are one size: the IT BTU
 * was defined so that 1 BTU/(lb·°F) = 1 cal_IT/(g·°C) = 4186.8 J/(kg·K); the thermochemical
 * ones are 4184 J/(kg·K).
 */
export const category: Category = {
  id: "specific-heat-capacity",
  name: "Specific heat capacity",
  base: "j_kg_k",
  units: [
    {
      code: "j_kg_k",
      label: "Joule per Kilogram Kelvin",
      symbol: "J/(kg·K)",
      factor: 1,
      group: METRIC,
      terms: ["J/(kg·°C)", "J/kgK"],
    },
    {
      code: "kj_kg_k",
      label: "Kilojoule per Kilogram Kelvin",
      symbol: "kJ/(kg·K)",
      factor: 1e3,
      group: METRIC,
      terms: ["kJ/(kg·°C)", "kJ/kgK"],
    },
    {
      code: "j_g_k",
      label: "Joule per Gram Kelvin",
      symbol: "J/(g·K)",
      factor: 1e3,
      group: METRIC,
      terms: ["J/(g·°C)"],
    },
    {
      code: "btu_lb_f",
      label: "BTU (IT) per Pound Degree Fahrenheit",
      symbol: "BTU/(lb·°F)",
      factor: BTU_IT / (POUND * FAHRENHEIT_DEGREE),
      group: BTU,
      terms: ["BTU/(lb·°R)"],
      note: "International Table BTU (1055.05585262 J).",
    },
    {
      code: "btu_th_lb_f",
      label: "BTU (thermochemical) per Pound Degree Fahrenheit",
      symbol: "BTU (th)/(lb·°F)",
      factor: BTU_TH / (POUND * FAHRENHEIT_DEGREE),
      group: BTU,
      note: "Thermochemical BTU (1054.3502645 J).",
    },
    {
      code: "cal_g_c",
      label: "Calorie (IT) per Gram Degree Celsius",
      symbol: "cal/(g·°C)",
      factor: CALORIE_IT / 1e-3,
      group: CALORIE,
      note: "International Table calorie (4.1868 J).",
    },
    {
      code: "cal_th_g_c",
      label: "Calorie (thermochemical) per Gram Degree Celsius",
      symbol: "cal (th)/(g·°C)",
      factor: CALORIE_TH / 1e-3,
      group: CALORIE,
      note: "Thermochemical calorie (4.184 J), the calorie of chemistry.",
    },
    {
      code: "kcal_kg_c",
      label: "Kilocalorie (IT) per Kilogram Degree Celsius",
      symbol: "kcal/(kg·°C)",
      factor: 1e3 * CALORIE_IT,
      group: CALORIE,
      note: "International Table kilocalorie (4186.8 J).",
    },
    {
      code: "kcal_th_kg_c",
      label: "Kilocalorie (thermochemical) per Kilogram Degree Celsius",
      symbol: "kcal (th)/(kg·°C)",
      factor: 1e3 * CALORIE_TH,
      group: CALORIE,
      note: "Thermochemical kilocalorie (4184 J).",
    },
  ],
};
