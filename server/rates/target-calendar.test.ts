import { describe, expect, it } from "vitest";
import {
  addDays,
  businessDayBetween,
  easterSunday,
  isTargetBusinessDay,
} from "./target-calendar.ts";

describe("the days the ECB publishes reference rates", () => {
  it("finds Easter Sunday (dates from the Gregorian tables)", () => {
    expect(easterSunday(1999)).toBe("1999-04-04");
    expect(easterSunday(2000)).toBe("2000-04-23");
    expect(easterSunday(2019)).toBe("2019-04-21");
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
  });

  it("has no weekends", () => {
    expect(isTargetBusinessDay("2025-03-14")).toBe(true); // Friday
    expect(isTargetBusinessDay("2025-03-15")).toBe(false);
    expect(isTargetBusinessDay("2025-03-16")).toBe(false);
    expect(isTargetBusinessDay("2025-03-17")).toBe(true); // Monday
  });

  it("has no TARGET holidays: New Year, Good Friday, Easter Monday, 1 May, 25 and 26 December", () => {
    for (const day of [
      "2024-01-01",
      "2024-03-29",
      "2024-04-01",
      "2024-05-01",
      "2024-12-25",
      "2024-12-26",
    ]) {
      expect(isTargetBusinessDay(day), day).toBe(false);
    }
    // The days around them are business days.
    for (const day of ["2024-01-02", "2024-03-28", "2024-04-02", "2024-05-02", "2024-12-27"]) {
      expect(isTargetBusinessDay(day), day).toBe(true);
    }
  });

  it("tells a gap from a weekend or a holiday", () => {
    expect(businessDayBetween("2025-03-14", "2025-03-17")).toBeUndefined();
    expect(businessDayBetween("2024-03-28", "2024-04-02")).toBeUndefined(); // Easter
    expect(businessDayBetween("2024-12-24", "2024-12-27")).toBeUndefined(); // Christmas
    expect(businessDayBetween("2025-03-13", "2025-03-17")).toBe("2025-03-14");
    expect(businessDayBetween("2025-03-14", "2025-03-14")).toBeUndefined();
  });

  it("moves dates across months, years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-01-03", -7)).toBe("2024-12-27");
    expect(addDays("1999-01-04", 0)).toBe("1999-01-04");
  });
});
