import type { Category } from "../types.ts";
import { HOUR } from "./shared/constants.ts";

/** One turn and one degree in radians, exact by definition. */
const TURN = 2 * Math.PI;
const DEGREE = Math.PI / 180;

/** Angular velocity, in radians per second. */
export const category: Category = {
  id: "velocity-angular",
  name: "Angular velocity",
  base: "rad_s",
  units: [
    { code: "rad_s", label: "Radian per Second", symbol: "rad/s", factor: 1, group: "Radian" },
    {
      code: "rad_min",
      label: "Radian per Minute",
      symbol: "rad/min",
      factor: 1 / 60,
      group: "Radian",
    },
    { code: "rad_h", label: "Radian per Hour", symbol: "rad/h", factor: 1 / HOUR, group: "Radian" },
    {
      code: "mrad_s",
      label: "Milliradian per Second",
      symbol: "mrad/s",
      factor: 1e-3,
      group: "Radian",
    },
    {
      code: "deg_s",
      label: "Degree per Second",
      symbol: "°/s",
      factor: DEGREE,
      group: "Degree",
      terms: ["dps", "deg/s"],
    },
    {
      code: "deg_min",
      label: "Degree per Minute",
      symbol: "°/min",
      factor: DEGREE / 60,
      group: "Degree",
      terms: ["deg/min"],
    },
    {
      code: "deg_h",
      label: "Degree per Hour",
      symbol: "°/h",
      factor: DEGREE / HOUR,
      group: "Degree",
      terms: ["deg/h", "°/hr"],
    },
    {
      code: "arcsec_s",
      label: "Arcsecond per Second",
      symbol: "″/s",
      factor: DEGREE / 3600,
      group: "Degree",
      terms: ["arcsec/s"],
    },
    {
      code: "rev_min",
      label: "Revolution per Minute",
      symbol: "rpm",
      factor: TURN / 60,
      group: "Revolution",
      terms: ["rev/min", "r/min"],
    },
    {
      code: "rev_s",
      label: "Revolution per Second",
      symbol: "rev/s",
      factor: TURN,
      group: "Revolution",
      terms: ["rps"],
    },
    {
      code: "rev_h",
      label: "Revolution per Hour",
      symbol: "rev/h",
      factor: TURN / HOUR,
      group: "Revolution",
      terms: ["rph"],
    },
  ],
};
