import { describe, expect, it } from "vitest";
import { categories } from "../catalog/index.ts";
import { createLexicon } from "./lexicon.ts";
import { readQuestion } from "./question.ts";

/** The everyday quantities first, as the site orders them: they win ties of shared symbols. */
const FIRST = ["length", "weight", "volume", "temperature", "area", "speed", "time", "torque"];
const rank = (id: string) => (FIRST.includes(id) ? FIRST.indexOf(id) : FIRST.length);
const lexicon = createLexicon([...categories].sort((a, b) => rank(a.id) - rank(b.id)));

function ask(text: string, decimal: "." | "," = ".") {
  return readQuestion(text, lexicon, { decimal });
}

function answered(text: string) {
  const outcome = ask(text);
  if (outcome.kind !== "answer") throw new Error(`${text}: ${JSON.stringify(outcome)}`);
  const { answer } = outcome;
  return {
    ...answer,
    shown: `${answer.quantityText} = ${answer.resultText}`,
    units: `${answer.from.category.id}:${answer.from.unit.code} → ${answer.to.category.id}:${answer.to.unit.code}`,
  };
}

describe("questions typed the way people think", () => {
  it("reads compound quantities: feet and inches, stones and pounds, hours and minutes, degrees", () => {
    expect(answered("5 ft 3 in to cm").shown).toBe("5 ft 3 in = 160.02 cm");
    expect(answered(`5'3" to cm`).shown).toBe("5 ft 3 in = 160.02 cm");
    expect(answered("5'3 in cm").result).toBeCloseTo(160.02, 10);
    expect(answered("2 st 4 lb to kg").value).toBeCloseTo(2 + 4 / 14, 14);
    expect(answered("1 h 30 min to min").shown).toBe("1 h 30 min = 90 min");
    expect(answered(`12°30'15" to deg`).result).toBeCloseTo(12 + 30 / 60 + 15 / 3600, 12);
  });

  it("answers in compound units: ft in, st lb, h min s, degrees minutes seconds", () => {
    expect(answered("160 cm to ft in").resultText).toBe("5 ft 3 in");
    expect(answered("100 kg in st lb").resultText).toBe("15 st 10.5 lb");
    expect(answered("5415 s to h min s").resultText).toBe("1 h 30 min 15 s");
    expect(answered("12.5 deg to dms").resultText).toBe("12° 30′ 0″");
  });

  it("reads a compound's units in whichever order they are typed, and never throws on them", () => {
    // Once a RangeError from the split: "in ft" is feet and inches, as "ft in" is.
    expect(answered("1.75 m to in ft").resultText).toBe("5 ft 8.9 in");
    expect(answered("170 cm to in ft").resultText).toBe(answered("170 cm to ft in").resultText);
    expect(answered("5415 s to s min h").resultText).toBe("1 h 30 min 15 s");
    // The same unit twice has no split: no answer, and no exception.
    expect(() => ask("2 m to ft ft")).not.toThrow();
    expect(ask("2 m to ft ft").kind).not.toBe("answer");
  });

  it("writes a compound's last part to a tenth, and feet and inches also as a rule marks them", () => {
    const height = answered("1.75 m to ft in");
    expect(height.resultText).toBe("5 ft 8.9 in");
    expect(height.fraction).toBe("≈ 5 ft 8 7/8 in");
    expect(answered("1.75 m to ft in to the nearest 1/64").fraction).toBe("≈ 5 ft 8 57/64 in");
    expect(answered("65.5 in to ft in").fraction).toBe("= 5 ft 5 1/2 in");
    // Whole inches: the compound says it all. Under one inch: never 0.
    expect(answered("1.6002 m to ft in").fraction).toBeUndefined();
    expect(answered("0.5 mm to ft in").resultText).toBe("0.019685 in");
  });

  it("takes to, in, into, =, and how many … in …", () => {
    for (const text of [
      "1 mi to km",
      "1 mi in km",
      "1 mi into km",
      "1 mi = km",
      "convert 1 mile to kilometers",
      "what is 1 mile in km?",
    ]) {
      expect(answered(text).result, text).toBeCloseTo(1.609344, 12);
    }
    expect(answered("how many ounces in a pound").shown).toBe("1 lb = 16 oz");
    expect(answered("5 in in cm").shown).toBe("5 in = 12.7 cm");
  });

  it("reads a unit by symbol, name, plural or common alias", () => {
    expect(answered("10 m2 to sq ft").units).toBe("area:m2 → area:ft2");
    expect(answered("10 m² to square feet").units).toBe("area:m2 → area:ft2");
    expect(answered("50 kph in m/s").units).toBe("speed:km_h → speed:m_s");
    expect(answered("100 km/h to mph").units).toBe("speed:km_h → speed:mi_h");
    expect(answered("10 Nm to ft-lb").units).toBe("torque:nm → torque:lbf_ft");
    expect(answered("10 newton meters to pound-force feet").units).toBe(
      "torque:nm → torque:lbf_ft",
    );
    expect(answered("20 degrees celsius to fahrenheit").shown).toBe("20 °C = 68 °F");
    expect(answered("100 F to C").shown).toBe("100 °F = 37.78 °C");
    expect(answered("3 lbs to kg").units).toBe("weight:lb → weight:kg");
    expect(answered("1 um to nm").units).toBe("length:µm → length:nm");
  });

  it("resolves a shared symbol by the other side, else by the most common meaning, and says so", () => {
    expect(answered("1 nm to m").units).toBe("length:nm → length:m");
    expect(answered("1 nm to lbf ft").units).toBe("torque:nm → torque:lbf_ft");
    const gallon = answered("1 gal to l");
    expect(gallon.units).toBe("volume:gal → volume:l");
    expect(gallon.notes.join(" ")).toContain("Gallon (US)");
    expect(answered("1 t to kg").units).toBe("weight:t → weight:kg");
    expect(answered("12 pc to px").units).toBe("length:pica → length:px");
    expect(answered("12 pc to ly").units).toBe("length:pc → length:ly");
    expect(answered("1 T to G").units).toBe("magnetic-flux-density:t → magnetic-flux-density:g");
  });

  it("refuses units of different quantities with a clear message, never a number", () => {
    expect(ask("1 m to kg")).toEqual({
      kind: "refused",
      message:
        "Meters measure length, kilograms measure mass: one cannot be converted into the other.",
    });
  });

  it("shows inches as fractions, to 1/64 or to the denominator asked", () => {
    expect(answered("4 cm to in").fraction).toBe("≈ 1 37/64 in (−0.0033 in)");
    expect(answered("4 cm to 1/16 in").fraction).toBe("≈ 1 9/16 in (+0.012 in)");
    expect(answered("30.1625 mm to in").fraction).toBe("= 1 3/16 in");
  });

  it("turns a bare quantity or unit into something to choose from", () => {
    expect(ask("3 psi")).toMatchObject({ kind: "quantity", value: 3, text: "3 psi" });
    const units = ask("newton meter");
    expect(units.kind).toBe("units");
    if (units.kind === "units") expect(units.units[0]?.category.id).toBe("torque");
    expect(ask("xyzzy")).toEqual({ kind: "none" });
    expect(ask("   ")).toEqual({ kind: "none" });
  });
});

describe("an SI prefix's symbol alone", () => {
  it("is a unit's where a unit reads it: lower-case f and c are Fahrenheit and Celsius", () => {
    expect(answered("72 f to c").units).toBe("temperature:f → temperature:c");
    expect(answered("10 c to f").units).toBe("temperature:c → temperature:f");
  });

  it("is the prefix where no unit does", () => {
    expect(answered("5 k to M").shown).toBe("5 k = 0.005 M");
    expect(answered("3 da to h").units.startsWith("prefixes:")).toBe(true);
  });
});

describe("calculations, which the conversion reader leaves to the calculator", () => {
  it("answers an expression with how it was read and its result", () => {
    const outcome = ask("15 km/h * 30 min");
    expect(outcome.kind).toBe("calculation");
    if (outcome.kind !== "calculation") return;
    expect(`${outcome.reading} = ${outcome.display}`).toBe("(15 km/h) × (30 min) = 7.5 km");
    expect(outcome.unit?.unit.code).toBe("km");
  });

  it("keeps the conversion reader's answers", () => {
    expect(answered("5 ft 3 in to cm").shown).toBe("5 ft 3 in = 160.02 cm");
    expect(ask("what is 3 kW * 2 h?").kind).toBe("calculation");
  });

  it("takes a sum for a sum, not for a compound quantity or a sign", () => {
    const sum = (text: string) => {
      const outcome = ask(text);
      if (outcome.kind !== "calculation") throw new Error(`${text}: ${JSON.stringify(outcome)}`);
      return `${outcome.reading} = ${outcome.display}`;
    };
    expect(sum("2 ft - 3 in to cm")).toBe("(2 ft) − (3 in) → cm = 53.34 cm");
    expect(sum("2 ft + 3 in to cm")).toBe("(2 ft) + (3 in) → cm = 68.58 cm");
    expect(answered("2 ft 3 in to cm").shown).toBe("2 ft 3 in = 68.58 cm");
    expect(answered("-40 °C to °F").shown).toBe("-40 °C = -40 °F");
  });

  it("says why an expression has no answer", () => {
    expect(ask("5 kg + 3 m")).toEqual({
      kind: "refused",
      message: "5 kg + 3 m: mass and length cannot be added.",
    });
  });
});
