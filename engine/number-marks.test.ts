import { describe, expect, it } from "vitest";
import { type NumberMarks, withMarks, withoutMarks } from "./number-marks.ts";

const GERMAN: NumberMarks = { decimal: ",", group: ".", groupFrom: 4 };
const FRENCH: NumberMarks = { decimal: ",", group: "\u202f", groupFrom: 4 };
const SPANISH: NumberMarks = { decimal: ",", group: ".", groupFrom: 5 };

describe("a language's number marks", () => {
  it("are written into the engine's numbers, and nowhere else", () => {
    expect(withMarks("1524.5", GERMAN)).toBe("1.524,5");
    expect(withMarks("1 m = 1609344.25 mm", FRENCH)).toBe("1 m = 1\u202f609\u202f344,25 mm");
    expect(withMarks("1234.5 and 12345", SPANISH)).toBe("1234,5 and 12.345");
    expect(withMarks("-0.25", GERMAN)).toBe("-0,25");
    expect(withMarks("1.609344e-12", GERMAN)).toBe("1,609344e-12");
    expect(withMarks("H2O m3", GERMAN)).toBe("H2O m3");
  });

  it("are taken out again, giving the engine's text back", () => {
    for (const marks of [GERMAN, FRENCH, SPANISH]) {
      for (const text of ["1524.5", "-0.25", "1609344.25", "12", "1.609344e-12"]) {
        expect(withoutMarks(withMarks(text, marks), marks), text).toBe(text);
      }
    }
  });
});
