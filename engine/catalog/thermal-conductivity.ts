import type { Category } from "../types.ts";
import {
  BTU_IT,
  BTU_TH,
  CALORIE_IT,
  CALORIE_TH,
  FAHRENHEIT_DEGREE,
  FOOT,
  HOUR,
  INCH,
} from "./shared/constants.ts";

const BTU_NOTE = "International Table BTU (1055.05585262 J).";
const BTU_TH_NOTE = "Thermochemical BTU (1054.3502645 J).";
const CAL_NOTE = "International Table calorie (4.1868 J).";
const CAL_TH_NOTE = "Thermochemical calorie (4.184 J).";

const METRIC = "Metric";
const BTU = "BTU";
const CALORIE = "Calorie";

/** BTU per hour, per foot (or per square foot per inch of thickness), per °F. */
const PER_H_FT_F = HOUR * FOOT * FAHRENHEIT_DEGREE;
const PER_H_FT2_F_IN = (HOUR * FOOT ** 2 * FAHRENHEIT_DEGREE) / INCH;

/** Thermal conductivity (heat flow per length and degree), in watts per meter kelvin. */
export const category: Category = {
  id: "thermal-conductivity",
  name: "Thermal conductivity",
  base: "w_m_k",
  units: [
    {
      code: "w_m_k",
      label: "Watt per Meter Kelvin",
      symbol: "W/(m·K)",
      factor: 1,
      group: METRIC,
      terms: ["W/(m·°C)", "W/mK"],
    },
    {
      code: "mw_m_k",
      label: "Milliwatt per Meter Kelvin",
      symbol: "mW/(m·K)",
      factor: 1e-3,
      group: METRIC,
      terms: ["mW/mK"],
    },
    {
      code: "w_cm_k",
      label: "Watt per Centimeter Kelvin",
      symbol: "W/(cm·K)",
      factor: 1e2,
      group: METRIC,
      terms: ["W/(cm·°C)"],
    },
    {
      code: "btu_h_ft_f",
      label: "BTU (IT) per Hour Foot Degree Fahrenheit",
      symbol: "BTU/(h·ft·°F)",
      factor: BTU_IT / PER_H_FT_F,
      group: BTU,
      terms: ["BTU·ft/(h·ft²·°F)"],
      note: BTU_NOTE,
    },
    {
      code: "btu_in_h_ft2_f",
      label: "BTU (IT) Inch per Hour Square Foot Degree Fahrenheit",
      symbol: "BTU·in/(h·ft²·°F)",
      factor: BTU_IT / PER_H_FT2_F_IN,
      group: BTU,
      terms: ["k-value"],
      note: BTU_NOTE,
    },
    {
      code: "btu_th_h_ft_f",
      label: "BTU (thermochemical) per Hour Foot Degree Fahrenheit",
      symbol: "BTU (th)/(h·ft·°F)",
      factor: BTU_TH / PER_H_FT_F,
      group: BTU,
      note: BTU_TH_NOTE,
    },
    {
      code: "btu_th_in_h_ft2_f",
      label: "BTU (thermochemical) Inch per Hour Square Foot Degree Fahrenheit",
      symbol: "BTU (th)·in/(h·ft²·°F)",
      factor: BTU_TH / PER_H_FT2_F_IN,
      group: BTU,
      note: BTU_TH_NOTE,
    },
    {
      code: "cal_s_cm_c",
      label: "Calorie (IT) per Second Centimeter Degree Celsius",
      symbol: "cal/(s·cm·°C)",
      factor: CALORIE_IT / 1e-2,
      group: CALORIE,
      note: CAL_NOTE,
    },
    {
      code: "cal_th_s_cm_c",
      label: "Calorie (thermochemical) per Second Centimeter Degree Celsius",
      symbol: "cal (th)/(s·cm·°C)",
      factor: CALORIE_TH / 1e-2,
      group: CALORIE,
      note: CAL_TH_NOTE,
    },
    {
      code: "kcal_h_m_c",
      label: "Kilocalorie (IT) per Hour Meter Degree Celsius",
      symbol: "kcal/(h·m·°C)",
      factor: (1e3 * CALORIE_IT) / HOUR,
      group: CALORIE,
      note: "International Table kilocalorie (4186.8 J).",
    },
    {
      code: "kcal_th_h_m_c",
      label: "Kilocalorie (thermochemical) per Hour Meter Degree Celsius",
      symbol: "kcal (th)/(h·m·°C)",
      factor: (1e3 * CALORIE_TH) / HOUR,
      group: CALORIE,
      note: "Thermochemical kilocalorie (4184 J).",
    },
  ],
};
