import type { Category } from "../types.ts";
import { BTU_IT, CALORIE_IT, FOOT } from "./shared/constants.ts";

/** Heat density (energy per volume), in joules per cubic meter. */
export const category: Category = {
  id: "heat-density",
  name: "Heat density",
  base: "j_m3",
  units: [
    { code: "j_m3", label: "Joule per Cubic Meter", symbol: "J/m³", factor: 1 },
    {
      code: "btu_ft3",
      label: "BTU per Cubic Foot",
      symbol: "BTU/ft³",
      factor: BTU_IT / FOOT ** 3,
      note: "International Table BTU (1055.05585262 J).",
    },
    {
      code: "cal_cm3",
      label: "Calorie per Cubic Centimeter",
      symbol: "cal/cm³",
      factor: CALORIE_IT / 1e-6,
      note: "International Table calorie (4.1868 J).",
    },
    { code: "wh_l", label: "Watt-hour per Liter", symbol: "Wh/L", factor: 3600 / 1e-3 },
  ],
};
