import type { Category } from "../types.ts";
import { POUND } from "./shared/constants.ts";

/** Mass flow rate, in kilograms per second. */
export const category: Category = {
  id: "flow-mass",
  name: "Mass flow rate",
  base: "kg_s",
  units: [
    { code: "kg_s", label: "Kilogram per Second", symbol: "kg/s", factor: 1 },
    { code: "g_s", label: "Gram per Second", symbol: "g/s", factor: 1e-3 },
    { code: "lb_s", label: "Pound per Second", symbol: "lb/s", factor: POUND },
    {
      code: "ton_h",
      label: "Metric Ton (Tonne) per Hour",
      symbol: "t/h",
      factor: 1e3 / 3600,
      note: "Metric ton of 1000 kg, not the US short ton or the imperial long ton.",
    },
  ],
};
