import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseNumber } from "./parse.ts";

describe("parseNumber", () => {
  it.each([
    ["12", 12],
    ["-3.5", -3.5],
    ["+2", 2],
    [".5", 0.5],
    ["-.5", -0.5],
    ["5.", 5],
    ["0", 0],
    ["007", 7],
    ["1e3", 1000],
    ["-1.5E-3", -0.0015],
    ["2.5e+15", 2.5e15],
    ["1,234.5", 1234.5],
    ["1,234,567", 1234567],
    ["1,234.", 1234],
    ["-0", 0],
    ["-12,345.75", -12345.75],
    ["  42  ", 42],
    ["\t3.25\n", 3.25],
    ["1e-300", 1e-300],
    ["0e999", 0],
    ["0.000", 0],
  ])("reads %j as %d", (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each([
    [""],
    ["   "],
    ["abc"],
    ["12abc"],
    ["1,2"],
    ["1,2345"],
    ["12,34,567"],
    ["0,123"],
    [",123"],
    ["1.2.3"],
    ["1 234"],
    ["0x10"],
    ["0b101"],
    ["Infinity"],
    ["-Infinity"],
    ["NaN"],
    ["1e999"],
    ["-1e999"],
    ["1e-999"],
    ["."],
    ["-"],
    ["+"],
    ["e3"],
    ["1e"],
    ["1e+"],
    ["--1"],
    ["+-1"],
    ["1_000"],
  ])("refuses %j", (text) => {
    expect(parseNumber(text)).toBeUndefined();
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const value = parseNumber(text);
        expect(value === undefined || Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it("reads back every finite double JavaScript writes", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(parseNumber(String(value))).toBe(value + 0);
      }),
      { numRuns: 5000 },
    );
  });

  it("reads numbers written with thousands separators (en-US)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(parseNumber(value.toLocaleString("en-US"))).toBe(value + 0);
      }),
      { numRuns: 2000 },
    );
  });
});
