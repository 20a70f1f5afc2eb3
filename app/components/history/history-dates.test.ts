import { describe, expect, it } from "vitest";
import { addMonths, dayNumber, isoOfDay, localToday, longDate } from "./history-dates";

describe("calendar days", () => {
  it("a month back from the 31st is the last day of the shorter month, leap years included", () => {
    expect(addMonths("2024-03-31", -1)).toBe("2024-02-29");
    expect(addMonths("2025-03-31", -1)).toBe("2025-02-28");
    expect(addMonths("2025-03-14", -12)).toBe("2024-03-14");
    expect(addMonths("2025-03-14", -60)).toBe("2020-03-14");
    expect(addMonths("2025-01-15", -1)).toBe("2024-12-15");
  });

  it("names a day with its weekday, in UTC whatever the machine's zone", () => {
    expect(longDate("2025-03-14")).toBe("Friday 14 March 2025");
    expect(longDate("2025-03-16")).toBe("Sunday 16 March 2025");
    expect(longDate("1999-01-04")).toBe("Monday 4 January 1999");
  });

  it("day numbers and days read back as each other", () => {
    expect(dayNumber("1970-01-05")).toBe(4);
    for (const iso of ["1999-01-04", "2024-02-29", "2025-12-31"]) {
      expect(isoOfDay(dayNumber(iso))).toBe(iso);
    }
  });

  it("today is the visitor's own calendar day", () => {
    expect(localToday(new Date(2025, 2, 9, 23, 59))).toBe("2025-03-09");
  });
});
