import { describe, expect, it } from "vitest";
import { CITY_OPTIONS, findZone } from "./zone-search.ts";

describe("finding a zone by what a visitor types", () => {
  it("finds zones, city list lines and cities by name, accents and case aside", () => {
    expect(findZone("europe/paris")).toEqual({ kind: "zone", zone: "Europe/Paris" });
    expect(findZone("Paris, France (Europe/Paris)")).toEqual({
      kind: "zone",
      zone: "Europe/Paris",
    });
    expect(findZone("paris")).toEqual({ kind: "zone", zone: "Europe/Paris" });
    expect(findZone("Sao Paulo")).toEqual({ kind: "zone", zone: "America/Sao_Paulo" });
    expect(findZone("mumbai india")).toEqual({ kind: "zone", zone: "Asia/Kolkata" });
    expect(findZone("JST")).toEqual({ kind: "zone", zone: "Asia/Tokyo" });
    // By the words a city's name begins with: GeoNames calls it New York City.
    expect(findZone("new york")).toEqual({ kind: "zone", zone: "America/New_York" });
  });

  it("asks which zone an ambiguous abbreviation means, rather than guessing", () => {
    const ist = findZone("IST");
    expect(ist.kind).toBe("choose");
    expect(ist.kind === "choose" && ist.candidates.map((c) => c.zone)).toEqual([
      "Asia/Kolkata",
      "Asia/Jerusalem",
      "Europe/Dublin",
    ]);
    expect(findZone("cst").kind).toBe("choose");
    expect(findZone("BST").kind).toBe("choose");
  });

  it("finds nothing for what names no zone", () => {
    expect(findZone("Atlantis")).toEqual({ kind: "none" });
    expect(findZone("  ")).toEqual({ kind: "none" });
  });

  it("offers every city as a line that finds its zone again", () => {
    expect(CITY_OPTIONS.length).toBeGreaterThan(500);
    for (const option of CITY_OPTIONS) {
      expect(findZone(option).kind, option).toBe("zone");
    }
  });
});
