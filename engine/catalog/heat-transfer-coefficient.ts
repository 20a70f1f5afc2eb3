import type { Category } from "../types.ts";
import { BTU_IT, CALORIE_IT, FAHRENHEIT_DEGREE, FOOT, HOUR } from "./shared/constants.ts";

const BTU_NOTE = "International Table BTU (1055.05585262 J).";
const R_VALUE_NOTE =
  "Thermal insulance (R-value), the reciprocal of the heat transfer coefficient (U-value): U = 1 ÷ R, so a larger R means less heat flow.";

const METRIC = "Metric";
const BTU = "BTU";
const CALORIE = "Calorie";
const R_VALUE = "R-value (reciprocal)";

/** 1 BTU_IT/(h·ft²·°F) in W/(m²·K), exact: 5.678263337… */
const BTU_H_FT2_F = BTU_IT / (HOUR * FOOT ** 2 * FAHRENHEIT_DEGREE);

/**
 * Heat transfer coefficient (heat flux per degree; the U-value of building parts), in watts per
 * square meter kelvin. The R-values are its reciprocal (thermal insulance): U = factor ÷ R.
 */
export const category: Category = {
  id: "heat-transfer-coefficient",
  name: "Heat transfer coefficient",
  base: "w_m2_k",
  units: [
    {
      code: "w_m2_k",
      label: "Watt per Square Meter Kelvin",
      symbol: "W/(m²·K)",
      factor: 1,
      group: METRIC,
      terms: ["U-value", "W/(m²·°C)", "W/m²K"],
    },
    {
      code: "kw_m2_k",
      label: "Kilowatt per Square Meter Kelvin",
      symbol: "kW/(m²·K)",
      factor: 1e3,
      group: METRIC,
    },
    {
      code: "w_cm2_k",
      label: "Watt per Square Centimeter Kelvin",
      symbol: "W/(cm²·K)",
      factor: 1e4,
      group: METRIC,
    },
    {
      code: "btu_h_ft2_f",
      label: "BTU (IT) per Hour Square Foot Degree Fahrenheit",
      symbol: "BTU/(h·ft²·°F)",
      factor: BTU_H_FT2_F,
      group: BTU,
      terms: ["U-factor"],
      note: BTU_NOTE,
    },
    {
      code: "btu_s_ft2_f",
      label: "BTU (IT) per Second Square Foot Degree Fahrenheit",
      symbol: "BTU/(s·ft²·°F)",
      factor: BTU_H_FT2_F * HOUR,
      group: BTU,
      note: BTU_NOTE,
    },
    {
      code: "cal_s_cm2_c",
      label: "Calorie (IT) per Second Square Centimeter Degree Celsius",
      symbol: "cal/(s·cm²·°C)",
      factor: CALORIE_IT / 1e-4,
      group: CALORIE,
      note: "International Table calorie (4.1868 J).",
    },
    {
      code: "kcal_h_m2_c",
      label: "Kilocalorie (IT) per Hour Square Meter Degree Celsius",
      symbol: "kcal/(h·m²·°C)",
      factor: (1e3 * CALORIE_IT) / HOUR,
      group: CALORIE,
      note: "International Table kilocalorie (4186.8 J).",
    },
    {
      code: "r_si",
      label: "R-value (SI)",
      symbol: "m²·K/W",
      factor: 1,
      relation: "reciprocal",
      group: R_VALUE,
      terms: ["RSI", "thermal insulance"],
      note: R_VALUE_NOTE,
    },
    {
      code: "r_us",
      label: "R-value (US)",
      symbol: "ft²·°F·h/BTU",
      factor: BTU_H_FT2_F,
      relation: "reciprocal",
      group: R_VALUE,
      terms: ["thermal insulance"],
      note: `${R_VALUE_NOTE} US R-values use the IT BTU: R-1 (US) = 0.1761102 m²·K/W.`,
    },
  ],
};
