import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { zoneId } from "../engine/time-zone.ts";
import { CITIES } from "../site/time-zone/cities.ts";
import { citiesModule, OUTPUT } from "./generate-time-zone-cities.ts";

describe("the cities generated from @vvo/tzdb", () => {
  it("are what the script writes from the package installed", async () => {
    expect(await readFile(OUTPUT, "utf8")).toBe(citiesModule());
  });

  it("are over 500 cities, each in a zone the runtime knows", () => {
    expect(CITIES.length).toBeGreaterThan(500);
    const zones = new Set(CITIES.map(([, , zone]) => zone));
    expect(zones.size).toBeGreaterThan(300);
    for (const zone of zones) expect(zoneId(zone), zone).toBe(zone);
    expect(CITIES).toContainEqual(["Mumbai", "India", "Asia/Kolkata"]);
    expect(CITIES).toContainEqual(["Lord Howe", "Australia", "Australia/Lord_Howe"]);
  });
});
