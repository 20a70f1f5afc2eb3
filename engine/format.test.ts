import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFixed, formatNumber, formatSignificant } from "./format.ts";
import { readNumber } from "./quantity/number.ts";

const temperature = { display: "temperature" } as const;

describe("formatNumber, general rule", () => {
  it.each([
    [0, "0"],
    [-0, "0"],
    [1, "1"],
    [0.55, "0.55"],
    [12, "12"],
    [-40, "-40"],
    [1.5, "1.5"],
    [0.1 + 0.2, "0.3"],
    [1 / 3, "0.333333"],
    [2 / 3, "0.666667"],
    [-2 / 3, "-0.666667"],
    [3.28083989501312, "3.28084"],
    [0.000001, "0.000001"],
    [0.0000015, "0.000002"],
    [0.9999994, "0.999999"],
    [0.9999996, "1"],
    [0.9999995, "1"],
    [1.0000004, "1"],
    [123456.7890123, "123456.789012"],
    [123456789012.3456, "123456789012.346"],
    [999999999999999, "999999999999999"],
    [100, "100"],
    [1000000, "1000000"],
    [1234567.5, "1234567.5"],
  ])("%d shows %s", (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it.each([
    [1.609344e-12, "1.609344e-12"],
    [1e-7, "1e-7"],
    [-1e-7, "-1e-7"],
    [9.999999e-7, "9.999999e-7"],
    [2.5e15, "2.5e15"],
    [1e15, "1e15"],
    [1.234567891e20, "1.234568e20"],
    [6.02214076e23, "6.022141e23"],
    [(-648000 / Math.PI) * 149597870700, "-3.085678e16"],
    [Number.MIN_VALUE, "5e-324"],
    [Number.MAX_VALUE, "1.797693e308"],
  ])("%d shows in scientific form as %s", (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it("decides the form on the noise-free digits (1e-6 minus noise is 1e-6)", () => {
    expect(formatNumber(1e-6 * (1 - Number.EPSILON))).toBe("0.000001");
    expect(formatNumber(1e15 * (1 - Number.EPSILON))).toBe("1e15");
  });

  it("rounds the decimal digits, halves away from zero, not the binary value", () => {
    // The double nearest 1.0000005 lies below it; the shown rounding is the decimal one.
    expect(formatNumber(1.0000005)).toBe("1.000001");
    expect(formatNumber(-1.0000005)).toBe("-1.000001");
    expect(formatNumber(2.0000015)).toBe("2.000002");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "%d shows nothing",
    (value) => {
      expect(formatNumber(value)).toBe("");
      expect(formatNumber(value, temperature)).toBe("");
    },
  );
});

describe("formatNumber, temperature", () => {
  it.each([
    [36.666666666, "36.67"],
    [-17.7777777778, "-17.78"],
    [100, "100"],
    [1.005, "1.01"],
    [-40, "-40"],
    [273.15, "273.15"],
    [0.1 + 0.2, "0.3"],
    [0, "0"],
  ])("%d shows %s", (value, text) => {
    expect(formatNumber(value, temperature)).toBe(text);
  });

  it.each([
    [0.001, "0.001"],
    [-0.004, "-0.004"],
    [0.0049, "0.0049"],
    [1e-9, "1e-9"],
  ])(
    "a non-zero %d that 2 decimals would show as 0 follows the general rule: %s",
    (value, text) => {
      expect(formatNumber(value, temperature)).toBe(text);
    },
  );

  it("shows huge temperatures in scientific form", () => {
    expect(formatNumber(1.5e32, temperature)).toBe("1.5e32");
  });
});

describe("formatNumber, over all doubles", () => {
  const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true });

  it("never shows 0 for a non-zero value, nor NaN or Infinity text", () => {
    fc.assert(
      fc.property(anyDouble, fc.boolean(), (value, isTemperature) => {
        const text = formatNumber(value, isTemperature ? temperature : undefined);
        expect(text).not.toMatch(/NaN|Infinity|\+|,|^-0$/);
        if (value !== 0) expect(readNumber(text)?.value).not.toBe(0);
      }),
      { numRuns: 20000 },
    );
  });

  it("shows at most 6 decimals (2 for temperature) or 7 significant digits in scientific form", () => {
    fc.assert(
      fc.property(anyDouble, fc.boolean(), (value, isTemperature) => {
        const text = formatNumber(value, isTemperature ? temperature : undefined);
        const [mantissa = "", exponent] = text.split("e");
        if (exponent !== undefined) {
          expect(mantissa.replace(/[-.]/g, "")).toMatch(/^[1-9]\d{0,6}$/);
        } else {
          expect(mantissa.split(".")[1]?.length ?? 0).toBeLessThanOrEqual(6);
          expect(mantissa.replace(/[-.]/g, "").replace(/^0+/, "").length).toBeLessThanOrEqual(15);
        }
      }),
      { numRuns: 20000 },
    );
  });

  it("shows text that parses back to the value within the last digit shown", () => {
    fc.assert(
      fc.property(anyDouble, (value) => {
        const text = formatNumber(value);
        const back = readNumber(text)?.value;
        expect(back).toBeDefined();
        const magnitude = Math.abs(value);
        // Half a unit of the last digit shown, plus the half ulps between doubles and texts.
        const halfUnit = text.includes("e") ? magnitude * 5e-7 : Math.max(5e-7, magnitude * 5e-15);
        const tolerance = halfUnit + magnitude * Number.EPSILON;
        expect(Math.abs((back as number) - value)).toBeLessThanOrEqual(tolerance);
      }),
      { numRuns: 20000 },
    );
  });
});

/** Reference: the decimal text of `value`, rounded in BigInt at `decimals`, halves up, trimmed. */
function roundedText(value: number, decimals: number): string {
  const [mantissa = "", power = "0"] = String(Math.abs(value)).split("e");
  const [integer = "", fraction = ""] = mantissa.split(".");
  let n = BigInt(integer + fraction);
  let places = fraction.length - Number(power); // value = n / 10^places
  if (places < 0) {
    n *= 10n ** BigInt(-places);
    places = 0;
  }
  let q = n * 10n ** BigInt(Math.max(0, decimals - places));
  if (places > decimals) {
    const unit = 10n ** BigInt(places - decimals);
    q = n / unit + (2n * (n % unit) >= unit ? 1n : 0n);
  }
  const digits = q.toString().padStart(decimals + 1, "0");
  const text = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`.replace(/\.?0+$/, "");
  return (value < 0 ? "-" : "") + text;
}

describe("formatNumber agrees with the decimal rounding of the value's text", () => {
  /** Values with 7 or 3 decimals, so that many sit exactly on a half. */
  const decimalValue = (places: number, max: number) =>
    fc
      .tuple(
        fc.integer({ min: 1, max }),
        fc.integer({ min: 0, max: 10 ** places - 1 }),
        fc.boolean(),
      )
      .map(
        ([i, f, negative]) =>
          (negative ? -1 : 1) * Number(`${i - 1}.${String(f).padStart(places, "0")}`),
      );

  it("at 6 decimals, from 1e-6 to 1e9", () => {
    const anyOrdinary = fc.double({ min: 1e-6, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(anyOrdinary, decimalValue(7, 1e8)), (value) => {
        if (Math.abs(value) < 1e-6) return;
        expect(formatNumber(value)).toBe(roundedText(value, 6));
      }),
      { numRuns: 20000 },
    );
  });

  it("at 2 decimals for temperature, from 0.005 to 1e12", () => {
    const anyOrdinary = fc.double({ min: 0.005, max: 1e12, noNaN: true });
    fc.assert(
      fc.property(fc.oneof(anyOrdinary, decimalValue(3, 1e6)), (value) => {
        if (Math.abs(value) < 0.005) return;
        expect(formatNumber(value, temperature)).toBe(roundedText(value, 2));
      }),
      { numRuns: 20000 },
    );
  });
});

describe("formatFixed", () => {
  it.each([
    [5.4952, 2, "5.50"],
    [54.0468, 1, "54.0"],
    [5.55074, 2, "5.55"],
    [0, 2, "0.00"],
    [-0.001, 2, "0.00"],
    [-1.005, 2, "-1.01"],
    [12, 0, "12"],
    [1e20, 1, "100000000000000000000.0"],
  ])("%d with %d decimals is %s", (value, decimals, text) => {
    expect(formatFixed(value, decimals)).toBe(text);
  });

  it("shows nothing for NaN", () => {
    expect(formatFixed(Number.NaN, 2)).toBe("");
  });
});

describe("formatSignificant (reference tables)", () => {
  it("keeps the digits of an exact factor that the 6-decimal rule would cut", () => {
    expect(formatSignificant(2.54e-5)).toBe("0.0000254");
    expect(formatSignificant(0.028349523125)).toBe("0.02834952313");
    expect(formatSignificant(0.45359237)).toBe("0.45359237");
    expect(formatSignificant(1609.344)).toBe("1609.344");
  });

  it("uses the scientific form below 1e-6 and from 1e15", () => {
    expect(formatSignificant(1.61625502e-35)).toBe("1.616255e-35");
    expect(formatSignificant(9.4607304725808e15)).toBe("9.46073e15");
    expect(formatSignificant(1e-9)).toBe("1e-9");
  });

  it("never shows noise, zero for a non-zero value, or text for a non-number", () => {
    expect(formatSignificant(0.1 + 0.2)).toBe("0.3");
    expect(formatSignificant(-1e-300)).toBe("-1e-300");
    expect(formatSignificant(Number.NaN)).toBe("");
    expect(formatSignificant(0)).toBe("0");
  });
});

describe("formatNumber with more decimals (crypto amounts)", () => {
  it("shows up to 8 decimals, trimmed, and goes scientific only below 1e-8", () => {
    expect(formatNumber(0.000014, { decimals: 8 })).toBe("0.000014");
    expect(formatNumber(1 / 71428.57, { decimals: 8 })).toBe("0.000014");
    expect(formatNumber(0.123456789, { decimals: 8 })).toBe("0.12345679");
    expect(formatNumber(0.00000001, { decimals: 8 })).toBe("0.00000001");
    expect(formatNumber(2.4e-9, { decimals: 8 })).toBe("2.4e-9");
    expect(formatNumber(71428.57, { decimals: 8 })).toBe("71428.57");
  });

  it("keeps the 6-decimal rule by default", () => {
    expect(formatNumber(0.123456789)).toBe("0.123457");
    expect(formatNumber(2.4e-7)).toBe("2.4e-7");
  });
});
