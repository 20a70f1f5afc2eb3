import { describe, expect, it } from "vitest";
import { categoryById } from "./catalog/index.ts";
import { convert } from "./convert.ts";
import { formatFixed, formatNumber } from "./format.ts";
import { findUnit } from "./unit-lookup.ts";

/**
 * The "exact facts stated on pages" at the end of docs/spec/units.md §9, as a page shows
 * them: a fact written to 6 decimals or more must equal the page's display; a fact written with
 * fewer decimals must equal the page's full result rounded to the fact's decimals.
 */
const FACTS: readonly (readonly [category: string, from: string, to: string, fact: string])[] = [
  ["length", "in", "mm", "25.4"],
  ["length", "ft", "m", "0.3048"],
  ["length", "ft", "cm", "30.48"],
  ["length", "ft", "in", "12"],
  ["length", "m", "ft", "3.28084"],
  ["length", "m", "yd", "1.09361"],
  ["length", "yd", "m", "0.9144"],
  ["weight", "oz", "g", "28.349523125"],
  ["weight", "lb", "oz", "16"],
  ["volume", "cup", "ml", "236.588237"],
  ["speed", "mph", "kph", "1.609344"],
  ["speed", "kph", "mph", "0.621371"],
  ["area", "ac", "sqft", "43560"],
  ["angle", "rad", "deg", "57.29577951"],
  ["angle", "deg", "rad", "0.017453293"],
  ["power", "hp", "kw", "0.745699872"],
  ["power", "kw", "hp", "1.34102209"],
  ["length", "cm", "in", "0.3937"],
  ["weight", "kg", "lb", "2.20462"],
  ["weight", "lb", "kg", "0.453592"],
  ["length", "km", "mi", "0.621371"],
  ["length", "mi", "km", "1.609344"],
  ["volume", "l", "gal", "0.264172"],
  ["volume", "gal", "l", "3.78541"],
];

function decimalsOf(text: string): number {
  return text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
}

describe("the spec's exact facts, as the pages display them", () => {
  it.each(FACTS)("%s: 1 %s in %s is %s", (id, from, to, fact) => {
    const category = categoryById(id);
    const source = category && findUnit(category, from);
    const target = category && findUnit(category, to);
    if (!source || !target) throw new Error(`${id} lacks ${from} or ${to}`);
    const result = convert(1, source, target);
    const decimals = decimalsOf(fact);
    if (decimals >= 6) expect(formatNumber(result)).toBe(formatNumber(Number(fact)));
    else expect(formatFixed(result, decimals)).toBe(formatFixed(Number(fact), decimals));
  });
});
