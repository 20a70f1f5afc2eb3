import { describe, expect, it } from "vitest";
import { categories } from "../catalog/index.ts";
import { createLexicon } from "../query/lexicon.ts";
import { type Calculation, calculate } from "./expression.ts";

const lexicon = createLexicon(categories);
const run = (q: string, decimal: "." | "," = ".") => calculate(q, lexicon, { decimal });

function value(q: string, decimal: "." | "," = ".") {
  const result = run(q, decimal);
  if (result.kind !== "value") throw new Error(`${q}: ${result.message}`);
  return result;
}

function refusal(q: string): string {
  const result: Calculation = run(q);
  if (result.kind !== "error") throw new Error(`${q} was answered ${result.display}`);
  return result.message;
}

const shown = (q: string) => {
  const { reading, display } = value(q);
  return `${reading} = ${display}`;
};

describe("the calculator: the issue's examples", () => {
  it("multiplies a speed by a time into the length the speed was typed in", () => {
    expect(shown("15 km/h * 30 min")).toBe("(15 km/h) × (30 min) = 7.5 km");
    expect(shown("60 mph * 2 h")).toBe("(60 mph) × (2 h) = 120 mi");
  });

  it("shows a product in the catalog unit the typed units make", () => {
    expect(shown("3 kW * 2 h")).toBe("(3 kW) × (2 h) = 6 kWh");
    expect(value("3 kWh / 2 h").display).toBe("1.5 kW");
  });

  it("adds lengths and converts the sum", () => {
    expect(shown("2 ft + 3 in to cm")).toBe("(2 ft) + (3 in) → cm = 68.58 cm");
  });

  it("converts a data rate over a time into an amount of data", () => {
    expect(value("6 Mbit/s * 1.5 h to GB").display).toBe("4.05 GB");
  });

  it("takes percentages of a quantity and adds them to it", () => {
    expect(shown("20% of 80 kg")).toBe("20% of (80 kg) = 16 kg");
    expect(shown("80 kg + 10%")).toBe("(80 kg) + 10% = 88 kg");
    expect(value("500 − 20%").display).toBe("400");
  });

  it("takes roots of quantities", () => {
    expect(shown("sqrt(16 m^2)")).toBe("sqrt(16 m²) = 4 m");
    expect(value("cbrt(27 m^3)").display).toBe("3 m");
  });

  it("answers in a compound of units, the last part rounded as the site shows it", () => {
    expect(value("1.75 m to ft in").display).toBe("5 ft 8.9 in");
  });

  it("refuses to add what measures different things, naming both", () => {
    expect(refusal("5 kg + 3 m")).toBe("5 kg + 3 m: mass and length cannot be added.");
    expect(refusal("2 h - 3 kg")).toBe("2 h − 3 kg: time and mass cannot be subtracted.");
  });

  it("makes a difference of temperatures an interval, and refuses their sum", () => {
    expect(shown("20 °C − 15 °C")).toBe("(20 °C) − (15 °C) = 5 K");
    expect(refusal("20 °C + 15 °C")).toBe(
      "(20 °C) + (15 °C): temperatures on a scale cannot be added; their difference can (20 °C − 15 °C).",
    );
    expect(value("20 °C + 5 K").display).toBe("25 °C");
    expect(refusal("20 °C * 2")).toMatch(/cannot be multiplied/);
  });

  it("reads lower-case f and c as Fahrenheit and Celsius where they convert", () => {
    expect(shown("72 f to c")).toBe("72 °F → °C = 22.22 °C");
  });

  it("converts between mpg and L/100 km as reciprocals", () => {
    expect(value("30 mpg to L/100 km").amount).toBeCloseTo(7.840486, 6);
    expect(value("7.840486 L/100 km to mpg").amount).toBeCloseTo(30, 5);
  });
});

describe("the calculator: how it reads", () => {
  it("binds juxtaposition tighter than division, as numbat does", () => {
    expect(shown("50 cm / 2 m")).toBe("(50 cm) / (2 m) = 0.25");
    expect(value("100 km / 2 h").display).toBe("50 km/h");
    expect(value("1 / meter per second").display).toBe("1 s/m");
  });

  it("raises powers right to left, before a sign", () => {
    expect(value("2^2^3").display).toBe("256");
    expect(value("-2^2").display).toBe("-4");
    expect(value("2^-3 m").display).toBe("0.125 m");
  });

  it("subtracts left to right", () => {
    expect(value("10 - 2 - 3").display).toBe("5");
    expect(value("10 - (2 - 3)").display).toBe("11");
  });

  it("adds adjacent quantities, as the box always has", () => {
    expect(shown("5 ft 3 in")).toBe("5 ft 3 in = 5.25 ft");
    expect(value("1 h 30 min to min").display).toBe("90 min");
  });

  it("reads every number form the site reads", () => {
    expect(value("1,5 km + 500 m").display).toBe("2 km");
    expect(value("1.234,5 m + 0,5 m", ",").display).toBe("1235 m");
    expect(value("2½ in + 1 3/16 in").display).toBe("3.6875 in");
    expect(value("6.02×10^23 * 2").display).toBe("1.204e24");
  });

  it("reads number words", () => {
    expect(value("half a mile to m").display).toBe("804.672 m");
    expect(value("a quarter of an hour to min").display).toBe("15 min");
    expect(value("3 hundred km").display).toBe("300 km");
  });

  it("reads a unit's name in words, with per", () => {
    expect(shown("5 miles per hour * 2 hours")).toBe("(5 mph) × (2 h) = 10 mi");
  });

  it("knows π, e, g0 and c0 without taking a unit's symbol", () => {
    expect(value("2 pi m").display).toBe("6.283185 m");
    expect(value("e^2").display).toBe("7.389056");
    // After a number, e is the elementary charge; c stays the unit it is.
    expect(value("3 e").unit?.category.id).toBe("charge");
    expect(value("c0 * 1 s to km").display).toBe("299792.458 km");
    expect(value("5 g + 5 g").display).toBe("10 g");
  });

  it("tells `in` the target from `in` the inch", () => {
    expect(value("5 in in cm").display).toBe("12.7 cm");
    expect(value("1 m in in").display).toBe("39.370079 in");
  });

  it("rounds in the unit the result is shown in", () => {
    expect(value("round(2.6 m)").display).toBe("3 m");
    expect(value("abs(-3 kg)").display).toBe("3 kg");
  });

  it("shows a result with no unit of the catalog in SI base units", () => {
    expect(value("1 / meter per second").display).toBe("1 s/m");
  });
});

describe("the calculator: errors are answers, never exceptions", () => {
  it("says which units do not convert, naming them in the plural", () => {
    expect(refusal("5 kg to m")).toBe(
      "5 kg measures mass; meters measure length: one cannot be converted into the other.",
    );
  });

  it("refuses division by zero", () => {
    expect(refusal("1 / 0")).toBe("1 / 0: division by zero.");
    expect(refusal("5 m / (2 m - 2 m)")).toMatch(/division by zero/);
  });

  it("refuses roots that leave no unit", () => {
    expect(refusal("sqrt(2 m)")).toMatch(/no square root/);
    expect(refusal("sqrt(-4)")).toMatch(/negative number has no square root/);
  });

  it("refuses results too large to hold", () => {
    expect(refusal("2^2^2^2^2^2^2^2 m")).toMatch(/too large to calculate/);
    expect(refusal("10^10^10")).toMatch(/too large to calculate/);
  });

  it("bounds the powers of units", () => {
    expect(refusal("m^1000")).toMatch(/whole power up to 12/);
    expect(refusal("2^(1 m)")).toMatch(/exponent is a plain number/);
  });

  it("bounds nesting, length and the number of parts", () => {
    expect(refusal(`${"(".repeat(40)}1${")".repeat(40)}`)).toMatch(/nested too deeply/);
    expect(refusal(`${"-".repeat(40)}1`)).toMatch(/nested too deeply/);
    // 200 nested parentheses are longer than any expression the box takes.
    expect(refusal(`${"(".repeat(200)}1${")".repeat(200)}`)).toMatch(/too long/);
    expect(refusal("1 + ".repeat(80))).toMatch(/too long/);
    expect(refusal(`${"1 m + ".repeat(60)}1 m`)).toMatch(/too long/);
  });

  it("says what it does not know", () => {
    expect(refusal("3 florps + 2 m")).toBe("“florps” is not a unit.");
    expect(refusal("5 m +")).toBe("The calculation ends too soon.");
    expect(refusal("5 m to")).toMatch(/./);
  });
});

describe("the calculator: units as written", () => {
  it("writes what no everyday unit measures from the typed units, and a target as typed", () => {
    expect(value("1 kWh / 1 kg").display).toBe("1 kWh/kg");
    expect(value("1 kWh / 1 kg to J/kg").display).toBe("3600000 J/kg");
    expect(value("5 kg * 3 m/s").display).toBe("15 kg·m/s");
    // An everyday quantity keeps its SI unit.
    expect(value("1 GB / (6 Mbit/s)").display).toBe("1333.333333 s");
    expect(value("g0 * 2 s").display).toBe("19.6133 m/s");
  });
});
