import type { Category } from "../types.ts";
import { ABAMPERE } from "./shared/constants.ts";

/** CGS-EMU definition with 4π exact, as the SI Brochure's table of CGS units gives it. */
const GILBERT = 10 / (4 * Math.PI);

export const category: Category = {
  id: "magnetomotive-force",
  name: "Magnetomotive force",
  base: "at",
  units: [
    {
      code: "at",
      label: "Ampere-turn",
      symbol: "At",
      factor: 1,
      group: "Metric",
      terms: ["A·t", "ampere-turns"],
    },
    {
      code: "ab",
      label: "Abampere-turn (10 A)",
      symbol: "abA·t",
      factor: ABAMPERE,
      group: "CGS",
      terms: ["biot-turn"],
    },
    {
      code: "gi",
      label: "Gilbert",
      symbol: "Gb",
      factor: GILBERT,
      group: "CGS",
      terms: ["Gi"],
      note: "1 Gb = 10/(4π) At ≈ 0.795775 At (CGS definition).",
    },
    { code: "a", label: "Ampere (= 1 ampere-turn)", symbol: "A", factor: 1, group: "Metric" },
    { code: "kat", label: "Kiloampere-turn", symbol: "kAt", factor: 1e3, group: "Metric" },
    { code: "mega_at", label: "Megaampere-turn", symbol: "MAt", factor: 1e6, group: "Metric" },
    { code: "mat", label: "Milliampere-turn", symbol: "mAt", factor: 1e-3, group: "Metric" },
    {
      code: "oe_cm",
      label: "Oersted-Centimeter (= 1 gilbert)",
      symbol: "Oe·cm",
      factor: GILBERT,
      group: "CGS",
    },
  ],
};
