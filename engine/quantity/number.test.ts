import { describe, expect, it } from "vitest";
import { type DecimalMark, decimalMarkOf, readNumber, scanNumber } from "./number.ts";

const value = (text: string, decimal?: DecimalMark) => readNumber(text, decimal)?.value;

describe("readNumber: what the strict reader accepted, it still reads the same", () => {
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
  ])("reads %j as %d", (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each([
    [""],
    ["   "],
    ["abc"],
    ["12abc"],
    ["12,34,567"],
    [",123"],
    ["1.2.3"],
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
    ["- 1"],
  ])("refuses %j", (text) => {
    expect(readNumber(text)).toBeUndefined();
  });

  it("reads -0 as 0, never as -0", () => {
    expect(Object.is(value("-0"), 0)).toBe(true);
    expect(Object.is(value("−0,0"), 0)).toBe(true);
  });

  it("ends at the end of the text it was given, spaces included", () => {
    expect(readNumber(" 1,5 ")).toEqual({ value: 1.5, end: 5 });
  });
});

describe("readNumber: decimal commas and thousands groups", () => {
  it.each([
    // A comma that cannot be a thousands separator is a decimal comma, whatever the locale.
    ["1,5", ".", 1.5],
    ["1,5", ",", 1.5],
    ["0,123", ".", 0.123],
    ["1,23", ".", 1.23],
    ["1,2345", ".", 1.2345],
    ["1234,567", ".", 1234.567],
    ["-2,75", ".", -2.75],
    // Both marks: the last is the decimal mark.
    ["1,234.5", ",", 1234.5],
    ["1.234,5", ".", 1234.5],
    ["1.234.567,89", ".", 1234567.89],
    ["1,234,567.89", ",", 1234567.89],
    // Several of one mark can only be groups.
    ["1.234.567", ".", 1234567],
    ["1,234,567", ",", 1234567],
    // Spaces group thousands: the space, the no-break space, the narrow no-break space.
    ["1 234,5", ".", 1234.5],
    ["1 234.5", ",", 1234.5],
    ["1\u00a0234\u00a0567", ".", 1234567],
    ["1\u202f234,5", ",", 1234.5],
    ["1 000", ".", 1000],
    // A point that cannot be a group is a decimal point in every locale.
    ["1.5", ",", 1.5],
    ["0.123", ",", 0.123],
    // A decimal mark may end the number.
    ["5,", ",", 5],
    ["1,234.", ",", 1234],
    ["1 234.", ".", 1234],
  ] as const)("reads %j (decimal %j) as %d, without a note", (text, decimal, expected) => {
    expect(readNumber(text, decimal)).toEqual({ value: expected, end: text.length });
  });

  it.each([
    ["1,234", ".", 1234, "Read 1,234 as 1234 (comma as thousands separator)"],
    ["12,345", ".", 12345, "Read 12,345 as 12345 (comma as thousands separator)"],
    ["-123,456", ".", -123456, "Read 123,456 as 123456 (comma as thousands separator)"],
    ["1,234", ",", 1.234, "Read 1,234 as 1.234 (comma as decimal mark)"],
    ["12,345", ",", 12.345, "Read 12,345 as 12.345 (comma as decimal mark)"],
    ["1.234", ",", 1234, "Read 1.234 as 1234 (point as thousands separator)"],
    ["1,234e3", ",", 1234, "Read 1,234 as 1.234 (comma as decimal mark)"],
  ] as const)(
    "reads the ambiguous %j (decimal %j) as %d and says how",
    (text, decimal, expected, note) => {
      expect(readNumber(text, decimal)).toEqual({ value: expected, end: text.length, note });
    },
  );

  it("reads 1.234 as a decimal where the point is the decimal mark, with nothing to say", () => {
    expect(readNumber("1.234", ".")).toEqual({ value: 1.234, end: 5 });
  });

  it.each([
    ["1,23,456"],
    ["12,34,567"],
    ["1.234,567.8"],
    ["1,234 567"],
    ["1 2345"],
    ["1234 567"],
    ["0,123,456"],
    ["1'234.5"],
    ["1,234,"],
    ["5,"],
    ["2 3"],
  ])("refuses %j: groups that are not groups of three, or a stray mark", (text) => {
    expect(readNumber(text, ".")).toBeUndefined();
  });
});

describe("readNumber: fractions, scientific notation, signs", () => {
  it.each([
    ["3/8", 0.375],
    ["5/4", 1.25],
    ["-3/8", -0.375],
    ["1 3/16", 1.1875],
    ["1-3/16", 1.1875],
    ["1  3/16", 1.1875],
    ["-1 1/2", -1.5],
    ["1 100/128", 1.78125],
    ["0 1/64", 0.015625],
    ["3\u20448", 0.375],
    ["½", 0.5],
    ["1½", 1.5],
    ["1 ½", 1.5],
    ["−¾", -0.75],
    ["2⅜", 2.375],
    ["1.5e3", 1500],
    ["1,5e3", 1500],
    ["2E-5", 0.00002],
    ["2e−5", 0.00002],
    ["6.02×10^23", 6.02e23],
    ["6.02x10^23", 6.02e23],
    ["6.02 × 10^23", 6.02e23],
    ["6.02·10²³", 6.02e23],
    ["1.6×10⁻¹⁹", 1.6e-19],
    ["1.6*10^-19", 1.6e-19],
    ["\u22123", -3],
    ["+1,5", 1.5],
  ])("reads %j as %d", (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it.each([
    ["1/0"],
    ["1 5/4"],
    ["1 0/4"],
    ["1 3/0"],
    ["1.5/2"],
    ["1/2/3"],
    ["1 3 /16"],
    ["6.02×10"],
    ["6.02×10^"],
    ["1,5 1/2"],
  ])("refuses %j", (text) => {
    expect(readNumber(text)).toBeUndefined();
  });
});

describe("scanNumber: stops where the number stops, before a unit", () => {
  it.each([
    ["5ft", 5, 1],
    ["1,5km", 1.5, 3],
    ["5'3\"", 5, 1],
    ["1 3/16 in", 1.1875, 6],
    ['1 3/16"', 1.1875, 6],
    ["5 ft 3 in", 5, 1],
    ["1 234,5 m", 1234.5, 7],
    ["1 h 30 min", 1, 1],
    ["2 3", 2, 1],
    ["12°30'15\"", 12, 2],
    ["5em", 5, 1],
    ["3 x 4", 3, 1],
    ["1,234,56", 1234, 5],
    ["1.2.3", 1.2, 3],
    ["½ cup", 0.5, 1],
    ["100 km/h", 100, 3],
    ["5, 6", 5, 1],
  ])("%j at 0 reads %d, ending at %d", (text, expected, end) => {
    const read = scanNumber(text, 0, ".");
    expect(read?.value).toBe(expected);
    expect(read?.end).toBe(end);
  });

  it("starts exactly where it is told, and reads nothing at a letter or a space", () => {
    expect(scanNumber("5 ft 3 in", 5, ".")).toEqual({ value: 3, end: 6 });
    expect(scanNumber("m2", 0, ".")).toBeUndefined();
    expect(scanNumber(" 5", 0, ".")).toBeUndefined();
    expect(scanNumber("5", 1, ".")).toBeUndefined();
    expect(scanNumber("5", -1, ".")).toBeUndefined();
  });

  it("reads nothing rather than a number out of range", () => {
    expect(scanNumber("1e999 m", 0, ".")).toBeUndefined();
  });
});

describe("decimalMarkOf", () => {
  it.each([
    ["en", "."],
    ["en-US", "."],
    ["ja", "."],
    ["zh-CN", "."],
    ["de", ","],
    ["de-DE", ","],
    ["fr", ","],
    ["es", ","],
    ["it", ","],
    ["ru", ","],
    ["pt-BR", ","],
    ["nl", ","],
    ["pl", ","],
    ["de-CH", "."],
  ] as const)("%s writes %j", (locale, mark) => {
    expect(decimalMarkOf(locale)).toBe(mark);
  });

  it.each([[undefined], [""], ["xx"], ["en_US"], ["*"], ["not a tag"]])(
    "falls back to the point for %j",
    (locale) => {
      expect(decimalMarkOf(locale)).toBe(".");
    },
  );
});
