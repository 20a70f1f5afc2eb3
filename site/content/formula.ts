import { convert } from "../../engine/convert.ts";
import { formatSignificant } from "../../engine/format.ts";
import type { Unit } from "../../engine/types.ts";

/** A factor as a formula shows it: up to 10 significant digits, no noise. */
const factor = (x: number) => formatSignificant(x, 10);

/** Whether a number reads better as a divisor: 1000, 3600, 12, 0.3048 → no, 1609.344 → yes. */
function isShort(x: number): boolean {
  return formatSignificant(x, 10).replace(/^0\.0*|\./g, "").length <= 6;
}

/** A long decimal that is a small fraction reads better as one: 0.5555555556 → 5/9. */
function readable(x: number): string {
  if (isShort(x)) return factor(x);
  for (let d = 2; d <= 12; d++) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) <= 1e-12 * Math.abs(x)) return `${n}/${d}`;
  }
  return factor(x);
}

/**
 * The formula from one unit to another, read off the engine so it is right for every relation:
 * `ft = m × 3.28084`, `km = m ÷ 1000`, `°F = °C × 1.8 + 32`, `°C = (°F − 32) × 5/9`,
 * `L/100 km = 235.2145833 ÷ mpg`.
 */
export function formula(from: Unit, to: Unit): string {
  const reciprocal = (from.relation === "reciprocal") !== (to.relation === "reciprocal");
  const k = convert(1, from, to);
  if (reciprocal) return `${to.symbol} = ${factor(k)} ÷ ${from.symbol}`;
  const offset = convert(0, from, to);
  const slope = convert(1, from, to) - offset;
  if (offset !== 0) {
    const scale = readable(slope);
    // Subtracting first reads better when that constant is the short one (°F − 32).
    const shift = -offset / slope;
    if (!isShort(Math.abs(offset)) && isShort(Math.abs(shift))) {
      const sign = shift < 0 ? "+" : "−";
      return `${to.symbol} = (${from.symbol} ${sign} ${factor(Math.abs(shift))}) × ${scale}`;
    }
    const scaled = scale === "1" ? from.symbol : `${from.symbol} × ${scale}`;
    return `${to.symbol} = ${scaled} ${offset < 0 ? "−" : "+"} ${factor(Math.abs(offset))}`;
  }
  if (k < 1 && isShort(1 / k)) return `${to.symbol} = ${from.symbol} ÷ ${factor(1 / k)}`;
  return `${to.symbol} = ${from.symbol} × ${factor(k)}`;
}
