import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { categories } from "../engine/catalog/index.ts";
import { UNIT_NAMES } from "../site/i18n/unit-names.ts";
import { cldrValue } from "./cldr-unit-conversion.ts";
import { OUTPUT, sameSize, unitNamesModule } from "./generate-unit-names.ts";
import { CATEGORY_BASES } from "./unit-name-pairs.ts";

const units = new Map(
  categories.flatMap((category) =>
    category.units.map((unit) => [`${category.id}:${unit.code}`, { category, unit }]),
  ),
);

describe("the unit names generated from CLDR", () => {
  it("are what the script writes from the CLDR packages installed", async () => {
    expect(await readFile(OUTPUT, "utf8")).toBe(unitNamesModule());
  });

  it("name catalogue units only, a hundred to two hundred of them", () => {
    const ids = Object.keys(UNIT_NAMES);
    expect(ids.filter((id) => !units.has(id))).toEqual([]);
    expect(ids.length).toBeGreaterThanOrEqual(100);
    expect(ids.length).toBeLessThanOrEqual(200);
  });

  it("pair each unit with the CLDR unit of its size, so a wrong match fails", () => {
    for (const [id, { cldr }] of Object.entries(UNIT_NAMES)) {
      const { category, unit } = units.get(id) ?? {};
      const base = cldrValue(CATEGORY_BASES[category?.id ?? ""] ?? "");
      const value = cldrValue(cldr.slice(cldr.indexOf("-") + 1));
      expect(unit && base && value && sameSize(unit, base, value), `${id} is ${cldr}`).toBe(true);
    }
  });

  it("tell conventions apart by their size: a US gallon is not an imperial one", () => {
    expect(UNIT_NAMES["volume:gal"]?.cldr).toBe("volume-gallon");
    expect(UNIT_NAMES["volume:gal_uk"]?.cldr).toBe("volume-gallon-imperial");
    expect(UNIT_NAMES["fuel-consumption:mpg_us"]?.cldr).toBe("consumption-mile-per-gallon");
    expect(UNIT_NAMES["weight:t"]?.cldr).toBe("mass-tonne");
    expect(UNIT_NAMES["energy:cal_th"]?.cldr).toBe("energy-calorie");
    expect(UNIT_NAMES["energy:cal"]?.cldr).toBe("energy-calorie-it");
    // CLDR's kilocalorie is the thermochemical one (4184 J), not the IT one (4186.8 J).
    expect(UNIT_NAMES["energy:kcal"]).toBeUndefined();
    expect(UNIT_NAMES["length:ft_survey"]).toBeUndefined();
    expect(UNIT_NAMES["temperature:c"]?.cldr).toBe("temperature-celsius");
    expect(UNIT_NAMES["temperature-interval:c"]).toBeUndefined();
  });

  // The figures of cldr-units-full 48.2.0's main/<language>/units.json, long width.
  it("give CLDR's names and plural forms in each language", () => {
    expect(UNIT_NAMES["length:ft"]?.names.es).toEqual({ name: "pies", one: "pie", other: "pies" });
    expect(UNIT_NAMES["length:ft"]?.names.de).toMatchObject({ one: "Fuß", other: "Fuß" });
    expect(UNIT_NAMES["length:ft"]?.names.fr).toMatchObject({ one: "pied", other: "pieds" });
    expect(UNIT_NAMES["length:ft"]?.names.pt).toMatchObject({ one: "pé", other: "pés" });
    expect(UNIT_NAMES["length:in"]?.names.de).toMatchObject({ name: "Zoll", one: "Zoll" });
    expect(UNIT_NAMES["length:in"]?.names.pt).toMatchObject({
      one: "polegada",
      other: "polegadas",
    });
    expect(UNIT_NAMES["weight:lb"]?.names.fr).toMatchObject({ one: "livre", other: "livres" });
    expect(UNIT_NAMES["weight:lb"]?.names.es).toMatchObject({ one: "libra", other: "libras" });
    expect(UNIT_NAMES["volume:gal_uk"]?.names.es).toMatchObject({ one: "galón imperial" });
    expect(UNIT_NAMES["speed:km_h"]?.names.fr).toMatchObject({ other: "kilomètres par heure" });
    expect(UNIT_NAMES["temperature:f"]?.names.de).toMatchObject({ one: "Grad Fahrenheit" });
    expect(UNIT_NAMES["time:h"]?.names.en).toEqual({ name: "hours", one: "hour", other: "hours" });
  });

  it("leave out a language CLDR has only its root data for", () => {
    // de's g-force is root's "{0} G"; CLDR translates no language's fortnight ("{0} fw").
    expect(Object.keys(UNIT_NAMES["acceleration:g"]?.names ?? {})).toEqual([
      "en",
      "es",
      "fr",
      "pt",
    ]);
    expect(UNIT_NAMES["time:fortnight"]).toBeUndefined();
  });
});
