/** A tab of the home page's express converter: which category, and which of its units. */
export interface ExpressTab {
  readonly id: string;
  /** Tab caption. */
  readonly label: string;
  /** Id of the category whose units the tab offers. */
  readonly category: string;
  /** Codes offered, in the spec's order. */
  readonly units: readonly string[];
}

/**
 * The unit tabs of the express converter (docs/spec/units.md §2.2, units of §3.2), in tab order.
 * The Currency tab, which replaces the converter, is not a unit tab. The spec spells micrometer
 * with the Greek μ here; the catalog's code uses the micro sign µ, and lookups treat the two alike,
 * so the catalog's spelling is used.
 */
export const expressTabs: readonly ExpressTab[] = [
  {
    id: "length",
    label: "Length",
    category: "length",
    units: ["nm", "µm", "mm", "cm", "m", "km", "in", "ft", "yd", "mi", "ly"],
  },
  { id: "temperature", label: "Temperature", category: "temperature", units: ["c", "f", "k"] },
  {
    id: "area",
    label: "Area",
    category: "area",
    units: ["mm2", "cm2", "m2", "km2", "in2", "ft2", "yd2", "ac", "ha"],
  },
  {
    id: "volume",
    label: "Volume",
    category: "volume",
    units: ["ml", "l", "m3", "tsp", "tbsp", "fl-oz", "cup", "pt", "qt", "gal"],
  },
  {
    id: "weight",
    label: "Weight",
    category: "weight",
    units: ["mg", "g", "kg", "t", "oz", "lb", "st"],
  },
  {
    id: "time",
    label: "Time",
    category: "time",
    units: ["ms", "s", "min", "h", "d", "week", "month", "year"],
  },
];
