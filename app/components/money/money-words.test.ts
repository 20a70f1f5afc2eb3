import { describe, expect, it } from "vitest";
import { marksOf } from "../../../site/i18n/intl-marks";
import { amountMarks } from "./money-words";

describe("an amount in a page's marks", () => {
  const german = amountMarks(marksOf("de-DE"), "de-DE");
  const french = amountMarks(marksOf("fr-FR"), "fr-FR");

  it("keeps plain digits and one point on an English page", () => {
    const english = amountMarks(undefined, undefined);
    expect(english.shown("1234.5")).toBe("1234.5");
    expect(english.accepts("1,5")).toBe(false);
  });

  it("writes every digit of the exact decimal, grouped as the language groups", () => {
    expect(german.shown("1234.567891")).toBe("1.234,567891");
    expect(german.shown("1234567890123.12345678")).toBe("1.234.567.890.123,12345678");
    expect(french.shown("12345.5")).toBe("12\u202f345,5");
    expect(amountMarks(marksOf("es-ES"), "es-ES").shown("1234.5")).toBe("1234,5");
    expect(german.shown("12.")).toBe("12,");
  });

  it("reads back what it writes and what a visitor types", () => {
    expect(german.plain("1.234,5")).toBe("1234.5");
    expect(french.plain("12 345,5")).toBe("12345.5");
    expect(french.plain("2.5")).toBe("2.5");
    expect(german.accepts("12,")).toBe(true);
    expect(german.accepts("1,2,3")).toBe(false);
    expect(german.accepts("12a")).toBe(false);
  });
});
