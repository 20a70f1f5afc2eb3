import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber } from "../format.ts";
import { decimalMarkOf, readNumber, scanNumber } from "./number.ts";

const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true });

describe("readNumber, over random input", () => {
  it("never throws, and reads only finite numbers, whatever the text", () => {
    const text = fc.oneof(
      fc.string({ unit: "binary" }),
      // Strings made of the characters the reader looks at, so that its branches are reached.
      fc.string({
        unit: fc.constantFrom(..."0123456789,. \u00a0\u202f/\u2044-+\u2212eE×x·^⁻²³½¾⅜'\"ftm"),
        maxLength: 24,
      }),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(".", ","), fc.nat(30), (t, decimal, start) => {
        const read = readNumber(t, decimal);
        expect(read === undefined || Number.isFinite(read.value)).toBe(true);
        const scanned = scanNumber(t, start, decimal);
        if (scanned) {
          expect(Number.isFinite(scanned.value)).toBe(true);
          expect(scanned.end).toBeGreaterThan(start);
          expect(scanned.end).toBeLessThanOrEqual(t.length);
        }
      }),
      { numRuns: 10000 },
    );
  });

  it("reads back every finite double JavaScript writes", () => {
    fc.assert(
      fc.property(anyDouble, (x) => {
        expect(readNumber(String(x))?.value).toBe(x + 0);
      }),
      { numRuns: 5000 },
    );
  });

  it("reads back what the site's display shows, within the display's precision", () => {
    fc.assert(
      fc.property(anyDouble, fc.boolean(), (x, temperature) => {
        const text = formatNumber(x, temperature ? { display: "temperature" } : undefined);
        const back = readNumber(text);
        expect(back?.note).toBeUndefined();
        const magnitude = Math.abs(x);
        // Half a unit of the last digit shown, plus the half ulps between doubles and texts.
        const decimals = temperature ? 5e-3 : 5e-7;
        const halfUnit = text.includes("e")
          ? magnitude * 5e-7
          : Math.max(decimals, magnitude * 5e-15);
        const tolerance = halfUnit + magnitude * Number.EPSILON;
        expect(Math.abs((back?.value as number) - x)).toBeLessThanOrEqual(tolerance);
        if (x !== 0) expect(back?.value).not.toBe(0);
      }),
      { numRuns: 10000 },
    );
  });

  // Each locale's own way of writing numbers, read with that locale's decimal mark.
  describe.each(["en", "de", "fr", "es"])("Intl.NumberFormat(%s)", (locale) => {
    const decimal = decimalMarkOf(locale);

    it("reads back what the locale writes, within its 3 decimals", () => {
      const format = new Intl.NumberFormat(locale);
      fc.assert(
        fc.property(fc.double({ min: -1e25, max: 1e25, noNaN: true }), (x) => {
          const text = format.format(x);
          const back = readNumber(text, decimal);
          expect(back, text).toBeDefined();
          const tolerance = 5e-4 + Math.abs(x) * 4 * Number.EPSILON;
          expect(Math.abs((back?.value as number) - x), text).toBeLessThanOrEqual(tolerance);
        }),
        { numRuns: 5000 },
      );
    });

    it("reads back whole numbers exactly, grouped as the locale groups them", () => {
      fc.assert(
        fc.property(fc.integer({ min: -1e12, max: 1e12 }), (x) => {
          expect(readNumber(x.toLocaleString(locale), decimal)?.value).toBe(x + 0);
        }),
        { numRuns: 3000 },
      );
    });
  });
});
