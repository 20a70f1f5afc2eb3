import type { Category, Unit } from "../types.ts";
import { findUnit } from "../unit-lookup.ts";
import { type Choice, EVERYDAY, preference } from "./candidates.ts";
import {
  type Dimension,
  dimensionOfCategory,
  divide,
  isNumber,
  multiply,
  power,
  sameDimension,
  siSymbol,
} from "./dimension.ts";
import type { Quantity } from "./evaluate.ts";

/**
 * The unit a result is shown in when the question names none:
 * 1. an absolute temperature: the scale it was typed in; a difference of two: K (°F and °R: their
 *    own degree);
 * 2. a unit typed in the question, or one its code is made of (`km_h` is km per h, `mi_h` mi per h),
 *    that measures the result: "15 km/h * 30 min" is 7.5 km, "60 mph * 2 h" 120 mi;
 * 3. a catalog unit the size of a product or quotient of two of those: "3 kW * 2 h" is 6 kWh;
 * 4. else, for an everyday quantity (candidates.ts), its SI unit with the prefix that keeps the
 *    number readable (1 ≤ n < 1000 where a prefixed unit exists);
 * 5. else a quotient or product of two typed units ("12.5 USD/h", "1 kWh/kg");
 * 6. else the SI unit with a prefix of a specialist's quantity, or the coherent SI unit built from
 *    the base units ("kg·m/s") where the catalog has no such quantity.
 */
export interface Shown {
  /** Symbol after the number ("km", "°C"); "" for a plain number. */
  readonly symbol: string;
  /** The number shown for a quantity. */
  readonly amount: (q: Quantity) => number;
  /** The quantity of an amount. */
  readonly quantity: (amount: number) => number;
  readonly category?: Category;
  readonly unit?: Unit;
  /** Decimals the amount is shown with (money); else the display rules decide. */
  readonly decimals?: number;
}

const RELATIVE = 1e-9;
const sameSize = (a: number, b: number) => Math.abs(a - b) <= RELATIVE * Math.abs(b);

interface Sized {
  readonly category: Category;
  readonly unit: Unit;
  readonly dimension: Dimension;
  readonly size: number;
  readonly decimals?: number;
}

function linear(category: Category, unit: Unit): Shown {
  return {
    symbol: unit.symbol,
    amount: (q) => q.value / unit.factor,
    quantity: (amount) => amount * unit.factor,
    category,
    unit,
  };
}

function ofChoice(choice: Sized): Shown {
  return {
    symbol: choice.unit.symbol,
    amount: (q) => q.value / choice.size,
    quantity: (amount) => amount * choice.size,
    category: choice.category,
    unit: choice.unit,
    ...(choice.decimals === undefined ? {} : { decimals: choice.decimals }),
  };
}

function onScale(category: Category, unit: Unit): Shown {
  const offset = unit.offset ?? 0;
  return {
    symbol: unit.symbol,
    amount: (q) => q.value / unit.factor - offset,
    quantity: (amount) => (amount + offset) * unit.factor,
    category,
    unit,
  };
}

/** The units a code is made of: `km_h` → km and h, `m_s2` → m and s. */
function components(choice: Choice, categories: readonly Category[]): Sized[] {
  const parts = choice.unit.code.split("_");
  if (parts.length < 2) return [];
  return parts.flatMap((part) => {
    const code = part.replace(/\d+$/, "");
    for (const category of byPreference(categories)) {
      const dimension = dimensionOfCategory(category);
      const unit = dimension && findUnit(category, code);
      if (unit && dimension && (unit.relation ?? "linear") === "linear") {
        return [{ category, unit, dimension, size: unit.factor }];
      }
    }
    return [];
  });
}

function byPreference(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => preference(a) - preference(b));
}

const PREFIXES = ["", "k", "M", "G", "T", "P", "m", "µ", "μ", "n", "p"];

/** The SI unit of a dimension with the prefix that keeps |amount| between 1 and 1000. */
function prefixed(
  value: number,
  dimension: Dimension,
  categories: readonly Category[],
): Shown | undefined {
  for (const category of byPreference(categories)) {
    const own = dimensionOfCategory(category);
    if (!own || !sameDimension(own, dimension)) continue;
    const base = category.units.find((u) => u.code === category.base);
    if (!base) continue;
    const stem = base.symbol === "kg" ? "g" : base.symbol;
    const units = category.units
      .filter((u) => (u.relation ?? "linear") === "linear")
      .filter((u) => PREFIXES.some((p) => u.symbol === `${p}${stem}`))
      .sort((a, b) => a.factor - b.factor);
    const magnitude = Math.abs(value);
    const fits = units.filter((u) => u.factor <= magnitude);
    const unit = fits[fits.length - 1] ?? units[0] ?? base;
    return linear(category, unit);
  }
  return undefined;
}

const PLAIN: Shown = { symbol: "", amount: (q) => q.value, quantity: (amount) => amount };

export function shownUnit(
  q: Quantity,
  picks: readonly Choice[],
  categories: readonly Category[],
): Shown {
  if (isNumber(q.dimension) && !q.absolute) return PLAIN;
  const temperature = temperatureUnit(q, picks, categories);
  if (temperature) return temperature;
  const typed: Sized[] = picks.filter((p) => p.unit.relation !== "affine");
  const pool: Sized[] = [...typed, ...typed.flatMap((p) => components(p as Choice, categories))];
  const same = pool.find((p) => sameDimension(p.dimension, q.dimension));
  if (same) return ofChoice(same);
  const built = builtFrom(q.dimension, pool, categories);
  if (built) return built;
  // An everyday quantity in its SI unit ("180 N"); a specialist's one ("3600 kGy" for 1 kWh/kg)
  // only when the typed units cannot write it.
  const si = prefixed(q.value, q.dimension, categories);
  if (si?.category && preference(si.category) < EVERYDAY) return si;
  const written = writtenFrom(q.dimension, typed);
  if (written) return written;
  if (si) return si;
  return { symbol: siSymbol(q.dimension), amount: (x) => x.value, quantity: (amount) => amount };
}

/**
 * A quantity no catalog unit measures, written as a quotient or product of two typed units:
 * "100 USD / 8 h" is 12.5 USD/h, not 0.003472 ¤/s.
 */
/** A divisor written with its parentheses when it is itself a quotient or product: "GB/(Mbit/s)". */
const grouped = (symbol: string) => (/[/·]/.test(symbol) ? `(${symbol})` : symbol);

function writtenFrom(dimension: Dimension, typed: readonly Sized[]): Shown | undefined {
  const made = madeOf(dimension, typed).find((m) => m.a !== m.b);
  if (!made) return undefined;
  const { a, b, quotient, size } = made;
  return {
    symbol: quotient
      ? `${a.unit.symbol}/${grouped(b.unit.symbol)}`
      : `${a.unit.symbol}·${b.unit.symbol}`,
    amount: (q) => q.value / size,
    quantity: (amount) => amount * size,
  };
}

/** The products and quotients of two units of `pool` that measure `dimension`, in its order. */
function madeOf(dimension: Dimension, pool: readonly Sized[]) {
  return pool.flatMap((a) =>
    pool.flatMap((b) => [
      ...(sameDimension(multiply(a.dimension, b.dimension), dimension)
        ? [{ a, b, quotient: false, size: a.size * b.size }]
        : []),
      ...(sameDimension(divide(a.dimension, b.dimension), dimension)
        ? [{ a, b, quotient: true, size: a.size / b.size }]
        : []),
    ]),
  );
}

function temperatureUnit(
  q: Quantity,
  picks: readonly Choice[],
  categories: readonly Category[],
): Shown | undefined {
  const scales = picks.filter((p) => p.category.id === "temperature");
  if (q.absolute) {
    const typed = scales[0];
    if (typed) return onScale(typed.category, typed.unit);
    const category = categories.find((c) => c.id === "temperature");
    const kelvin = category?.units.find((u) => u.code === category.base);
    return category && kelvin ? onScale(category, kelvin) : undefined;
  }
  const scale = scales[0];
  if (!scale || !sameDimension(q.dimension, scale.dimension)) return undefined;
  // A difference of temperatures: K after °C (the same degree, and plainly a difference).
  const intervals = categories.find((c) => c.id === "temperature-interval");
  const code = scale.unit.code === "c" ? "k" : scale.unit.code;
  const unit = intervals && (findUnit(intervals, code) ?? findUnit(intervals, "k"));
  return intervals && unit ? linear(intervals, unit) : undefined;
}

/** A catalog unit the size of a product or quotient of two typed units: kW × h is the kWh. */
function builtFrom(
  dimension: Dimension,
  pool: readonly Sized[],
  categories: readonly Category[],
): Shown | undefined {
  const sizes = [
    ...madeOf(dimension, pool).map((m) => m.size),
    ...pool.filter((a) => sameDimension(power(a.dimension, 3), dimension)).map((a) => a.size ** 3),
  ];
  if (sizes.length === 0) return undefined;
  for (const category of byPreference(categories)) {
    const own = dimensionOfCategory(category);
    if (!own || !sameDimension(own, dimension)) continue;
    for (const size of sizes) {
      const unit = category.units.find(
        (u) => (u.relation ?? "linear") === "linear" && sameSize(u.factor, size),
      );
      if (unit) return linear(category, unit);
    }
  }
  return undefined;
}
