import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert, fromBase, roundToScale, toBase } from "./convert.ts";
import type { Unit } from "./types.ts";

/** Test units, defined exactly as a catalog would (base m, K, m³/m). */
const unit = (code: string, factor: number, extra: Partial<Unit> = {}): Unit => ({
  code,
  label: code,
  symbol: code,
  factor,
  ...extra,
});
const mm = unit("mm", 0.001);
const cm = unit("cm", 0.01);
const m = unit("m", 1);
const km = unit("km", 1000);
const inch = unit("in", 0.0254);
const ft = unit("ft", 0.3048);
const mi = unit("mi", 1609.344);
const kelvin = unit("k", 1);
const celsius = unit("c", 1, { relation: "affine", offset: 273.15 });
const fahrenheit = unit("f", 5 / 9, { relation: "affine", offset: 459.67 });
const rankine = unit("r", 5 / 9);
const l100km = unit("l_100km", 1e-3 / 100e3);
const mpgUs = unit("mpg_us", 3.785411784e-3 / 1609.344, { relation: "reciprocal" });
const kmL = unit("km_l", 1e-3 / 1e3, { relation: "reciprocal" });

/** Exact rational arithmetic on doubles (every double is a fraction with a power-of-2 denominator). */
type Q = readonly [bigint, bigint];
function q(x: number): Q {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const sign = bits >> 63n ? -1n : 1n;
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (biased === 0 ? 1 : biased) - 1075;
  return exponent >= 0
    ? [sign * (mantissa << BigInt(exponent)), 1n]
    : [sign * mantissa, 1n << BigInt(-exponent)];
}
const add = (a: Q, b: Q): Q => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
const sub = (a: Q, b: Q): Q => add(a, [-b[0], b[1]]);
const mul = (a: Q, b: Q): Q => [a[0] * b[0], a[1] * b[1]];
const div = (a: Q, b: Q): Q =>
  b[0] < 0n ? [-a[0] * b[1], a[1] * -b[0]] : [a[0] * b[1], a[1] * b[0]];
const abs = (a: Q): Q => [a[0] < 0n ? -a[0] : a[0], a[1]];
/** |a| ≤ tolerance × |b|, exactly. */
const within = (a: Q, b: Q, tolerance: Q): boolean => {
  const left = abs(a);
  const right = mul(tolerance, abs(b));
  return left[0] * right[1] <= right[0] * left[1];
};
const E14: Q = [1n, 10n ** 14n];

/** The exact value, in rationals, of the catalog relation: what convert approximates. */
function exactToBase(u: Unit, x: Q): Q {
  if (u.relation === "affine") return mul(add(x, q(u.offset ?? 0)), q(u.factor));
  if (u.relation === "reciprocal") return div(q(u.factor), x);
  return mul(x, q(u.factor));
}
function exactFromBase(u: Unit, b: Q): Q {
  if (u.relation === "affine") return sub(div(b, q(u.factor)), q(u.offset ?? 0));
  if (u.relation === "reciprocal") return div(q(u.factor), b);
  return div(b, q(u.factor));
}
function exactConvert(x: number, from: Unit, to: Unit): Q {
  return exactFromBase(to, exactToBase(from, q(x)));
}

const named = (pairs: [Unit, Unit][]) => pairs.map(([a, b]) => [a.code, b.code, a, b] as const);

/** Values over many magnitudes: mantissa in [1, 10) times 10^-30 … 10^30, either sign. */
const anyMagnitude = fc
  .tuple(
    fc.double({ min: 1, max: 10, maxExcluded: true, noNaN: true }),
    fc.integer({ min: -30, max: 30 }),
    fc.boolean(),
  )
  .map(([mantissa, exponent, negative]) => (negative ? -1 : 1) * mantissa * 10 ** exponent);

describe("convert gives the exact decimal answer where there is one", () => {
  it.each(
    [
      [5.5, mm, cm, 0.55],
      [1, ft, inch, 12],
      [1, mi, km, 1.609344],
      [0.1, m, mm, 100],
      [0.3, cm, mm, 3],
      [32, fahrenheit, celsius, 0],
      [212, fahrenheit, celsius, 100],
      [-40, celsius, fahrenheit, -40],
      [98.6, fahrenheit, celsius, 37],
      [0, kelvin, celsius, -273.15],
      [0, celsius, kelvin, 273.15],
      [491.67, rankine, celsius, 0],
      [100, celsius, fahrenheit, 212],
      [33.8, fahrenheit, celsius, 1],
      [1, m, ft, 3.28083989501312],
      [10, l100km, kmL, 10],
      [4, l100km, kmL, 25],
    ].map(
      ([x, from, to, expected]) =>
        [x, (from as Unit).code, (to as Unit).code, expected, from, to] as const,
    ),
  )("%d %s → %s is exactly %d", (x, _from, _to, expected, from, to) => {
    expect(convert(x as number, from as Unit, to as Unit)).toBe(expected);
  });

  it("gives the exact product of short decimals exactly (0.1 + 0.2-style noise never survives)", () => {
    // x = a × 10^-i in a unit of factor b × 10^-j, into one of factor 10^-k: the exact answer is a
    // decimal of at most 15 significant digits, so it must come out as that decimal's double.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 8 }),
        (a, i, b, j, k) => {
          const from = unit("from", b / 10 ** j);
          const to = unit("to", 1 / 10 ** k);
          const exact = BigInt(a) * BigInt(b);
          const expected = Number(`${exact}e${k - i - j}`);
          expect(convert(a / 10 ** i, from, to)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("convert stays within 1e-14 of the exact result", () => {
  const linearPairs: [Unit, Unit][] = [
    [mm, inch],
    [mi, km],
    [ft, m],
    [inch, mi],
  ];
  const reciprocalPairs: [Unit, Unit][] = [
    [mpgUs, l100km],
    [l100km, mpgUs],
    [mpgUs, kmL],
  ];

  it.each(named([...linearPairs, ...reciprocalPairs]))(
    "%s → %s, relative to the result",
    (_a, _b, from, to) => {
      fc.assert(
        fc.property(anyMagnitude, (x) => {
          expect(
            within(
              sub(q(convert(x, from, to)), exactConvert(x, from, to)),
              exactConvert(x, from, to),
              E14,
            ),
          ).toBe(true);
        }),
        { numRuns: 3000 },
      );
    },
  );

  it("holds for random factors of every size", () => {
    fc.assert(
      fc.property(anyMagnitude, anyMagnitude, anyMagnitude, (x, f1, f2) => {
        const from = unit("a", Math.abs(f1));
        const to = unit("b", Math.abs(f2));
        const exact = exactConvert(x, from, to);
        expect(within(sub(q(convert(x, from, to)), exact), exact, E14)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it.each(
    named([
      [fahrenheit, celsius],
      [celsius, fahrenheit],
      [kelvin, fahrenheit],
      [fahrenheit, kelvin],
      [celsius, rankine],
    ]),
  )(
    "%s → %s, relative to the largest term (the scale's offset near its zero)",
    (_a, _b, from, to) => {
      fc.assert(
        fc.property(anyMagnitude, (x) => {
          const exact = exactConvert(x, from, to);
          // The terms: the result, x and the offsets, all in the target unit.
          const ratio = from.factor / to.factor;
          const scale = Math.max(
            Math.abs(Number(exact[0]) / Number(exact[1])),
            Math.abs(x) * ratio,
            (from.offset ?? 0) * ratio,
            to.offset ?? 0,
          );
          expect(within(sub(q(convert(x, from, to)), exact), q(scale), E14)).toBe(true);
        }),
        { numRuns: 3000 },
      );
    },
  );
});

describe("convert returns NaN for what has no finite answer", () => {
  it.each([
    ["0 mpg (reciprocal of 0)", 0, mpgUs, l100km],
    ["0 L/100 km in mpg", 0, l100km, mpgUs],
    ["NaN", Number.NaN, m, ft],
    ["Infinity", Number.POSITIVE_INFINITY, m, ft],
    ["-Infinity", Number.NEGATIVE_INFINITY, celsius, fahrenheit],
    ["an overflow", 1e306, km, mm],
  ])("%s", (_name, x, from, to) => {
    expect(convert(x, from, to)).toBeNaN();
  });
});

describe("convert's plumbing", () => {
  it("returns a value converted to its own unit unchanged, noise aside", () => {
    expect(convert(1e-20, celsius, celsius)).toBe(1e-20);
    expect(convert(0.1 + 0.2, mm, mm)).toBe(0.3);
    expect(convert(-1234.5, fahrenheit, fahrenheit)).toBe(-1234.5);
  });

  it("never returns -0", () => {
    expect(Object.is(convert(-0, mm, cm), 0)).toBe(true);
    expect(Object.is(convert(-1e-300, m, km), -1e-303)).toBe(true);
    expect(Object.is(convert(-273.15, celsius, kelvin), 0)).toBe(true);
  });

  it("goes through the base unit for each relation", () => {
    expect(toBase(celsius, 25)).toBe(298.15);
    expect(fromBase(celsius, 298.15)).toBe(25);
    expect(toBase(mpgUs, 2)).toBe(mpgUs.factor / 2);
    expect(fromBase(mpgUs, mpgUs.factor / 4)).toBe(4);
    expect(toBase(inch, 2)).toBe(0.0508);
  });

  const PARSEC = (648000 / Math.PI) * 149597870700;

  it("keeps tiny and huge results to 15 significant digits", () => {
    expect(convert(1, unit("planck", 1.616255e-35), m)).toBe(1.616255e-35);
    expect(convert(1.616255e-35, m, unit("planck", 1.616255e-35))).toBe(1);
    expect(convert(PARSEC, m, unit("pc", PARSEC))).toBe(1);
    expect(convert(1e200, km, m)).toBe(1e203);
  });

  it("rounds to 15 significant digits of the scale, halves away from zero", () => {
    expect(roundToScale(0.30000000000000004)).toBe(0.3);
    expect(roundToScale(-0.30000000000000004)).toBe(-0.3);
    expect(roundToScale((32 + 459.67) * (5 / 9) - 273.15, 273.15)).toBe(0);
    expect(roundToScale(1e-20, 1)).toBe(0);
    expect(roundToScale(Number("1.23456789012345678e-30"))).toBe(1.23456789012346e-30);
    expect(roundToScale(1e41 * (1 - Number.EPSILON))).toBe(1e41);
    expect(roundToScale(123456789012345.67)).toBe(123456789012346);
  });
});
