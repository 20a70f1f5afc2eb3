import type { Category } from "../types.ts";

/** One turn and one degree in radians, exact by definition. */
const TURN = 2 * Math.PI;
const DEGREE = Math.PI / 180;

/** Angular acceleration, in radians per second squared. */
export const category: Category = {
  id: "acceleration-angular",
  name: "Angular acceleration",
  base: "rad_s2",
  units: [
    {
      code: "rad_s2",
      label: "Radian per Second Squared",
      symbol: "rad/s²",
      factor: 1,
      group: "Radian",
    },
    {
      code: "rad_min2",
      label: "Radian per Minute Squared",
      symbol: "rad/min²",
      factor: 1 / 60 ** 2,
      group: "Radian",
    },
    {
      code: "mrad_s2",
      label: "Milliradian per Second Squared",
      symbol: "mrad/s²",
      factor: 1e-3,
      group: "Radian",
    },
    {
      code: "deg_s2",
      label: "Degree per Second Squared",
      symbol: "°/s²",
      factor: DEGREE,
      group: "Degree",
      terms: ["deg/s²"],
    },
    {
      code: "deg_min2",
      label: "Degree per Minute Squared",
      symbol: "°/min²",
      factor: DEGREE / 60 ** 2,
      group: "Degree",
      terms: ["deg/min²"],
    },
    {
      code: "rev_min2",
      label: "Revolution per Minute Squared",
      symbol: "rev/min²",
      factor: TURN / 60 ** 2,
      group: "Revolution",
    },
    {
      code: "rev_s2",
      label: "Revolution per Second Squared",
      symbol: "rev/s²",
      factor: TURN,
      group: "Revolution",
    },
    {
      code: "rev_min_s",
      label: "Revolution per Minute per Second",
      symbol: "rpm/s",
      factor: TURN / 60,
      group: "Revolution",
      terms: ["rpm per second"],
    },
  ],
};
