import type { Category } from "../types.ts";

const TURN = 2 * Math.PI;
const ARCSECOND = Math.PI / 648000;

/**
 * Plane angle, in radians. The spec's table (docs/spec/units.md §3.3) gives the amount of each unit
 * per degree; here each unit's size is in radians, so 1 deg = π/180 rad and 1 rad = 180/π ≈
 * 57.2958°.
 */
export const category: Category = {
  id: "angle",
  name: "Angle",
  base: "rad",
  units: [
    {
      code: "deg",
      label: "Degree",
      symbol: "°",
      factor: Math.PI / 180,
      group: "Degree",
      terms: ["degree of arc"],
    },
    { code: "rad", label: "Radian", symbol: "rad", factor: 1, group: "Radian" },
    {
      code: "grad",
      label: "Gradian (gon)",
      symbol: "gon",
      factor: Math.PI / 200,
      group: "Fraction of a turn",
      terms: ["grade"],
    },
    {
      code: "turn",
      label: "Turn (revolution)",
      symbol: "tr",
      factor: TURN,
      group: "Fraction of a turn",
      terms: ["rev", "circle", "cycle"],
    },
    {
      code: "arcmin",
      label: "Minute of Arc",
      symbol: "′",
      factor: Math.PI / 10800,
      group: "Degree",
      terms: ["arcminute", "MOA"],
    },
    {
      code: "arcsec",
      label: "Second of Arc",
      symbol: "″",
      factor: ARCSECOND,
      group: "Degree",
      terms: ["arcsecond"],
    },
    // Added for issue 14 (depth): units beyond the spec's list (docs/spec/units.md §3.3), most
    // used first in each group.
    {
      code: "mas",
      label: "Milliarcsecond",
      symbol: "mas",
      factor: ARCSECOND / 1e3,
      group: "Degree",
    },
    {
      code: "µas",
      label: "Microarcsecond",
      symbol: "µas",
      factor: ARCSECOND / 1e6,
      group: "Degree",
    },
    { code: "mrad", label: "Milliradian", symbol: "mrad", factor: 1e-3, group: "Radian" },
    { code: "µrad", label: "Microradian", symbol: "µrad", factor: 1e-6, group: "Radian" },
    {
      code: "mil",
      label: "Mil (NATO, 1/6400 turn)",
      symbol: "mil",
      factor: TURN / 6400,
      group: "Fraction of a turn",
      terms: ["angular mil", "NATO mil"],
      note: "The NATO mil, 1/6400 of a turn. The Warsaw Pact mil is 1/6000 of a turn, the Swedish streck 1/6300.",
    },
    {
      code: "quadrant",
      label: "Quadrant (right angle, 90°)",
      symbol: "quadrant",
      factor: TURN / 4,
      group: "Fraction of a turn",
      terms: ["right angle"],
    },
    {
      code: "point",
      label: "Point (compass, 11.25°)",
      symbol: "pt",
      factor: TURN / 32,
      group: "Fraction of a turn",
      terms: ["compass point"],
    },
    {
      code: "hour_angle",
      label: "Hour (of right ascension, 15°)",
      symbol: "h",
      factor: TURN / 24,
      group: "Fraction of a turn",
      terms: ["hour angle", "right ascension"],
    },
    {
      code: "sextant",
      label: "Sextant (60°)",
      symbol: "sextant",
      factor: TURN / 6,
      group: "Fraction of a turn",
    },
    {
      code: "sign",
      label: "Sign (zodiac, 30°)",
      symbol: "sign",
      factor: TURN / 12,
      group: "Fraction of a turn",
    },
  ],
};
