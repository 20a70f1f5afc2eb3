import type { Category } from "../types.ts";
import { BTU_IT, CALORIE_IT, CALORIE_TH, FOOT, HOUR, INCH } from "./shared/constants.ts";

const BTU_NOTE = "International Table BTU (1055.05585262 J).";

const METRIC = "Metric";
const CUSTOMARY = "Imperial / US customary";
const CALORIE = "Calorie";

/**
 * Heat flux density (heat flow per area), in watts per square meter. A lowercase `m` before a
 * unit is milli (`mw_m2` = mW/m², the unit of geothermal heat flow).
 */
export const category: Category = {
  id: "heat-flux-density",
  name: "Heat flux density",
  base: "w_m2",
  units: [
    {
      code: "w_m2",
      label: "Watt per Square Meter",
      symbol: "W/m²",
      factor: 1,
      group: METRIC,
      terms: ["irradiance"],
    },
    {
      code: "kw_m2",
      label: "Kilowatt per Square Meter",
      symbol: "kW/m²",
      factor: 1e3,
      group: METRIC,
    },
    {
      code: "mw_m2",
      label: "Milliwatt per Square Meter",
      symbol: "mW/m²",
      factor: 1e-3,
      group: METRIC,
    },
    {
      code: "w_cm2",
      label: "Watt per Square Centimeter",
      symbol: "W/cm²",
      factor: 1e4,
      group: METRIC,
    },
    {
      code: "w_in2",
      label: "Watt per Square Inch",
      symbol: "W/in²",
      factor: 1 / INCH ** 2,
      group: CUSTOMARY,
      terms: ["watt density"],
    },
    {
      code: "w_ft2",
      label: "Watt per Square Foot",
      symbol: "W/ft²",
      factor: 1 / FOOT ** 2,
      group: CUSTOMARY,
    },
    {
      code: "erg_s_cm2",
      label: "Erg per Second Square Centimeter",
      symbol: "erg/(s·cm²)",
      factor: 1e-7 / 1e-4,
      group: METRIC,
    },
    {
      code: "btu_h_ft2",
      label: "BTU (IT) per Hour Square Foot",
      symbol: "BTU/(h·ft²)",
      factor: BTU_IT / (HOUR * FOOT ** 2),
      group: CUSTOMARY,
      note: BTU_NOTE,
    },
    {
      code: "btu_s_ft2",
      label: "BTU (IT) per Second Square Foot",
      symbol: "BTU/(s·ft²)",
      factor: BTU_IT / FOOT ** 2,
      group: CUSTOMARY,
      note: BTU_NOTE,
    },
    {
      code: "cal_s_cm2",
      label: "Calorie (IT) per Second Square Centimeter",
      symbol: "cal/(s·cm²)",
      factor: CALORIE_IT / 1e-4,
      group: CALORIE,
      note: "International Table calorie (4.1868 J).",
    },
    {
      code: "kcal_h_m2",
      label: "Kilocalorie (IT) per Hour Square Meter",
      symbol: "kcal/(h·m²)",
      factor: (1e3 * CALORIE_IT) / HOUR,
      group: CALORIE,
      note: "International Table kilocalorie (4186.8 J).",
    },
    {
      code: "ly_min",
      label: "Langley per Minute",
      symbol: "ly/min",
      factor: CALORIE_TH / 1e-4 / 60,
      group: CALORIE,
      terms: ["cal/(cm²·min)"],
      note: "1 langley = 1 thermochemical calorie (4.184 J) per cm².",
    },
  ],
};
