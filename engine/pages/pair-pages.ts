import type { ConverterPage } from "../types.ts";

/** One side of a pair page: the unit code as the slug spells it, and its plural name. */
type Side = readonly [code: string, name: string];

/**
 * A pair page and its reverse (unit spec §3.6): the same units, each page listing its own default
 * pair first, then the others in the spec's order. Slugs are `<from>-to-<to>`, titles
 * "<From> to <To>".
 */
function bothWays(category: string, a: Side, b: Side, others: readonly string[]): ConverterPage[] {
  const page = ([from, fromName]: Side, [to, toName]: Side): ConverterPage => ({
    slug: `${from}-to-${to}`,
    title: `${fromName} to ${toName}`,
    category,
    units: [from, to, ...others],
    from,
    to,
  });
  return [page(a, b), page(b, a)];
}

const CM: Side = ["cm", "Centimeters"];
const IN: Side = ["in", "Inches"];
const MM: Side = ["mm", "Millimeters"];
const M: Side = ["m", "Meters"];
const FT: Side = ["ft", "Feet"];

/** The 34 short single-pair pages of §3.6, forward page first, each followed by its reverse. */
export const pairPages: readonly ConverterPage[] = [
  ...bothWays("length", CM, IN, ["mm", "m", "ft"]),
  ...bothWays("length", MM, IN, ["cm", "ft", "m"]),
  ...bothWays("length", M, FT, ["cm", "in", "yd"]),
  ...bothWays("length", ["km", "Kilometers"], ["mi", "Miles"], ["m", "ft", "nmi"]),
  ...bothWays("length", CM, FT, ["in", "m", "mm"]),
  ...bothWays("length", IN, FT, ["cm", "m", "mm"]),
  ...bothWays("length", M, ["yd", "Yards"], ["ft", "cm", "in"]),
  ...bothWays("weight", ["kg", "Kilograms"], ["lb", "Pounds"], ["g", "oz", "st"]),
  ...bothWays("weight", ["g", "Grams"], ["oz", "Ounces"], ["kg", "lb", "st"]),
  ...bothWays("weight", ["lb", "Pounds"], ["oz", "Ounces"], ["kg", "g", "st"]),
  ...bothWays("temperature", ["c", "Celsius"], ["f", "Fahrenheit"], []),
  ...bothWays("volume", ["l", "Liters"], ["gal", "Gallons"], ["gal_uk", "ml", "qt"]),
  ...bothWays("volume", ["ml", "Milliliters"], ["cup", "Cups"], ["l", "fl_oz", "gal"]),
  ...bothWays(
    "speed",
    ["mph", "Miles per Hour"],
    ["kph", "Kilometers per Hour"],
    ["mps", "fps", "knot"],
  ),
  ...bothWays("area", ["ac", "Acres"], ["sqft", "Square Feet"], ["sqm", "sqyd", "ha"]),
  ...bothWays("angle", ["rad", "Radians"], ["deg", "Degrees"], ["grad", "turn", "arcmin"]),
  ...bothWays("power", ["hp", "Horsepower"], ["kw", "Kilowatts"], ["w", "btu_h", "ft_lbf_s"]),
];
