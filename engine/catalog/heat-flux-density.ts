import type { Category } from "../types.ts";
import { BTU_IT, CALORIE_IT, FOOT } from "./shared/constants.ts";

/** The hour in seconds. */
const HOUR = 3600;

/** Heat flux density (heat flow per area), in watts per square meter. */
export const category: Category = {
  id: "heat-flux-density",
  name: "Heat flux density",
  base: "w_m2",
  units: [
    { code: "w_m2", label: "Watt per Square Meter", symbol: "W/m²", factor: 1 },
    {
      code: "btu_h_ft2",
      label: "BTU per Hour Square Foot",
      symbol: "BTU/(h·ft²)",
      factor: BTU_IT / (HOUR * FOOT ** 2),
      note: "International Table BTU (1055.05585262 J).",
    },
    {
      code: "cal_s_cm2",
      label: "Calorie per Second Square Centimeter",
      symbol: "cal/(s·cm²)",
      factor: CALORIE_IT / 1e-4,
      note: "International Table calorie (4.1868 J).",
    },
    {
      code: "kcal_h_m2",
      label: "Kilocalorie per Hour Square Meter",
      symbol: "kcal/(h·m²)",
      factor: (1e3 * CALORIE_IT) / HOUR,
      note: "International Table kilocalorie (4186.8 J).",
    },
  ],
};
