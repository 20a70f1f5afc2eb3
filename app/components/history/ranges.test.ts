import { describe, expect, it } from "vitest";
import { en } from "../../../site/i18n/ui/en";
import { historyWordsOf } from "./history-words";
import { rangeDays, rangeName } from "./ranges";

/** The rate history's English words. */
const EN = historyWordsOf(en, "en");

const ECB = { first: "1999-01-04", last: "2025-11-25" };

describe("chart ranges", () => {
  it("end on the last day kept and reach back 1 month, 1 year or 5 years", () => {
    expect(rangeDays("1m", ECB)).toEqual({ from: "2025-10-25", to: "2025-11-25" });
    expect(rangeDays("1y", ECB)).toEqual({ from: "2024-11-25", to: "2025-11-25" });
    expect(rangeDays("5y", ECB)).toEqual({ from: "2020-11-25", to: "2025-11-25" });
  });

  it("never start before the first day kept, which the API refuses", () => {
    expect(rangeDays("5y", { first: "2022-06-01", last: "2025-03-14" })).toEqual({
      from: "2022-06-01",
      to: "2025-03-14",
    });
  });

  it("all leaves both days out, so the API answers everything it keeps", () => {
    expect(rangeDays("all", ECB)).toEqual({});
    expect(rangeName("all", ECB, EN)).toBe("since 4 January 1999");
    expect(rangeName("1y", ECB, EN)).toBe("last year");
  });
});
