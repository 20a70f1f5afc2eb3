import { bothWays, type Side } from "../define.ts";
import type { Page } from "../page.ts";
import { area, length, temperature, volume, weight } from "./common.ts";
import { angle, power, speed } from "./popular.ts";

const CM: Side = ["cm", "Centimeters"];
const IN: Side = ["in", "Inches"];
const MM: Side = ["mm", "Millimeters"];
const M: Side = ["m", "Meters"];
const FT: Side = ["ft", "Feet"];
const KM: Side = ["km", "Kilometers"];
const MI: Side = ["mi", "Miles"];
const KG: Side = ["kg", "Kilograms"];
const LB: Side = ["lb", "Pounds"];

export const [cmToIn, inToCm] = bothWays(length, CM, IN, ["mm", "m", "ft"], {
  forward: ["/cm-to-inches"],
  reverse: ["/inches-to-cm"],
});

export const [mmToIn, inToMm] = bothWays(length, MM, IN, ["cm", "ft", "m"]);

export const [mToFt, ftToM] = bothWays(length, M, FT, ["cm", "in", "yd"]);

export const [kmToMi, miToKm] = bothWays(length, KM, MI, ["m", "ft", "nmi"], {
  forward: ["/km-to-miles"],
  reverse: ["/miles-to-km"],
});

export const [cmToFt, ftToCm] = bothWays(length, CM, FT, ["in", "m", "mm"]);

export const [inToFt, ftToIn] = bothWays(length, IN, FT, ["cm", "m", "mm"]);

export const [mToYd, ydToM] = bothWays(length, M, ["yd", "Yards"], ["ft", "cm", "in"]);

export const [kgToLb, lbToKg] = bothWays(weight, KG, LB, ["g", "oz", "st"], {
  forward: ["/kg-to-lbs", "/kg-to-pounds"],
  reverse: ["/lbs-to-kg", "/pounds-to-kg"],
});

export const [gToOz, ozToG] = bothWays(
  weight,
  ["g", "Grams"],
  ["oz", "Ounces"],
  ["kg", "lb", "st"],
);

export const [lbToOz, ozToLb] = bothWays(weight, LB, ["oz", "Ounces"], ["kg", "g", "st"]);

export const [cToF, fToC] = bothWays(temperature, ["c", "Celsius"], ["f", "Fahrenheit"], []);

export const [lToGal, galToL] = bothWays(
  volume,
  ["l", "Liters"],
  ["gal", "Gallons"],
  ["gal_uk", "ml", "qt"],
);

export const [mlToCup, cupToMl] = bothWays(
  volume,
  ["ml", "Milliliters"],
  ["cup", "Cups"],
  ["l", "fl_oz", "gal"],
);

export const [mphToKph, kphToMph] = bothWays(
  speed,
  ["mph", "Miles per Hour"],
  ["kph", "Kilometers per Hour"],
  ["mps", "fps", "knot"],
);

export const [acToSqft, sqftToAc] = bothWays(
  area,
  ["ac", "Acres"],
  ["sqft", "Square Feet"],
  ["sqm", "sqyd", "ha"],
);

export const [radToDeg, degToRad] = bothWays(
  angle,
  ["rad", "Radians"],
  ["deg", "Degrees"],
  ["grad", "turn", "arcmin"],
);

export const [hpToKw, kwToHp] = bothWays(
  power,
  ["hp", "Horsepower"],
  ["kw", "Kilowatts"],
  ["w", "btu_h", "ft_lbf_s"],
);

/**
 * The 34 short single-pair pages of docs/spec/units.md §3.6, forward page first, each followed by
 * its reverse. Each also answers its long path (`/centimeters-to-inches`); the short forms people
 * type as well are listed here (docs/spec/site.md §2.2).
 */
export const pairPages: readonly Page[] = [
  cmToIn,
  inToCm,
  mmToIn,
  inToMm,
  mToFt,
  ftToM,
  kmToMi,
  miToKm,
  cmToFt,
  ftToCm,
  inToFt,
  ftToIn,
  mToYd,
  ydToM,
  kgToLb,
  lbToKg,
  gToOz,
  ozToG,
  lbToOz,
  ozToLb,
  cToF,
  fToC,
  lToGal,
  galToL,
  mlToCup,
  cupToMl,
  mphToKph,
  kphToMph,
  acToSqft,
  sqftToAc,
  radToDeg,
  degToRad,
  hpToKw,
  kwToHp,
];
