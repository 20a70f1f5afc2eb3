import { describe, expect, it } from "vitest";
import { zoneId } from "./time-zone.ts";
import { meaningsOf } from "./time-zone-abbreviations.ts";
import { readTimeZoneQuestion, type ZoneFound } from "./time-zone-question.ts";
import { TIME_ZONE_QUESTION_ENGLISH } from "./time-zone-question-english.ts";

/** Zones by id or abbreviation (the site adds cities: site/time-zone/zone-search.ts). */
function find(name: string): ZoneFound {
  const zone = zoneId(name);
  if (zone) return { kind: "zone", zone };
  const meanings = meaningsOf(name) ?? [];
  if (meanings.length === 1 && meanings[0]) return { kind: "zone", zone: meanings[0].zone };
  return meanings.length === 0 ? { kind: "none" } : { kind: "choose", candidates: meanings };
}

const TODAY = { year: 2026, month: 11, day: 27 };

function answered(text: string): string | undefined {
  const reading = readTimeZoneQuestion(text, find, TODAY, TIME_ZONE_QUESTION_ENGLISH);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
}

describe("a time asked in another zone", () => {
  it("converts by the offsets in force on that day, summer time included", () => {
    expect(answered("3 pm EST to CET")).toBe(
      "Friday 27 November 2026, 15:00 in EST (America/New_York, UTC−5) = Friday 27 November 2026, 21:00 in CET (Europe/Paris, UTC+1)",
    );
    expect(answered("2026-07-01 15:00 America/New_York to Europe/Paris")).toBe(
      "Wednesday 1 July 2026, 15:00 in America/New_York (UTC−4) = Wednesday 1 July 2026, 21:00 in Europe/Paris (UTC+2)",
    );
    // London moves to summer time at 01:00 UTC on 29 March 2026; Tokyo's noon is 03:00 UTC.
    expect(answered("noon Asia/Tokyo in Europe/London on 2026-03-29")).toMatch(
      /12:00 in Asia\/Tokyo \(UTC\+9\) = Sunday 29 March 2026, 04:00 in Europe\/London \(UTC\+1\)$/,
    );
    expect(answered("10:00 UTC to Asia/Kolkata")).toMatch(
      /10:00 in UTC = .* 15:30 in Asia\/Kolkata \(UTC\+5:30\)$/,
    );
  });

  it("names a time the clocks skip, and takes the first of one they show twice", () => {
    expect(
      readTimeZoneQuestion(
        "2026-03-08 2:30 am America/New_York to UTC",
        find,
        TODAY,
        TIME_ZONE_QUESTION_ENGLISH,
      ),
    ).toMatchObject({
      display:
        "Sunday 8 March 2026, 03:30 in America/New_York (UTC−4) = Sunday 8 March 2026, 07:30 in UTC",
      basis: expect.stringContaining("02:30 does not exist in America/New_York"),
    });
    expect(answered("2026-11-01 1:30 am America/New_York to UTC")).toMatch(
      /= Sunday 1 November 2026, 05:30 in UTC$/,
    );
    // Lord Howe Island goes back half an hour at 02:00 on 5 April 2026: 01:45 is shown twice.
    const howe = readTimeZoneQuestion(
      "2026-04-05 1:45 am Australia/Lord_Howe to UTC",
      find,
      TODAY,
      TIME_ZONE_QUESTION_ENGLISH,
    );
    expect(howe).toMatchObject({
      display:
        "Sunday 5 April 2026, 01:45 in Australia/Lord_Howe (UTC+11) = Saturday 4 April 2026, 14:45 in UTC",
      basis: expect.stringContaining("happens twice"),
    });
  });

  it("opens the converter at the instant asked", () => {
    expect(
      readTimeZoneQuestion(
        "2026-07-01 15:00 America/New_York to Europe/Paris",
        find,
        TODAY,
        TIME_ZONE_QUESTION_ENGLISH,
      ),
    ).toMatchObject({
      params: { t: "2026-07-01T15:00", from: "America/New_York", to: "Europe/Paris" },
    });
  });

  it("asks which zone an abbreviation of several means, and names a date that is none", () => {
    expect(answered("3 pm IST to CET")).toMatch(
      /^problem: “IST” may mean: India Standard Time \(Asia\/Kolkata\); Israel Standard Time/,
    );
    expect(answered("2026-02-30 10:00 UTC to Asia/Tokyo")).toBe(
      "problem: There is no such date: 2026-02-30.",
    );
  });

  it("leaves every other question to the units", () => {
    for (const text of [
      "3 pm to cm",
      "5 pm foo to bar",
      "15 m to ft",
      "25:00 UTC to CET",
      "13 pm UTC to CET",
    ]) {
      expect(
        readTimeZoneQuestion(text, find, TODAY, TIME_ZONE_QUESTION_ENGLISH),
        text,
      ).toBeUndefined();
    }
  });
});
