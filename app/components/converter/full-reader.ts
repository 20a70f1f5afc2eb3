/**
 * What a converter loads on its first edit rather than in the first view (number-reader.ts): the
 * full number reader (decimal commas, groups, fractions) and the fractional-inch line, which only a
 * changed conversion needs (the first view's line comes with the page: inch-line.ts).
 */
export { inchFraction } from "../../../engine/quantity/inch-fraction";
export { readNumber } from "../../../engine/quantity/number";
