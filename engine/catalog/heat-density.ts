import type { Category } from "../types.ts";
import { BTU_IT, CALORIE_IT, FOOT, HOUR, LITER, US_GALLON } from "./shared/constants.ts";

const BTU_NOTE = "International Table BTU (1055.05585262 J).";

const METRIC = "Metric";
const BTU = "BTU";
const CALORIE = "Calorie";

/**
 * Heat density (energy per volume), in joules per cubic meter: heating values of fuels and gases,
 * energy density of batteries. A lowercase `m` before a unit is milli; mega is spelled out
 * (`mega_j_m3` = MJ/m³).
 */
export const category: Category = {
  id: "heat-density",
  name: "Heat density",
  base: "j_m3",
  units: [
    { code: "j_m3", label: "Joule per Cubic Meter", symbol: "J/m³", factor: 1, group: METRIC },
    {
      code: "kj_m3",
      label: "Kilojoule per Cubic Meter",
      symbol: "kJ/m³",
      factor: 1e3,
      group: METRIC,
    },
    {
      code: "mega_j_m3",
      label: "Megajoule per Cubic Meter",
      symbol: "MJ/m³",
      factor: 1e6,
      group: METRIC,
      terms: ["MJ/m3"],
    },
    {
      code: "kwh_m3",
      label: "Kilowatt-hour per Cubic Meter",
      symbol: "kWh/m³",
      factor: 1e3 * HOUR,
      group: METRIC,
    },
    {
      code: "wh_l",
      label: "Watt-hour per Liter",
      symbol: "Wh/L",
      factor: HOUR / LITER,
      group: METRIC,
    },
    {
      code: "mega_j_l",
      label: "Megajoule per Liter",
      symbol: "MJ/L",
      factor: 1e6 / LITER,
      group: METRIC,
      terms: ["MJ/l"],
    },
    {
      code: "btu_ft3",
      label: "BTU (IT) per Cubic Foot",
      symbol: "BTU/ft³",
      factor: BTU_IT / FOOT ** 3,
      group: BTU,
      terms: ["BTU/scf", "BTU/cf"],
      note: BTU_NOTE,
    },
    {
      code: "btu_gal",
      label: "BTU (IT) per Gallon (US)",
      symbol: "BTU/gal",
      factor: BTU_IT / US_GALLON,
      group: BTU,
      note: BTU_NOTE,
    },
    {
      code: "cal_cm3",
      label: "Calorie (IT) per Cubic Centimeter",
      symbol: "cal/cm³",
      factor: CALORIE_IT / 1e-6,
      group: CALORIE,
      note: "International Table calorie (4.1868 J).",
    },
    {
      code: "kcal_m3",
      label: "Kilocalorie (IT) per Cubic Meter",
      symbol: "kcal/m³",
      factor: 1e3 * CALORIE_IT,
      group: CALORIE,
      note: "International Table kilocalorie (4186.8 J).",
    },
  ],
};
