import type { Category } from "../types.ts";
import { FOOT, POUND_FORCE } from "./shared/constants.ts";

/** Dynamic (absolute) viscosity, in pascal seconds. */
export const category: Category = {
  id: "viscosity-dynamic",
  name: "Dynamic viscosity",
  base: "pa_s",
  units: [
    { code: "pa_s", label: "Pascal Second", symbol: "Pa·s", factor: 1 },
    { code: "cp", label: "Centipoise", symbol: "cP", factor: 1e-3 },
    { code: "p", label: "Poise", symbol: "P", factor: 0.1 },
    {
      code: "lbf_s_ft2",
      label: "Pound-force Second per Square Foot",
      symbol: "lbf·s/ft²",
      factor: POUND_FORCE / FOOT ** 2,
    },
  ],
};
