import type { Category } from "../types.ts";
import { FOOT, INCH, KILOGRAM_FORCE, POUND_FORCE } from "./shared/constants.ts";

/** Torque and moment of force, in newton meters. Shared by /torque and /moment-force. */
export const category: Category = {
  id: "torque",
  name: "Torque (moment of force)",
  base: "nm",
  units: [
    { code: "nm", label: "Newton Meter", symbol: "N·m", factor: 1 },
    { code: "lbf_ft", label: "Pound-force Foot", symbol: "lbf·ft", factor: POUND_FORCE * FOOT },
    { code: "lbf_in", label: "Pound-force Inch", symbol: "lbf·in", factor: POUND_FORCE * INCH },
    { code: "kgf_m", label: "Kilogram-force Meter", symbol: "kgf·m", factor: KILOGRAM_FORCE },
    { code: "dyn_cm", label: "Dyne Centimeter", symbol: "dyn·cm", factor: 1e-5 * 1e-2 },
  ],
};
