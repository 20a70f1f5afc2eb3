import type { Category } from "../types.ts";
import { FOOT, KILOGRAM_FORCE, POUND, POUND_FORCE } from "./shared/constants.ts";

/** Force, in newtons. */
export const category: Category = {
  id: "force",
  name: "Force",
  base: "n",
  units: [
    { code: "n", label: "Newton", symbol: "N", factor: 1 },
    { code: "kn", label: "Kilonewton", symbol: "kN", factor: 1e3 },
    { code: "lbf", label: "Pound-force", symbol: "lbf", factor: POUND_FORCE },
    { code: "kgf", label: "Kilogram-force", symbol: "kgf", factor: KILOGRAM_FORCE },
    { code: "dyn", label: "Dyne", symbol: "dyn", factor: 1e-5 },
    // 1 lb·ft/s²: the force that accelerates a pound at one foot per second squared.
    { code: "pdl", label: "Poundal", symbol: "pdl", factor: POUND * FOOT },
  ],
};
