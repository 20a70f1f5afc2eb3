import { describe, expect, it } from "vitest";
import { readValue } from "./read-value.ts";

describe("readValue", () => {
  it("reads what every reader reads the same without asking the language", () => {
    expect(readValue("1,5", "en")).toEqual({ read: { value: 1.5, end: 3 }, byLanguage: false });
    expect(readValue("1 3/16", undefined)).toEqual({
      read: { value: 1.1875, end: 6 },
      byLanguage: false,
    });
    expect(readValue("abc", "de")).toEqual({ read: undefined, byLanguage: false });
  });

  it("reads by the first language where the decimal mark decides", () => {
    expect(readValue("12,345", "es-ES,en")).toEqual({
      read: { value: 12.345, end: 6, note: "Read 12,345 as 12.345 (comma as decimal mark)" },
      byLanguage: true,
    });
    expect(readValue("12,345", "en-US,es")).toEqual({
      read: { value: 12345, end: 6, note: "Read 12,345 as 12345 (comma as thousands separator)" },
      byLanguage: true,
    });
    // "5," ends with the decimal mark of a German reader; in English it is not a number.
    expect(readValue("5,", "de")).toEqual({ read: { value: 5, end: 2 }, byLanguage: true });
    expect(readValue("5,", "en")).toEqual({ read: undefined, byLanguage: true });
  });
});
