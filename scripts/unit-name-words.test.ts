import { describe, expect, it } from "vitest";
import { namesAgree, ourNames } from "./unit-name-words.ts";

const agree = (label: string, ...english: string[]) => namesAgree(ourNames(label), label, english);

describe("a catalogue label and a CLDR English name", () => {
  it("agree without case, hyphens or the plural's difference", () => {
    expect(agree("Foot", "{0} foot", "{0} feet")).toBe(true);
    expect(agree("Miles per Gallon (US)", "{0} mile per gallon", "{0} miles per gallon")).toBe(
      true,
    );
    expect(agree("Pound-force Foot", "{0} pound-force-foot")).toBe(true);
  });

  it("agree on a convention only when our label names it", () => {
    expect(agree("Gallon (imperial)", "{0} Imp. gallon")).toBe(true);
    expect(agree("Miles per Gallon (UK)", "{0} miles per Imp. gallon")).toBe(true);
    expect(agree("Gallon (US)", "{0} Imp. gallon")).toBe(false);
    expect(agree("Cup (metric, 250 mL)", "{0} metric cup")).toBe(true);
    expect(agree("Calorie (IT)", "{0} calorie [IT]")).toBe(true);
    expect(agree("Calorie (thermochemical)", "{0} calorie [IT]")).toBe(false);
    expect(agree("BTU (IT)", "{0} British thermal unit [IT]")).toBe(true);
  });

  it("read other names in a closing parenthesis, not definitions or sizes", () => {
    expect(agree("Turn (revolution)", "{0} revolution")).toBe(true);
    expect(agree("Decare (dunam, 1000 m²)", "{0} dunam")).toBe(true);
    expect(agree("Coulomb per Volt (= 1 farad)", "{0} farad")).toBe(false);
  });

  it("let a temperature scale go without CLDR's “degree”", () => {
    expect(agree("Celsius", "{0} degree Celsius")).toBe(true);
    expect(agree("Degree", "{0} degree")).toBe(true);
    expect(agree("Degree", "{0} degree Celsius")).toBe(false);
  });
});
