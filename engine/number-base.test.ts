import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { baseFromCode, convertBase, namedBases } from "./number-base.ts";

const ok = (value: string) => ({ ok: true, value });

describe("convertBase, integers", () => {
  it.each([
    ["255", 10, 16, "FF"],
    ["ff", 16, 10, "255"],
    ["FF", 16, 2, "11111111"],
    ["777", 8, 10, "511"],
    ["11111111", 2, 8, "377"],
    ["0", 10, 2, "0"],
    ["000101", 2, 10, "5"],
    ["-42", 10, 2, "-101010"],
    ["+42", 10, 16, "2A"],
    ["-0", 10, 16, "0"],
    ["zz", 36, 10, "1295"],
    ["1295", 10, 36, "ZZ"],
    ["1111 0000", 2, 16, "F0"],
    ["1_000_000", 10, 16, "F4240"],
    ["  7f  ", 16, 10, "127"],
    ["0x1F", 16, 10, "31"],
    ["0b101", 2, 10, "5"],
    ["0o17", 8, 10, "15"],
    ["0b1", 16, 10, "177"],
  ])("%s in base %d is %s in base %d", (input, from, to, expected) => {
    expect(convertBase(input, from, to)).toEqual(ok(expected));
  });

  it("converts integers of any length exactly", () => {
    const n = 2n ** 521n - 1n;
    expect(convertBase(n.toString(10), 10, 16)).toEqual(ok(n.toString(16).toUpperCase()));
    expect(convertBase("1".repeat(5000), 2, 10)).toEqual(ok((2n ** 5000n - 1n).toString()));
  });

  it("agrees with BigInt for random integers in random bases, both ways", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }),
        fc.integer({ min: 2, max: 36 }),
        fc.integer({ min: 2, max: 36 }),
        (n, from, to) => {
          const result = convertBase(n.toString(from), from, to);
          expect(result).toEqual(ok(n.toString(to).toUpperCase()));
          if (result.ok)
            expect(convertBase(result.value, to, from)).toEqual(ok(n.toString(from).toUpperCase()));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("convertBase, fractions", () => {
  it.each([
    ["0.1", 2, 10, "0.5"],
    ["0.11", 2, 10, "0.75"],
    ["-10.01", 2, 10, "-2.25"],
    ["0.5", 10, 2, "0.1"],
    ["0.8", 16, 10, "0.5"],
    ["0.0001", 2, 16, "0.1"],
    ["0.1", 3, 9, "0.3"],
    ["12.50", 10, 10, "12.5"],
    ["5.", 10, 2, "101"],
    [".25", 10, 2, "0.01"],
    ["1.000", 10, 16, "1"],
    ["0.03125", 10, 2, "0.00001"],
  ])("%s in base %d is %s in base %d", (input, from, to, expected) => {
    expect(convertBase(input, from, to)).toEqual(ok(expected));
  });

  it("gives exact binary fractions in decimal", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 20 - 1 }),
        fc.integer({ min: 1, max: 20 }),
        (n, k) => {
          const bits = n.toString(2).padStart(k, "0").slice(-k);
          // n / 2^k = n × 5^k / 10^k: exactly k decimals.
          const scaled = (BigInt(Number.parseInt(bits, 2)) * 5n ** BigInt(k)).toString();
          const decimals = scaled.padStart(k, "0").replace(/0+$/, "");
          const expected = decimals === "" ? "0" : `0.${decimals}`;
          expect(convertBase(`0.${bits}`, 2, 10)).toEqual(ok(expected));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("refuses a fraction that repeats forever in the target base, saying so", () => {
    const result = convertBase("0.1", 10, 2);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/no finite form in base 2.*repeat forever/);
    if (!result.ok)
      expect(result.problem).toEqual({ kind: "repeats", number: "0.1", from: 10, to: 2 });
    expect(convertBase("0.1", 3, 10).ok).toBe(false);
    expect(convertBase("0.2", 10, 16).ok).toBe(false);
  });
});

describe("convertBase, errors", () => {
  it.each([
    ["9", 8, "'9' is not a digit in base 8."],
    ["102", 2, "'2' is not a digit in base 2."],
    ["12G", 16, "'G' is not a digit in base 16."],
    ["1.2e3", 10, "'e' is not a digit in base 10."],
    ["12$", 10, "'$' is not a digit in base 10."],
    ["1__", 10, "'_' is not a digit in base 10."],
    ["--1", 10, "'-' is not a digit in base 10."],
    ["\u212a", 36, "'\u212a' is not a digit in base 36."],
    ["\u0130", 36, "'\u0130' is not a digit in base 36."],
    ["\u0663", 10, "'\u0663' is not a digit in base 10."],
  ])("%s in base %d: %s", (input, from, error) => {
    const digit = /^'(.+)'/u.exec(error)?.[1];
    expect(convertBase(input, from, 10)).toEqual({
      ok: false,
      error,
      problem: { kind: "digit", digit, base: from },
    });
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.integer({ min: 2, max: 36 }), (text, base) => {
        const result = convertBase(text, base, 10);
        expect(typeof (result.ok ? result.value : result.error)).toBe("string");
      }),
      { numRuns: 5000 },
    );
  });

  it("refuses empty input, a lone sign or point, two points and bases outside 2..36", () => {
    for (const input of ["", "  ", "-", "."]) expect(convertBase(input, 10, 2).ok).toBe(false);
    expect(convertBase("1.0.1", 10, 2)).toEqual({
      ok: false,
      error: "A number has at most one point.",
      problem: { kind: "points" },
    });
    expect(convertBase("1", 1, 10)).toEqual({
      ok: false,
      error: "1 is not a base from 2 to 36.",
      problem: { kind: "base", base: 1 },
    });
    expect(convertBase("1", 10, 37).ok).toBe(false);
    expect(convertBase("1", 2.5, 10).ok).toBe(false);
  });
});

describe("base codes", () => {
  it("names binary, octal, decimal and hexadecimal", () => {
    expect(namedBases.map((b) => [b.code, b.base, b.label])).toEqual([
      ["bin", 2, "Binary"],
      ["oct", 8, "Octal"],
      ["dec", 10, "Decimal"],
      ["hex", 16, "Hexadecimal"],
    ]);
  });

  it.each([
    ["bin", 2],
    ["HEX", 16],
    ["oct", 8],
    ["dec", 10],
    ["hexadecimal", 16],
    ["2", 2],
    ["36", 36],
    ["base-16", 16],
    ["base16", 16],
    ["base_3", 3],
  ])("%s is base %d", (code, base) => {
    expect(baseFromCode(code)).toBe(base);
  });

  it.each([
    ["1"],
    ["37"],
    ["0"],
    ["-2"],
    ["16.0"],
    ["base"],
    ["hexa"],
    [""],
    ["constructor"],
    ["__proto__"],
    ["toString"],
  ])("%j names no base", (code) => {
    expect(baseFromCode(code)).toBeUndefined();
  });
});
