import type { Category } from "../types.ts";

/** Elementary charge, exact since the 2019 SI (C). */
const ELEMENTARY_CHARGE = 1.602176634e-19;

export const category: Category = {
  id: "charge",
  name: "Electric charge",
  base: "c",
  units: [
    { code: "c", label: "Coulomb", symbol: "C", factor: 1 },
    { code: "ah", label: "Ampere-hour", symbol: "Ah", factor: 3600 },
    { code: "mah", label: "Milliampere-hour", symbol: "mAh", factor: 3.6 },
    { code: "e", label: "Elementary Charge", symbol: "e", factor: ELEMENTARY_CHARGE },
  ],
};
