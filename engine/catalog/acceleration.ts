import type { Category } from "../types.ts";

/** Linear acceleration, in meters per second squared. */
export const category: Category = {
  id: "acceleration",
  name: "Acceleration",
  base: "m_s2",
  units: [
    { code: "m_s2", label: "Meter per Second Squared", symbol: "m/s²", factor: 1 },
    { code: "ft_s2", label: "Foot per Second Squared", symbol: "ft/s²", factor: 0.3048 },
    // Standard gravity g₀ is exact by definition (CGPM 1901).
    { code: "g", label: "Standard Gravity", symbol: "g₀", factor: 9.80665 },
    { code: "gal", label: "Gal (Galileo)", symbol: "Gal", factor: 0.01 },
  ],
};
