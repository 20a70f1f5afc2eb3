import type { Category } from "../types.ts";

/**
 * Plane angle, in radians. The spec's table gives the amount of each unit per degree; here each
 * unit's size is in radians, so 1 deg = π/180 rad and 1 rad = 180/π ≈ 57.2958°.
 */
export const category: Category = {
  id: "angle",
  name: "Angle",
  base: "rad",
  units: [
    { code: "deg", label: "Degree", symbol: "°", factor: Math.PI / 180 },
    { code: "rad", label: "Radian", symbol: "rad", factor: 1 },
    { code: "grad", label: "Gradian (gon)", symbol: "gon", factor: Math.PI / 200 },
    { code: "turn", label: "Turn (revolution)", symbol: "tr", factor: 2 * Math.PI },
    { code: "arcmin", label: "Minute of Arc", symbol: "′", factor: Math.PI / 10800 },
    { code: "arcsec", label: "Second of Arc", symbol: "″", factor: Math.PI / 648000 },
  ],
};
