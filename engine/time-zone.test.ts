import { describe, expect, it } from "vitest";
import {
  clocksAtChange,
  formatOffset,
  instantOf,
  isoWall,
  offsetAt,
  parseWall,
  transitionsIn,
  zonedTime,
  zoneId,
} from "./time-zone.ts";
import { formatDuration, formatWall } from "./time-zone-english.ts";

const at = (iso: string) => Date.parse(iso);

/**
 * Every change of offset in 2026 of ten zones, as the tz database has them: from
 * `zdump -v -c 2026,2027 <zone>` with Debian's tzdata 2025b (the first second of each new offset,
 * in UTC, and the offsets before and after in minutes). The engine reads them from Intl, whose tz
 * database is Node 24's ICU (2026c): these zones' 2026 rules are the same in both releases. Lord
 * Howe moves by 30 minutes; Nuuk moved to UTC−2 with summer time at UTC−1 in 2023; Mexico City
 * dropped summer time in 2022 (no change at all); Cairo brought it back in 2023.
 */
const TZ_2026: Readonly<Record<string, readonly [string, number, number][]>> = {
  "America/New_York": [
    ["2026-03-08T07:00Z", -300, -240],
    ["2026-11-01T06:00Z", -240, -300],
  ],
  "Europe/London": [
    ["2026-03-29T01:00Z", 0, 60],
    ["2026-10-25T01:00Z", 60, 0],
  ],
  "Europe/Berlin": [
    ["2026-03-29T01:00Z", 60, 120],
    ["2026-10-25T01:00Z", 120, 60],
  ],
  "Australia/Sydney": [
    ["2026-04-04T16:00Z", 660, 600],
    ["2026-10-03T16:00Z", 600, 660],
  ],
  "Australia/Lord_Howe": [
    ["2026-04-04T15:00Z", 660, 630],
    ["2026-10-03T15:30Z", 630, 660],
  ],
  "Pacific/Auckland": [
    ["2026-04-04T14:00Z", 780, 720],
    ["2026-09-26T14:00Z", 720, 780],
  ],
  "Africa/Cairo": [
    ["2026-04-23T22:00Z", 120, 180],
    ["2026-10-29T21:00Z", 180, 120],
  ],
  "America/Santiago": [
    ["2026-04-05T03:00Z", -180, -240],
    ["2026-09-06T04:00Z", -240, -180],
  ],
  "America/Nuuk": [
    ["2026-03-29T01:00Z", -120, -60],
    ["2026-10-25T01:00Z", -60, -120],
  ],
  "America/Mexico_City": [],
};

describe("offsets from Intl against the tz database", () => {
  it.each(Object.entries(TZ_2026))(
    "%s changes offset in 2026 when zdump says",
    (zone, expected) => {
      expect(
        transitionsIn(zone, 2026).map((t) => [
          new Date(t.instant).toISOString(),
          t.before,
          t.after,
        ]),
      ).toEqual(
        expected.map(([iso, before, after]) => [new Date(iso).toISOString(), before, after]),
      );
    },
  );

  it("names the clock time a change begins at, as the zone's people know it", () => {
    const [spring, autumn] = transitionsIn("America/New_York", 2026);
    expect(spring && formatWall(clocksAtChange(spring))).toBe("Sunday 8 March 2026, 02:00");
    expect(autumn && formatWall(clocksAtChange(autumn))).toBe("Sunday 1 November 2026, 02:00");
    const [back] = transitionsIn("Australia/Lord_Howe", 2026);
    expect(back && formatWall(clocksAtChange(back))).toBe("Sunday 5 April 2026, 02:00");
  });

  it("reads each side of a change with its own offset, to the second", () => {
    expect(offsetAt("Australia/Lord_Howe", at("2026-10-03T15:29:59Z"))).toBe(630);
    expect(offsetAt("Australia/Lord_Howe", at("2026-10-03T15:30:00Z"))).toBe(660);
    expect(zonedTime("Australia/Lord_Howe", at("2026-10-03T15:30:00Z"))).toEqual({
      year: 2026,
      month: 10,
      day: 4,
      hour: 2,
      minute: 30,
      offset: 660,
    });
    expect(offsetAt("America/Mexico_City", at("2026-07-01T12:00Z"))).toBe(-360);
    expect(offsetAt("America/Mexico_City", at("2021-07-01T12:00Z"))).toBe(-300);
    expect(offsetAt("America/Nuuk", at("2026-01-15T12:00Z"))).toBe(-120);
    expect(offsetAt("America/Nuuk", at("2022-01-15T12:00Z"))).toBe(-180);
  });
});

describe("a wall time in a zone", () => {
  it("is one instant on an ordinary day", () => {
    expect(
      instantOf("America/New_York", { year: 2026, month: 7, day: 1, hour: 15, minute: 0 }),
    ).toEqual({ kind: "exact", instant: at("2026-07-01T19:00Z") });
    expect(instantOf("Asia/Kolkata", { year: 2026, month: 1, day: 1, hour: 0, minute: 0 })).toEqual(
      { kind: "exact", instant: at("2025-12-31T18:30Z") },
    );
  });

  it("that the clocks skip does not exist: it is moved forward by the gap", () => {
    // New York goes from 01:59:59 EST to 03:00 EDT on 8 March 2026.
    expect(
      instantOf("America/New_York", { year: 2026, month: 3, day: 8, hour: 2, minute: 30 }),
    ).toEqual({ kind: "gap", instant: at("2026-03-08T07:30Z"), gapMinutes: 60 });
    expect(zonedTime("America/New_York", at("2026-03-08T07:30Z"))).toMatchObject({
      hour: 3,
      minute: 30,
    });
    // Lord Howe skips 02:00 to 02:29 on 4 October 2026.
    expect(
      instantOf("Australia/Lord_Howe", { year: 2026, month: 10, day: 4, hour: 2, minute: 15 }),
    ).toEqual({ kind: "gap", instant: at("2026-10-03T15:45Z"), gapMinutes: 30 });
  });

  it("that the clocks show twice is two instants, the earlier first", () => {
    expect(
      instantOf("America/New_York", { year: 2026, month: 11, day: 1, hour: 1, minute: 30 }),
    ).toEqual({
      kind: "overlap",
      earlier: at("2026-11-01T05:30Z"),
      later: at("2026-11-01T06:30Z"),
    });
    expect(
      instantOf("Australia/Lord_Howe", { year: 2026, month: 4, day: 5, hour: 1, minute: 45 }),
    ).toEqual({
      kind: "overlap",
      earlier: at("2026-04-04T14:45Z"),
      later: at("2026-04-04T15:15Z"),
    });
  });

  it("just outside a change is one instant", () => {
    expect(
      instantOf("America/New_York", { year: 2026, month: 3, day: 8, hour: 3, minute: 0 }),
    ).toEqual({ kind: "exact", instant: at("2026-03-08T07:00Z") });
    expect(
      instantOf("America/New_York", { year: 2026, month: 11, day: 1, hour: 2, minute: 0 }),
    ).toEqual({ kind: "exact", instant: at("2026-11-01T07:00Z") });
  });
});

describe("zone names", () => {
  it("are found whatever their case, spelled as the runtime lists them", () => {
    expect(zoneId("europe/paris")).toBe("Europe/Paris");
    expect(zoneId(" America/New_York ")).toBe("America/New_York");
    expect(zoneId("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(zoneId("utc")).toBe("UTC");
    // ICU reads `IST` as India and `BST` as Bangladesh: an abbreviation is no zone here.
    expect(zoneId("IST")).toBeUndefined();
    expect(zoneId("BST")).toBeUndefined();
  });

  it("that no runtime knows are refused", () => {
    for (const text of ["Mars/Olympus", "", "Europe/Paris<script>", "New York", "+05:00"]) {
      expect(zoneId(text), text).toBeUndefined();
    }
  });
});

describe("writing times", () => {
  it("writes offsets with a true minus and minutes only when there are some", () => {
    expect([0, 60, -180, 330, 345, -570, 630].map(formatOffset)).toEqual([
      "UTC",
      "UTC+1",
      "UTC−3",
      "UTC+5:30",
      "UTC+5:45",
      "UTC−9:30",
      "UTC+10:30",
    ]);
    expect([30, 60, 330, -90].map(formatDuration)).toEqual([
      "30 minutes",
      "1 hour",
      "5 hours 30 minutes",
      "1 hour 30 minutes",
    ]);
  });

  it("writes a wall time in words and as an address writes it, and reads it back", () => {
    const wall = { year: 2026, month: 7, day: 1, hour: 15, minute: 0 };
    expect(formatWall(wall)).toBe("Wednesday 1 July 2026, 15:00");
    expect(isoWall(wall)).toBe("2026-07-01T15:00");
    expect(parseWall("2026-07-01T15:00")).toEqual(wall);
    expect(parseWall("2026-07-01T15:00:30")).toEqual(wall);
  });

  it("reads no date that the calendar does not have", () => {
    for (const text of ["2026-02-29T10:00", "2026-13-01T10:00", "2026-07-01T24:00", "tomorrow"]) {
      expect(parseWall(text), text).toBeUndefined();
    }
    expect(parseWall("2028-02-29T10:00")).toMatchObject({ month: 2, day: 29 });
  });
});
