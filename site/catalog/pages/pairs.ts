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

/**
 * The 34 short single-pair pages of docs/spec/units.md §3.6, forward page first, each followed by
 * its reverse. Each also answers its long path (`/centimeters-to-inches`); the short forms people
 * type as well are listed here (docs/spec/site.md §2.2).
 */
export const pairPages: readonly Page[] = [
  ...bothWays(length, CM, IN, ["mm", "m", "ft"], {
    forward: ["/cm-to-inches"],
    reverse: ["/inches-to-cm"],
  }),
  ...bothWays(length, MM, IN, ["cm", "ft", "m"]),
  ...bothWays(length, M, FT, ["cm", "in", "yd"]),
  ...bothWays(length, KM, MI, ["m", "ft", "nmi"], {
    forward: ["/km-to-miles"],
    reverse: ["/miles-to-km"],
  }),
  ...bothWays(length, CM, FT, ["in", "m", "mm"]),
  ...bothWays(length, IN, FT, ["cm", "m", "mm"]),
  ...bothWays(length, M, ["yd", "Yards"], ["ft", "cm", "in"]),
  ...bothWays(weight, KG, LB, ["g", "oz", "st"], {
    forward: ["/kg-to-lbs", "/kg-to-pounds"],
    reverse: ["/lbs-to-kg", "/pounds-to-kg"],
  }),
  ...bothWays(weight, ["g", "Grams"], ["oz", "Ounces"], ["kg", "lb", "st"]),
  ...bothWays(weight, LB, ["oz", "Ounces"], ["kg", "g", "st"]),
  ...bothWays(temperature, ["c", "Celsius"], ["f", "Fahrenheit"], []),
  ...bothWays(volume, ["l", "Liters"], ["gal", "Gallons"], ["gal_uk", "ml", "qt"]),
  ...bothWays(volume, ["ml", "Milliliters"], ["cup", "Cups"], ["l", "fl_oz", "gal"]),
  ...bothWays(
    speed,
    ["mph", "Miles per Hour"],
    ["kph", "Kilometers per Hour"],
    ["mps", "fps", "knot"],
  ),
  ...bothWays(area, ["ac", "Acres"], ["sqft", "Square Feet"], ["sqm", "sqyd", "ha"]),
  ...bothWays(angle, ["rad", "Radians"], ["deg", "Degrees"], ["grad", "turn", "arcmin"]),
  ...bothWays(power, ["hp", "Horsepower"], ["kw", "Kilowatts"], ["w", "btu_h", "ft_lbf_s"]),
];
