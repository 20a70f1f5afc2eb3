/**
 * Conversions per second of the engine: convert(), formatNumber() and both together, for a linear
 * (mm → in), an affine (°F → °C) and a reciprocal (mpg US → L/100 km) pair of the real catalog.
 * Run with `npm run bench:engine`. Each figure is measured over about 1 s after a warm-up, on
 * 4096 inputs spread over many magnitudes, so neither the JIT nor a cache sees one constant.
 */
import { category as fuel } from "../engine/catalog/fuel-consumption.ts";
import { category as length } from "../engine/catalog/length.ts";
import { category as temperature } from "../engine/catalog/temperature.ts";
import { convert } from "../engine/convert.ts";
import { formatNumber } from "../engine/format.ts";
import type { Category, Unit } from "../engine/types.ts";
import { findUnit } from "../engine/unit-lookup.ts";

const DURATION_MS = 1000;
const WARMUP_MS = 200;

function unitOf(category: Category, code: string): Unit {
  const unit = findUnit(category, code);
  if (!unit) throw new Error(`${category.id} has no unit '${code}'`);
  return unit;
}

interface Pair {
  readonly name: string;
  readonly category: Category;
  readonly from: Unit;
  readonly to: Unit;
}

const pairs: Pair[] = [
  {
    name: "linear     mm → in",
    category: length,
    from: unitOf(length, "mm"),
    to: unitOf(length, "in"),
  },
  {
    name: "affine     °F → °C",
    category: temperature,
    from: unitOf(temperature, "f"),
    to: unitOf(temperature, "c"),
  },
  {
    name: "reciprocal mpg → L/100 km",
    category: fuel,
    from: unitOf(fuel, "mpg_us"),
    to: unitOf(fuel, "l_100km"),
  },
];

/** Pseudo-random inputs from 1e-9 to 1e12, either sign, with 1 to 15 significant digits. */
function inputs(count: number): Float64Array {
  const values = new Float64Array(count);
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < count; i++) {
    const digits = 1 + Math.floor(next() * 15);
    const mantissa = Math.max(1, Math.round(next() * 10 ** digits)) / 10 ** (digits - 1);
    const sign = next() < 0.2 ? -1 : 1;
    values[i] = sign * mantissa * 10 ** (Math.floor(next() * 21) - 9);
  }
  return values;
}

const VALUES = inputs(4096);
const MASK = VALUES.length - 1;

/** Runs `step` in batches for `ms`; returns calls per second. `sink` keeps the work observable. */
let sink = 0;
function measure(ms: number, step: (x: number) => number): number {
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 10_000; i++) sink += step(VALUES[(calls + i) & MASK] as number);
    calls += 10_000;
    now = performance.now();
  }
  return (calls * 1000) / (now - start);
}

function report(label: string, step: (x: number) => number): void {
  measure(WARMUP_MS, step);
  const perSecond = measure(DURATION_MS, step);
  console.log(`  ${label.padEnd(18)} ${(perSecond / 1e6).toFixed(2).padStart(7)} million/s`);
}

console.log(`engine bench (Node ${process.version}), ~${DURATION_MS} ms per figure`);
for (const { name, category, from, to } of pairs) {
  const display = { display: category.display };
  console.log(name);
  report("convert", (x) => convert(x, from, to));
  report("formatNumber", (x) => formatNumber(x, display).length);
  report("convert + format", (x) => formatNumber(convert(x, from, to), display).length);
}
if (!Number.isFinite(sink)) console.log("(a conversion gave no finite result)");
