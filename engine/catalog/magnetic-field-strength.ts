import type { Category } from "../types.ts";
import { INCH } from "./shared/constants.ts";

export const category: Category = {
  id: "magnetic-field-strength",
  name: "Magnetic field strength",
  base: "a_m",
  units: [
    { code: "a_m", label: "Ampere per Meter", symbol: "A/m", factor: 1 },
    {
      code: "oe",
      label: "Oersted",
      symbol: "Oe",
      // CGS-EMU definition with 4π exact, as the SI Brochure's table of CGS units gives it.
      factor: 1000 / (4 * Math.PI),
      note: "1 Oe = 1000/(4π) A/m ≈ 79.577472 A/m (CGS definition).",
    },
    { code: "at_m", label: "Ampere-turn per Meter", symbol: "At/m", factor: 1 },
    { code: "at_in", label: "Ampere-turn per Inch", symbol: "At/in", factor: 1 / INCH },
  ],
};
