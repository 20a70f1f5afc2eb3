import type { Category } from "../types.ts";
import { BTU_IT, CALORIE_IT, FOOT } from "./shared/constants.ts";

/** Size of one Fahrenheit degree in kelvins, and the hour in seconds, exact. */
const FAHRENHEIT_DEGREE = 5 / 9;
const HOUR = 3600;

/** Heat transfer coefficient (heat flux per degree), in watts per square meter kelvin. */
export const category: Category = {
  id: "heat-transfer-coefficient",
  name: "Heat transfer coefficient",
  base: "w_m2_k",
  units: [
    { code: "w_m2_k", label: "Watt per Square Meter Kelvin", symbol: "W/(m²·K)", factor: 1 },
    {
      code: "btu_h_ft2_f",
      label: "BTU per Hour Square Foot Degree Fahrenheit",
      symbol: "BTU/(h·ft²·°F)",
      factor: BTU_IT / (HOUR * FOOT ** 2 * FAHRENHEIT_DEGREE),
      note: "International Table BTU (1055.05585262 J).",
    },
    {
      code: "cal_s_cm2_c",
      label: "Calorie per Second Square Centimeter Degree Celsius",
      symbol: "cal/(s·cm²·°C)",
      factor: CALORIE_IT / 1e-4,
      note: "International Table calorie (4.1868 J).",
    },
    {
      code: "kcal_h_m2_c",
      label: "Kilocalorie per Hour Square Meter Degree Celsius",
      symbol: "kcal/(h·m²·°C)",
      factor: (1e3 * CALORIE_IT) / HOUR,
      note: "International Table kilocalorie (4186.8 J).",
    },
  ],
};
