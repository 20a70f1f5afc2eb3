import type { Category } from "../types.ts";

/**
 * What a quantity measures, as exponents of base dimensions: the seven SI ones, plus data (the
 * bit) and angle (the radian). SI counts both of the last as plain numbers; here they are kept
 * apart so that a data rate is not a frequency (1 Mbit/s is not 1 MHz), rad/s is not Hz (1 rpm is
 * not 1/60 Hz), and lux (cd·sr/m²) is not the candela per square meter of luminance. GNU units
 * counts the bit and the radian as numbers, so the GNU check of this table drops them. Money (¤)
 * is a dimension of its own, which no catalog category has: currencies are sized by live rates
 * (money.ts).
 */
export const BASES = ["m", "kg", "s", "A", "K", "mol", "cd", "bit", "rad", "¤"] as const;

export type Dimension = readonly number[];

const SIZE = BASES.length;

export const NONE: Dimension = Array.from({ length: SIZE }, () => 0);

/** Exponents by base symbol: `{ m: 2, kg: 1, s: -2 }` is an energy. */
type Exponents = Partial<Record<(typeof BASES)[number], number>>;

/** A dimension by its exponents: `of({ m: 1, s: -2 })` is an acceleration. */
export function of(exponents: Exponents): Dimension {
  return BASES.map((base) => exponents[base] ?? 0);
}

/**
 * The dimension of each category's base unit, whose SI size is 1 (every base unit of the catalog
 * is the coherent SI unit of its quantity, or the bit). `null`: no algebra, with the reason. A test
 * checks that every catalog category has an entry, and asks GNU units whether each base unit is
 * 1 of its dimension.
 */
export const CATEGORY_DIMENSIONS: Readonly<Record<string, Exponents | null>> = {
  acceleration: { m: 1, s: -2 },
  "acceleration-angular": { rad: 1, s: -2 },
  angle: { rad: 1 },
  area: { m: 2 },
  capacitance: { kg: -1, m: -2, s: 4, A: 2 },
  charge: { A: 1, s: 1 },
  "concentration-molar": { mol: 1, m: -3 },
  current: { A: 1 },
  "data-storage": { bit: 1 },
  "data-transfer": { bit: 1, s: -1 },
  density: { kg: 1, m: -3 },
  // Pixels are counted, not measured: pixels per meter is a reciprocal length.
  "digital-image-resolution": { m: -1 },
  "electric-conductance": { kg: -1, m: -2, s: 3, A: 2 },
  "electric-conductivity": { kg: -1, m: -3, s: 3, A: 2 },
  "electric-field-strength": { kg: 1, m: 1, s: -3, A: -1 },
  "electric-potential": { kg: 1, m: 2, s: -3, A: -1 },
  "electric-resistance": { kg: 1, m: 2, s: -3, A: -2 },
  "electric-resistivity": { kg: 1, m: 3, s: -3, A: -2 },
  energy: { kg: 1, m: 2, s: -2 },
  flow: { m: 3, s: -1 },
  "flow-mass": { kg: 1, s: -1 },
  "flow-molar": { mol: 1, s: -1 },
  force: { kg: 1, m: 1, s: -2 },
  frequency: { s: -1 },
  // Volume per distance; mpg and km/L are its reciprocal units.
  "fuel-consumption": { m: 2 },
  "fuel-efficiency-mass": { kg: 1, m: -1 },
  "heat-density": { kg: 1, m: -1, s: -2 },
  "heat-flux-density": { kg: 1, s: -3 },
  "heat-transfer-coefficient": { kg: 1, s: -3, K: -1 },
  illumination: { cd: 1, rad: 2, m: -2 },
  inductance: { kg: 1, m: 2, s: -2, A: -2 },
  length: { m: 1 },
  "linear-charge-density": { A: 1, s: 1, m: -1 },
  "linear-current-density": { A: 1, m: -1 },
  luminance: { cd: 1, m: -2 },
  "luminous-intensity": { cd: 1 },
  "magnetic-field-strength": { A: 1, m: -1 },
  "magnetic-flux": { kg: 1, m: 2, s: -2, A: -1 },
  "magnetic-flux-density": { kg: 1, s: -2, A: -1 },
  // The ampere-turn: turns are counted.
  "magnetomotive-force": { A: 1 },
  "mass-flux-density": { kg: 1, m: -2, s: -1 },
  "moment-inertia": { kg: 1, m: 2 },
  permeability: { m: 2 },
  power: { kg: 1, m: 2, s: -3 },
  prefixes: null, // Bare multipliers ("kilo"): in an expression, `k` and `m` are never units.
  pressure: { kg: 1, m: -1, s: -2 },
  "radiation-absorbed-dose": { m: 2, s: -2 },
  "radiation-exposure": { A: 1, s: 1, kg: -1 },
  radioactivity: { s: -1 },
  sound: null, // Levels on a logarithmic scale: 3 dB + 3 dB is not a sum of sizes.
  "specific-heat-capacity": { m: 2, s: -2, K: -1 },
  "specific-volume": { m: 3, kg: -1 },
  speed: { m: 1, s: -1 },
  "surface-charge-density": { A: 1, s: 1, m: -2 },
  "surface-current-density": { A: 1, m: -2 },
  "surface-tension": { kg: 1, s: -2 },
  temperature: { K: 1 },
  "temperature-interval": { K: 1 },
  "thermal-conductivity": { kg: 1, m: 1, s: -3, K: -1 },
  "thermal-expansion": { K: -1 },
  "thermal-resistance": { K: 1, kg: -1, m: -2, s: 3 },
  time: { s: 1 },
  torque: { kg: 1, m: 2, s: -2 },
  "velocity-angular": { rad: 1, s: -1 },
  "viscosity-dynamic": { kg: 1, m: -1, s: -1 },
  "viscosity-kinematic": { m: 2, s: -1 },
  volume: { m: 3 },
  "volume-charge-density": { A: 1, s: 1, m: -3 },
  "volume-dry": { m: 3 },
  weight: { kg: 1 },
};

/** The dimension of a category's base unit, or undefined when it takes no part in algebra. */
export function dimensionOfCategory(category: Category): Dimension | undefined {
  const exponents = CATEGORY_DIMENSIONS[category.id];
  return exponents ? of(exponents) : undefined;
}

/** The dimension of an amount of money. */
export const MONEY: Dimension = of({ "¤": 1 });

export function multiply(a: Dimension, b: Dimension): Dimension {
  return a.map((x, i) => x + (b[i] ?? 0));
}

export function divide(a: Dimension, b: Dimension): Dimension {
  return a.map((x, i) => x - (b[i] ?? 0));
}

export function power(a: Dimension, n: number): Dimension {
  // `+ 0` turns -0 into 0, so that equal dimensions compare equal.
  return a.map((x) => x * n + 0);
}

export function inverse(a: Dimension): Dimension {
  return power(a, -1);
}

export function sameDimension(a: Dimension, b: Dimension): boolean {
  return a.every((x, i) => x === b[i]);
}

export function isNumber(a: Dimension): boolean {
  return a.every((x) => x === 0);
}

/** The largest exponent kept: m^12 is more than any unit needs, and bounds the work. */
const MAX_EXPONENT = 12;

export function withinLimits(a: Dimension): boolean {
  return a.every((x) => Number.isInteger(x) && Math.abs(x) <= MAX_EXPONENT);
}

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

function superscript(n: number): string {
  const digits = [...String(Math.abs(n))].map((d) => SUPERSCRIPTS[Number(d)] ?? d).join("");
  return n < 0 ? `⁻${digits}` : digits;
}

/** The coherent SI unit of a dimension: "kg·m²/s³", "1/s", "bit/s", "" for a number. */
export function siSymbol(a: Dimension): string {
  const term = (i: number, n: number) => `${BASES[i]}${n === 1 ? "" : superscript(n)}`;
  const up = a.flatMap((n, i) => (n > 0 ? [term(i, n)] : []));
  const down = a.flatMap((n, i) => (n < 0 ? [term(i, -n)] : []));
  if (down.length === 0) return up.join("·");
  const under = down.length > 1 ? `(${down.join("·")})` : down.join("");
  return `${up.length > 0 ? up.join("·") : "1"}/${under}`;
}
