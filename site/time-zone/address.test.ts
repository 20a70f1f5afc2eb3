import { describe, expect, it } from "vitest";
import { timeZoneAddress, timeZoneQuery } from "./address.ts";

describe("the time zone converter's address", () => {
  it("applies a wall time and two zones the runtime knows", () => {
    const params = new URLSearchParams("t=2026-07-01T15:00&from=America/New_York&to=europe/paris");
    const address = timeZoneAddress(params);
    expect(address).toEqual({
      t: "2026-07-01T15:00",
      from: "America/New_York",
      to: "Europe/Paris",
    });
    expect(address && timeZoneQuery(address)).toBe(
      "t=2026-07-01T15:00&from=America/New_York&to=Europe/Paris",
    );
  });

  it("ignores what is no time or no zone, and is nothing when nothing is left", () => {
    expect(
      timeZoneAddress(new URLSearchParams("t=2026-02-30T10:00&from=Mars/Base&to=UTC")),
    ).toEqual({ to: "UTC" });
    expect(timeZoneAddress(new URLSearchParams("t=noon&utm_source=x"))).toBeUndefined();
  });
});
