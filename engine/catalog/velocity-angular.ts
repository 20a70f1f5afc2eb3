import type { Category } from "../types.ts";

/** Angular velocity, in radians per second. */
export const category: Category = {
  id: "velocity-angular",
  name: "Angular velocity",
  base: "rad_s",
  units: [
    { code: "rad_s", label: "Radian per Second", symbol: "rad/s", factor: 1 },
    { code: "deg_s", label: "Degree per Second", symbol: "°/s", factor: Math.PI / 180 },
    { code: "rev_min", label: "Revolution per Minute", symbol: "rpm", factor: (2 * Math.PI) / 60 },
    { code: "rev_s", label: "Revolution per Second", symbol: "rev/s", factor: 2 * Math.PI },
  ],
};
