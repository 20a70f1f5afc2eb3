import type { Category } from "../types.ts";

/** Angular acceleration, in radians per second squared. */
export const category: Category = {
  id: "acceleration-angular",
  name: "Angular acceleration",
  base: "rad_s2",
  units: [
    { code: "rad_s2", label: "Radian per Second Squared", symbol: "rad/s²", factor: 1 },
    { code: "deg_s2", label: "Degree per Second Squared", symbol: "°/s²", factor: Math.PI / 180 },
    {
      code: "rev_min2",
      label: "Revolution per Minute Squared",
      symbol: "rev/min²",
      factor: (2 * Math.PI) / 60 ** 2,
    },
    {
      code: "rev_s2",
      label: "Revolution per Second Squared",
      symbol: "rev/s²",
      factor: 2 * Math.PI,
    },
  ],
};
