import { describe, expect, it } from "vitest";
import { shortDate } from "./short-date.ts";

describe("a short date", () => {
  it("is British English as CLDR abbreviates it, in UTC whatever the machine's zone", () => {
    expect(shortDate("2024-11-05")).toBe("5 Nov 2024");
    expect(shortDate("2025-09-30")).toBe("30 Sept 2025");
    expect(shortDate("2026-01-01T23:30:00Z")).toBe("1 Jan 2026");
  });
});
