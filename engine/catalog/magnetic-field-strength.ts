import type { Category } from "../types.ts";
import { INCH } from "./shared/constants.ts";

/** CGS-EMU definition with 4π exact, as the SI Brochure's table of CGS units gives it. */
const OERSTED = 1000 / (4 * Math.PI);

export const category: Category = {
  id: "magnetic-field-strength",
  name: "Magnetic field strength",
  base: "a_m",
  units: [
    { code: "a_m", label: "Ampere per Meter", symbol: "A/m", factor: 1, group: "Metric" },
    {
      code: "oe",
      label: "Oersted",
      symbol: "Oe",
      factor: OERSTED,
      group: "CGS",
      note: "1 Oe = 1000/(4π) A/m ≈ 79.577472 A/m (CGS definition).",
    },
    { code: "at_m", label: "Ampere-turn per Meter", symbol: "At/m", factor: 1, group: "Metric" },
    {
      code: "at_in",
      label: "Ampere-turn per Inch",
      symbol: "At/in",
      factor: 1 / INCH,
      group: "Imperial",
    },
    { code: "ka_m", label: "Kiloampere per Meter", symbol: "kA/m", factor: 1e3, group: "Metric" },
    { code: "koe", label: "Kilooersted", symbol: "kOe", factor: 1e3 * OERSTED, group: "CGS" },
    { code: "a_cm", label: "Ampere per Centimeter", symbol: "A/cm", factor: 100, group: "Metric" },
    {
      code: "mega_a_m",
      label: "Megaampere per Meter",
      symbol: "MA/m",
      factor: 1e6,
      group: "Metric",
    },
  ],
};
