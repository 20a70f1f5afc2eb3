import { formatNumber } from "../format.ts";
import { formatCompound, splitCompound } from "../quantity/compound.ts";
import type { Resolved } from "../query/resolve.ts";
import type { Measured, Measurer, Reason } from "../query/wording.ts";
import type { Unit } from "../types.ts";
import type { Choice } from "./candidates.ts";
import { type Dimension, inverse, isNumber, sameDimension } from "./dimension.ts";
import type { Shown } from "./display.ts";
import type { Failure, Quantity } from "./evaluate.ts";

/**
 * A quantity shown in a unit: the one chosen for it (display.ts), or its target ("to cm"), a unit
 * expression ("to L/100 km") or a compound ("to ft in", its last part rounded as the site shows
 * a result).
 */
export interface Converted {
  readonly kind: "value";
  /** How the expression was read: "(15 km/h) × (30 min)", "(2 ft) + (3 in) → cm". */
  readonly reading: string;
  /** The result as shown: "7.5 km", "5 ft 8.897638 in". */
  readonly display: string;
  /** The number shown, unrounded, in `symbol` (a compound's total in its last unit). */
  readonly amount: number;
  /** What `amount` is in, as written: "km", "km/h", "in" for "5 ft 8.9 in", "%", "" for a number. */
  readonly symbol: string;
  /** The catalog unit `amount` is in, when it is one. */
  readonly unit?: Resolved;
  /** The result in SI: what it measures and its size. */
  readonly quantity: Quantity;
}

/** Symbols written against their number: 12°, 5′. */
const CLOSE_SYMBOLS = new Set(["°", "′", "″", "'", '"']);

function shownText(amount: number, shown: Shown): string {
  const { symbol, category, decimals } = shown;
  const number = formatNumber(
    amount,
    category?.display ? { display: "temperature" } : decimals === undefined ? {} : { decimals },
  );
  if (symbol === "") return number;
  return CLOSE_SYMBOLS.has(symbol) ? `${number}${symbol}` : `${number} ${symbol}`;
}

export function result(
  reading: () => string,
  q: Quantity,
  shown: Shown,
  arrow?: string,
): Converted {
  const percent = q.percent && shown.symbol === "";
  const amount = percent ? shown.amount(q) * 100 : shown.amount(q);
  const display = percent ? `${formatNumber(amount)}%` : shownText(amount, shown);
  return {
    kind: "value",
    reading: arrow ? `${reading()} → ${arrow}` : reading(),
    display,
    amount,
    symbol: percent ? "%" : shown.symbol,
    ...(shown.category && shown.unit
      ? { unit: { category: shown.category, unit: shown.unit } }
      : {}),
    quantity: q,
  };
}

function mismatch(
  reading: () => string,
  q: Quantity,
  target: () => Measurer,
  nameOf: (d: Dimension) => Measured,
  dimension: Dimension,
  say: (reason: Reason) => string,
): Failure {
  const measured = (): Measured =>
    q.absolute
      ? { kind: "temperature" }
      : isNumber(q.dimension)
        ? { kind: "number" }
        : nameOf(q.dimension);
  return {
    why: () =>
      say({
        code: "measures-other",
        text: reading(),
        measured: measured(),
        target: target(),
        dimension: nameOf(dimension),
      }),
    retry: true,
  };
}

/** A catalogue's unit as what measures a target's quantity: "kilograms measure". */
const measure = ({ category, unit }: Choice): Measurer => ({ kind: "unit", category, unit });

export function toUnit(
  reading: () => string,
  q: Quantity,
  pick: Choice | undefined,
  nameOf: (d: Dimension) => Measured,
  say: (reason: Reason) => string,
): Converted | Failure {
  if (!pick) return { why: () => say({ code: "convert-to-what" }), retry: false };
  const { category, unit } = pick;
  const shown = (s: Shown) => result(reading, q, s, unit.symbol);
  if (q.absolute || unit.relation === "affine") {
    if (!(q.absolute && category.id === "temperature")) {
      return q.absolute
        ? {
            why: () =>
              say({
                code: "temperature-not",
                text: reading(),
                target: measure(pick),
                dimension: nameOf(pick.dimension),
              }),
            retry: true,
          }
        : {
            why: () => say({ code: "not-on-scale", text: reading(), symbol: unit.symbol }),
            retry: true,
          };
    }
    const offset = unit.offset ?? 0;
    return shown({
      symbol: unit.symbol,
      amount: (x) => x.value / unit.factor - offset,
      quantity: (amount) => (amount + offset) * unit.factor,
      category,
      unit,
    });
  }
  const linear = toExpression(
    reading,
    q,
    {
      value: pick.size,
      dimension: pick.dimension,
      absolute: false,
      percent: false,
      reciprocal: unit.relation === "reciprocal",
    },
    () => unit.symbol,
    nameOf,
    say,
    pick.decimals,
  );
  if ("why" in linear) {
    return sameDimension(q.dimension, pick.dimension) ||
      sameDimension(q.dimension, inverse(pick.dimension))
      ? linear
      : mismatch(reading, q, () => measure(pick), nameOf, pick.dimension, say);
  }
  return { ...linear, unit: { category, unit } };
}

export function toExpression(
  reading: () => string,
  q: Quantity,
  unit: Quantity,
  /** The target as written: made only when it is shown. */
  symbolOf: () => string,
  nameOf: (d: Dimension) => Measured,
  say: (reason: Reason) => string,
  /** Decimals the amount is shown with (money); else the display rules decide. */
  decimals?: number,
): Converted | Failure {
  if (unit.absolute || unit.percent)
    return { why: () => say({ code: "not-a-target", text: symbolOf() }), retry: true };
  if (unit.value === 0) {
    return { why: () => say({ code: "target-zero", text: symbolOf() }), retry: false };
  }
  const shownIn = (amount: (x: Quantity) => number, quantity: (a: number) => number) => {
    const symbol = symbolOf();
    return { symbol, amount, quantity, ...(decimals === undefined ? {} : { decimals }) };
  };
  if (sameDimension(q.dimension, unit.dimension)) {
    const shown = shownIn(
      (x) => x.value / unit.value,
      (a) => a * unit.value,
    );
    return result(reading, { ...q, percent: false }, shown, shown.symbol);
  }
  // mpg and L/100 km measure the same thing from either side: 30 mpg is 7.84 L/100 km.
  const reciprocal = q.reciprocal || unit.reciprocal;
  if (reciprocal && sameDimension(q.dimension, inverse(unit.dimension)) && !isNumber(q.dimension)) {
    if (q.value === 0)
      return { why: () => say({ code: "reciprocal-of-zero", text: reading() }), retry: false };
    const shown = shownIn(
      (x) => 1 / x.value / unit.value,
      (a) => 1 / (a * unit.value),
    );
    return result(reading, q, shown, shown.symbol);
  }
  return mismatch(
    reading,
    q,
    () => ({ kind: "symbol", symbol: symbolOf() }),
    nameOf,
    unit.dimension,
    say,
  );
}

const SI_BASE: Unit = { code: "", label: "", symbol: "", factor: 1 };

export function toCompound(
  reading: () => string,
  q: Quantity,
  picks: readonly Choice[],
  nameOf: (d: Dimension) => Measured,
  say: (reason: Reason) => string,
): Converted | Failure {
  const units = picks.map((p) => p.unit);
  const last = picks[picks.length - 1];
  if (!last) return { why: () => say({ code: "convert-to-what" }), retry: false };
  const text = units.map((u) => u.symbol).join(" ");
  if (q.absolute || picks.some((p) => (p.unit.relation ?? "linear") !== "linear")) {
    return {
      why: () => say({ code: "compound-kinds", text: reading(), target: text }),
      retry: true,
    };
  }
  const wrong = picks.find((p) => !sameDimension(p.dimension, q.dimension));
  if (wrong) return mismatch(reading, q, () => measure(wrong), nameOf, wrong.dimension, say);
  if (picks.some((p, i) => i > 0 && !(p.size < (picks[i - 1] as Choice).size))) {
    return {
      why: () => say({ code: "compound-order", text }),
      // Not another reading: "ft in inches" must not become feet, inches and survey inches.
      retry: false,
    };
  }
  // Sizes are in SI: the compound splits the SI value over the parts' SI sizes.
  const sized = units.map((u, i) => ({ ...u, factor: picks[i]?.size ?? u.factor }));
  const split = splitCompound(q.value, SI_BASE, sized);
  const angle = picks.every((p) => p.category.id === "angle");
  return {
    kind: "value",
    reading: `${reading()} → ${text}`,
    display: formatCompound(split, angle ? "marks" : "symbols"),
    amount: q.value / last.size,
    symbol: last.unit.symbol,
    unit: { category: last.category, unit: last.unit },
    quantity: q,
  };
}
