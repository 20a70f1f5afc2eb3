import type { Category } from "../types.ts";
import { BTU_IT, BTU_TH, CALORIE_IT, FAHRENHEIT_DEGREE, HOUR } from "./shared/constants.ts";

const BTU_NOTE = "International Table BTU (1055.05585262 J).";
const BTU_TH_NOTE = "Thermochemical BTU (1054.3502645 J).";

const METRIC = "Metric";
const BTU = "BTU";
const CALORIE = "Calorie";

/** Thermal resistance (temperature difference per heat flow), in kelvins per watt. */
export const category: Category = {
  id: "thermal-resistance",
  name: "Thermal resistance",
  base: "k_w",
  units: [
    { code: "k_w", label: "Kelvin per Watt", symbol: "K/W", factor: 1, group: METRIC },
    { code: "c_w", label: "Degree Celsius per Watt", symbol: "°C/W", factor: 1, group: METRIC },
    {
      code: "k_kw",
      label: "Kelvin per Kilowatt",
      symbol: "K/kW",
      factor: 1e-3,
      group: METRIC,
    },
    {
      code: "f_btu_h",
      label: "Degree Fahrenheit Hour per BTU (IT)",
      symbol: "°F·h/BTU",
      factor: (FAHRENHEIT_DEGREE * HOUR) / BTU_IT,
      group: BTU,
      note: BTU_NOTE,
    },
    {
      code: "r_btu_h",
      label: "Degree Rankine Hour per BTU (IT)",
      symbol: "°R·h/BTU",
      factor: (FAHRENHEIT_DEGREE * HOUR) / BTU_IT,
      group: BTU,
      note: BTU_NOTE,
    },
    {
      code: "f_btu_s",
      label: "Degree Fahrenheit Second per BTU (IT)",
      symbol: "°F·s/BTU",
      factor: FAHRENHEIT_DEGREE / BTU_IT,
      group: BTU,
      note: BTU_NOTE,
    },
    {
      code: "f_btu_th_h",
      label: "Degree Fahrenheit Hour per BTU (thermochemical)",
      symbol: "°F·h/BTU (th)",
      factor: (FAHRENHEIT_DEGREE * HOUR) / BTU_TH,
      group: BTU,
      note: BTU_TH_NOTE,
    },
    {
      code: "f_btu_th_s",
      label: "Degree Fahrenheit Second per BTU (thermochemical)",
      symbol: "°F·s/BTU (th)",
      factor: FAHRENHEIT_DEGREE / BTU_TH,
      group: BTU,
      note: BTU_TH_NOTE,
    },
    {
      code: "c_kcal_h",
      label: "Degree Celsius Hour per Kilocalorie (IT)",
      symbol: "°C·h/kcal",
      factor: HOUR / (1e3 * CALORIE_IT),
      group: CALORIE,
      note: "International Table kilocalorie (4186.8 J).",
    },
    {
      code: "c_cal_s",
      label: "Degree Celsius Second per Calorie (IT)",
      symbol: "°C·s/cal",
      factor: 1 / CALORIE_IT,
      group: CALORIE,
      note: "International Table calorie (4.1868 J).",
    },
  ],
};
