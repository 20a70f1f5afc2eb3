import type { Category } from "../types.ts";

export const category: Category = {
  id: "magnetomotive-force",
  name: "Magnetomotive force",
  base: "at",
  units: [
    { code: "at", label: "Ampere-turn", symbol: "At", factor: 1 },
    { code: "ab", label: "Abampere-turn (10 A)", symbol: "abA·t", factor: 10 },
    {
      code: "gi",
      label: "Gilbert",
      symbol: "Gb",
      // CGS-EMU definition with 4π exact, as the SI Brochure's table of CGS units gives it.
      factor: 10 / (4 * Math.PI),
      note: "1 Gb = 10/(4π) At ≈ 0.795775 At (CGS definition).",
    },
    { code: "a", label: "Ampere (= 1 ampere-turn)", symbol: "A", factor: 1 },
  ],
};
