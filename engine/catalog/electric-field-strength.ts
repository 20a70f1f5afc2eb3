import type { Category } from "../types.ts";
import { FOOT } from "./shared/constants.ts";

export const category: Category = {
  id: "electric-field-strength",
  name: "Electric field strength",
  base: "v_m",
  units: [
    { code: "v_m", label: "Volt per Meter", symbol: "V/m", factor: 1 },
    { code: "v_cm", label: "Volt per Centimeter", symbol: "V/cm", factor: 100 },
    { code: "v_ft", label: "Volt per Foot", symbol: "V/ft", factor: 1 / FOOT },
    { code: "kv_m", label: "Kilovolt per Meter", symbol: "kV/m", factor: 1e3 },
  ],
};
