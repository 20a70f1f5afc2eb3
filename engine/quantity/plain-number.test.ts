import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readNumber } from "./number.ts";
import { readPlainNumber } from "./plain-number.ts";

describe("readPlainNumber", () => {
  it.each([
    ["12", 12],
    ["-3.5", -3.5],
    ["+2", 2],
    [".5", 0.5],
    ["5.", 5],
    ["1e3", 1000],
    ["-1.5E-3", -0.0015],
    [" 42 ", 42],
    ["0e999", 0],
  ])("reads %j as %d", (text, value) => {
    expect(readPlainNumber(text)).toBe(value);
  });

  it.each([["1,5"], ["1 3/16"], ["½"], ["1e999"], ["1e-999"], ["Infinity"], ["0x10"], [""], ["."]])(
    "leaves %j to the full reader, or refuses it",
    (text) => {
      expect(readPlainNumber(text)).toBeUndefined();
    },
  );

  it("reads -0 as 0", () => {
    expect(Object.is(readPlainNumber("-0"), 0)).toBe(true);
  });

  it("reads every text it reads as the full reader does with the decimal point", () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."0123456789.+-eE "), maxLength: 16 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    );
    fc.assert(
      fc.property(text, (t) => {
        const plain = readPlainNumber(t);
        if (plain !== undefined) expect(readNumber(t, ".")?.value).toBe(plain);
      }),
      { numRuns: 10000 },
    );
  });
});
