import { describe, expect, it } from "vitest";
import { cityOptions, findZone } from "./zone-search.ts";

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
    expect(cityOptions().length).toBeGreaterThan(500);
    for (const option of cityOptions()) {
      expect(findZone(option).kind, option).toBe("zone");
    }
  });
});

describe("finding a zone on a page in another language", () => {
  it("finds it by the names CLDR gives it in that language, and by its English names", () => {
    expect(findZone("Nueva York", "es")).toEqual({ kind: "zone", zone: "America/New_York" });
    expect(findZone("Alemania", "es")).toEqual({ kind: "zone", zone: "Europe/Berlin" });
    expect(findZone("Japon", "fr")).toEqual({ kind: "zone", zone: "Asia/Tokyo" });
    expect(findZone("Indien", "de")).toEqual({ kind: "zone", zone: "Asia/Kolkata" });
    expect(findZone("Paris, Francia", "es")).toEqual({ kind: "zone", zone: "Europe/Paris" });
    expect(findZone("new york", "pt")).toEqual({ kind: "zone", zone: "America/New_York" });
    expect(findZone("Europe/Paris", "de")).toEqual({ kind: "zone", zone: "Europe/Paris" });
    // The English page reads no other language's names.
    expect(findZone("Alemania")).toEqual({ kind: "none" });
  });

  it("asks which zone a name several zones share means, each described in the language", () => {
    const pacific = findZone("hora del Pacífico", "es");
    expect(pacific.kind === "choose" && pacific.candidates.map((c) => c.zone)).toContain(
      "America/Los_Angeles",
    );
    const ist = findZone("IST", "es");
    expect(ist.kind === "choose" && ist.candidates.map((c) => c.where)).toEqual([
      "India — hora estándar de la India",
      "Israel — hora de Israel",
      "Irlanda — hora de Irlanda",
    ]);
    // English keeps the abbreviation table's own descriptions.
    const english = findZone("IST");
    expect(english.kind === "choose" && english.candidates[0]?.where).toBe("India Standard Time");
  });

  it("offers the cities with their country in the language, each finding its zone again", () => {
    const options = cityOptions("de");
    expect(options).toContain("Berlin, Deutschland (Europe/Berlin)");
    expect(options).toHaveLength(cityOptions().length);
    for (const option of options.slice(0, 50))
      expect(findZone(option, "de").kind, option).toBe("zone");
  });
});
