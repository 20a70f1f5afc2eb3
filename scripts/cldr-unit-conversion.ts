/**
 * What a CLDR unit identifier ("foot", "kilometer-per-hour", "liter-per-100-kilometer") is worth,
 * from CLDR's own conversion data (cldr-core's supplemental/units.json): the powers of CLDR's base
 * units it is made of, its factor to them and its offset (temperatures). Used by
 * scripts/generate-unit-names.ts to tell which CLDR unit a catalogue unit is; not a general unit
 * parser (CLDR's spec, UTS #35 part 6, has one): it reads what CLDR's own unit list uses.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface Conversion {
  readonly _baseUnit: string;
  readonly _factor?: string;
  readonly _offset?: string;
  readonly _special?: string;
}
interface Supplemental {
  readonly unitPrefixes: Readonly<Record<string, { _power10?: string; _power2?: string }>>;
  readonly unitConstants: Readonly<Record<string, { _value: string }>>;
  readonly convertUnits: Readonly<Record<string, Conversion>>;
}

const { unitPrefixes, unitConstants, convertUnits } = (
  require("cldr-core/supplemental/units.json") as { supplemental: Supplemental }
).supplemental;

/**
 * CLDR's year is a base of its own (a calendar year has no fixed length in seconds) and its month,
 * quarter, decade and century are fractions and multiples of it. Our catalogue's Year is the mean
 * Gregorian year, 365.2425 days (engine/catalog/time.ts): read CLDR's year as that, so that a year,
 * a month (a twelfth), a decade and a century compare with ours by their factors like the rest.
 */
const YEAR_IN_SECONDS = 365.2425 * 86400;

/** A CLDR unit's worth: base-unit powers ("meter" → 1, "second" → -1), factor and offset. */
export interface CldrValue {
  readonly powers: ReadonlyMap<string, number>;
  readonly factor: number;
  /** Added after the factor, in base units: CLDR's celsius is 1 × value + 273.15 kelvin. */
  readonly offset: number;
}

const POWERS: Readonly<Record<string, number>> = { square: 2, cubic: 3 };

/** CLDR writes factors as "a*b/c*d", meaning (a·b)/(c·d), over numbers and named constants. */
export function evaluate(expression: string): number {
  const sides = expression.split("/");
  if (sides.length > 2) throw new Error(`CLDR factor with two divisions: ${expression}`);
  const product = (side: string) =>
    side
      .split("*")
      .map((term) => term.trim())
      .reduce((value, term) => {
        const constant = unitConstants[term];
        const number = constant ? evaluate(constant._value) : Number(term);
        if (Number.isNaN(number)) throw new Error(`Unknown CLDR constant ${term} in ${expression}`);
        return value * number;
      }, 1);
  const [top = "", bottom] = sides;
  return bottom === undefined ? product(top) : product(top) / product(bottom);
}

function prefixFactor(name: string): number | undefined {
  const prefix = unitPrefixes[name];
  if (prefix?._power10 !== undefined) return 10 ** Number(prefix._power10);
  if (prefix?._power2 !== undefined) return 2 ** Number(prefix._power2);
  return undefined;
}

function multiply(into: Map<string, number>, powers: ReadonlyMap<string, number>, by: number) {
  for (const [unit, power] of powers) {
    const total = (into.get(unit) ?? 0) + power * by;
    if (total === 0) into.delete(unit);
    else into.set(unit, total);
  }
}

/** One simple unit ("foot", "gallon-imperial", "kilogram") in base-unit powers. */
function simple(id: string): CldrValue | undefined {
  const conversion = convertUnits[id];
  if (!conversion || conversion._special) return undefined;
  const factor = conversion._factor ? evaluate(conversion._factor) : 1;
  const offset = conversion._offset ? evaluate(conversion._offset) : 0;
  if (id === "year") return { powers: new Map([["second", 1]]), factor: YEAR_IN_SECONDS, offset };
  if (conversion._baseUnit === id) return { powers: new Map([[id, 1]]), factor, offset };
  const base = cldrValue(conversion._baseUnit);
  if (!base) return undefined;
  return { powers: base.powers, factor: factor * base.factor, offset };
}

/** A simple unit at the start of `parts`, with its SI or binary prefix: the longest CLDR knows. */
function leadingUnit(parts: readonly string[]): { value: CldrValue; length: number } | undefined {
  for (let length = parts.length; length > 0; length--) {
    const id = parts.slice(0, length).join("-");
    const value = simple(id);
    if (value) return { value, length };
    for (const prefix of Object.keys(unitPrefixes)) {
      if (!id.startsWith(prefix)) continue;
      const unit = simple(id.slice(prefix.length));
      const scale = prefixFactor(prefix);
      if (unit && scale !== undefined && unit.offset === 0) {
        return { value: { ...unit, factor: unit.factor * scale }, length };
      }
    }
  }
  return undefined;
}

/** A product of units ("pound-force-foot", "100-kilometer", "square-second") in base powers. */
function product(id: string): { powers: Map<string, number>; factor: number; offset: number } {
  const parts = id === "" ? [] : id.split("-");
  const powers = new Map<string, number>();
  let factor = 1;
  let offset = 0;
  let units = 0;
  for (let at = 0; at < parts.length; ) {
    // "square-meter", "cubic-foot", "pow4-second": a power before the unit it raises.
    const raised = POWERS[parts[at] ?? ""] ?? Number(/^pow(\d+)$/.exec(parts[at] ?? "")?.[1] ?? 0);
    const power = raised || 1;
    if (raised) at++;
    // "100-kilometer", "part-per-1e6": a number in the id multiplies it.
    if (/^\d+(e\d+)?$/.test(parts[at] ?? "")) {
      factor *= Number(parts[at]) ** power;
      at++;
      continue;
    }
    const unit = leadingUnit(parts.slice(at));
    if (!unit) throw new Error(`CLDR unit id ${id}: nothing CLDR converts at "${parts[at]}"`);
    multiply(powers, unit.value.powers, power);
    factor *= unit.value.factor ** power;
    offset = unit.value.offset;
    units++;
    at += unit.length;
  }
  // An offset means something only for a unit alone (celsius), not in a compound.
  return { powers, factor, offset: units === 1 ? offset : 0 };
}

/** A CLDR unit identifier's worth, or undefined when CLDR has no factor for it (beaufort). */
export function cldrValue(id: string): CldrValue | undefined {
  const [top = "", ...bottoms] = id.split(/(?:^|-)per-/);
  if (bottoms.length > 1) throw new Error(`CLDR unit id with two "per": ${id}`);
  try {
    const numerator = product(top);
    const denominator = product(bottoms[0] ?? "");
    multiply(numerator.powers, denominator.powers, -1);
    return {
      powers: numerator.powers,
      factor: numerator.factor / denominator.factor,
      offset: bottoms.length === 0 ? numerator.offset : 0,
    };
  } catch {
    return undefined;
  }
}
