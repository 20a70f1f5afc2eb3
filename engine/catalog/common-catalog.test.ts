import { describe, expect, it } from "vitest";
import type { Category, Unit } from "../types.ts";
import { findUnit } from "../unit-lookup.ts";
import { category as angle } from "./angle.ts";
import { category as area } from "./area.ts";
import { category as dataStorage } from "./data-storage.ts";
import { category as energy } from "./energy.ts";
import { category as force } from "./force.ts";
import { category as length } from "./length.ts";
import { category as power } from "./power.ts";
import { category as pressure } from "./pressure.ts";
import { category as speed } from "./speed.ts";
import { category as temperature } from "./temperature.ts";
import { category as time } from "./time.ts";
import { category as volume } from "./volume.ts";
import { category as volumeDry } from "./volume-dry.ts";
import { category as weight } from "./weight.ts";

const categories: readonly Category[] = [
  length,
  weight,
  temperature,
  volume,
  area,
  pressure,
  energy,
  time,
  speed,
  power,
  volumeDry,
  force,
  angle,
  dataStorage,
];

/** The key under which the lookup finds a code: µ and μ alike, `-` and `_` alike. */
const lookupKey = (code: string) => code.replace(/\u00b5/g, "\u03bc").replaceAll("_", "-");

function unit(category: Category, code: string): Unit {
  const found = findUnit(category, code);
  if (!found) throw new Error(`${category.id} has no unit '${code}'`);
  return found;
}

/** How many of `to` make one `from`, from the catalog's factors. */
const ratio = (category: Category, from: string, to: string) =>
  unit(category, from).factor / unit(category, to).factor;

/** Equal up to the rounding of the double arithmetic (a few ulps). */
function expectExact(actual: number, expected: number) {
  expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(4e-16);
}

/** `actual` rounds to the decimal text the spec states (to the digits it shows). */
function expectRoundsTo(actual: number, stated: string) {
  const decimals = stated.split(".")[1]?.length ?? 0;
  expect(Math.abs(actual - Number(stated))).toBeLessThanOrEqual(0.5 * 10 ** -decimals * (1 + 1e-9));
}

describe("common and popular categories", () => {
  it.each(categories.map((c) => [c.id, c] as const))(
    "%s: no two units share a code or alias, even with µ/μ and -/_ folded",
    (_id, category) => {
      const owner = new Map<string, string>();
      const clashes: string[] = [];
      for (const u of category.units) {
        for (const code of [u.code, ...(u.aliases ?? [])]) {
          const key = lookupKey(code);
          const first = owner.get(key);
          if (first !== undefined && first !== u.code)
            clashes.push(`${code} (${first}, ${u.code})`);
          owner.set(key, u.code);
        }
      }
      expect(clashes).toEqual([]);
    },
  );

  it.each(categories.map((c) => [c.id, c] as const))(
    "%s: the base unit exists with factor 1 and every factor is a positive finite number (a backward scale's negative)",
    (_id, category) => {
      expect(unit(category, category.base).factor).toBe(1);
      // Only an affine scale may run backwards (Delisle: 0 °De at boiling water).
      const backward = (u: Unit) => u.relation === "affine" && u.factor < 0;
      const bad = category.units.filter(
        (u) => !((u.factor > 0 || backward(u)) && Number.isFinite(u.factor)),
      );
      expect(bad.map((u) => u.code)).toEqual([]);
    },
  );

  it.each(
    [weight, temperature, pressure, energy, power, force, speed, time, angle, dataStorage].map(
      (c) => [c.id, c] as const,
    ),
  )("%s: every unit has a group for the long select (issue 14)", (_id, category) => {
    expect(category.units.filter((u) => !u.group?.trim()).map((u) => u.code)).toEqual([]);
  });

  it("gives every unit a label and a symbol", () => {
    const bare = categories.flatMap((c) =>
      c.units.filter((u) => !u.label.trim() || !u.symbol.trim()).map((u) => `${c.id}/${u.code}`),
    );
    expect(bare).toEqual([]);
  });

  it("names the pair pages' codes as aliases of the category units", () => {
    expect(unit(area, "sqft")).toBe(unit(area, "ft2"));
    expect(unit(area, "sqm")).toBe(unit(area, "m2"));
    expect(unit(area, "sqyd")).toBe(unit(area, "yd2"));
    expect(unit(speed, "kph")).toBe(unit(speed, "km_h"));
    expect(unit(speed, "mph")).toBe(unit(speed, "mi_h"));
    expect(unit(speed, "mps")).toBe(unit(speed, "m_s"));
    expect(unit(speed, "fps")).toBe(unit(speed, "ft_s"));
    expect(unit(volume, "fl_oz")).toBe(unit(volume, "fl-oz"));
    expect(unit(volume, "cf")).toBe(unit(volume, "ft3"));
    expect(unit(length, "μm")).toBe(unit(length, "µm"));
  });

  it("keeps data storage codes case-sensitive: b is the bit, B the byte", () => {
    expect(ratio(dataStorage, "B", "b")).toBe(8);
    expect(ratio(dataStorage, "KB", "b")).toBe(8000);
  });
});

describe("the exact facts stated on pages (docs/spec/units.md §9)", () => {
  it("1 in = 25.4 mm = 2.54 cm", () => {
    expectExact(ratio(length, "in", "mm"), 25.4);
    expectExact(ratio(length, "in", "cm"), 2.54);
  });
  it("1 ft = 0.3048 m = 30.48 cm = 12 in", () => {
    expect(unit(length, "ft").factor).toBe(0.3048);
    expectExact(ratio(length, "ft", "cm"), 30.48);
    expectExact(ratio(length, "ft", "in"), 12);
  });
  it("1 m = 3.28084 ft = 1.09361 yd; 1 yd = 0.9144 m", () => {
    expectRoundsTo(ratio(length, "m", "ft"), "3.28084");
    expectRoundsTo(ratio(length, "m", "yd"), "1.09361");
    expect(unit(length, "yd").factor).toBe(0.9144);
  });
  it("1 cm = 0.3937 in; 1 km = 0.621371 mi; 1 mi = 1.609344 km", () => {
    expectRoundsTo(ratio(length, "cm", "in"), "0.3937");
    expectRoundsTo(ratio(length, "km", "mi"), "0.621371");
    expectExact(ratio(length, "mi", "km"), 1.609344);
  });
  it("1 oz = 28.349523125 g; 1 lb = 16 oz", () => {
    expectExact(ratio(weight, "oz", "g"), 28.349523125);
    expectExact(ratio(weight, "lb", "oz"), 16);
  });
  it("1 kg = 2.20462 lb; 1 lb = 0.453592 kg (0.45359237 kg exactly)", () => {
    expectRoundsTo(ratio(weight, "kg", "lb"), "2.20462");
    expectRoundsTo(ratio(weight, "lb", "kg"), "0.453592");
    expect(unit(weight, "lb").factor).toBe(0.45359237);
  });
  it("1 US cup = 236.5882365 mL, shown as 236.588237", () => {
    expectExact(ratio(volume, "cup", "ml"), 236.5882365);
    expectRoundsTo(ratio(volume, "cup", "ml"), "236.588237");
  });
  it("1 l = 0.264172 US gal; 1 US gal = 3.78541 l (3.785411784 exactly)", () => {
    expectRoundsTo(ratio(volume, "l", "gal"), "0.264172");
    expectRoundsTo(ratio(volume, "gal", "l"), "3.78541");
    expectExact(ratio(volume, "gal", "l"), 3.785411784);
  });
  it("1 mph = 1.609344 kph; 1 kph = 0.621371 mph", () => {
    expectExact(ratio(speed, "mph", "kph"), 1.609344);
    expectRoundsTo(ratio(speed, "kph", "mph"), "0.621371");
  });
  it("1 acre = 43,560 sqft", () => {
    expectExact(ratio(area, "ac", "sqft"), 43560);
  });
  it("1 rad = 180/π ≈ 57.29577951°; 1° = π/180 ≈ 0.017453293 rad", () => {
    expectExact(ratio(angle, "rad", "deg"), 180 / Math.PI);
    expectRoundsTo(ratio(angle, "rad", "deg"), "57.29577951");
    expectRoundsTo(ratio(angle, "deg", "rad"), "0.017453293");
  });
  it("1 hp = 745.69987158227 W = 0.745699872 kW; 1 kW = 1.34102209 hp", () => {
    expectRoundsTo(ratio(power, "hp", "w"), "745.69987158227");
    expectRoundsTo(ratio(power, "hp", "kw"), "0.745699872");
    expectRoundsTo(ratio(power, "kw", "hp"), "1.34102209");
  });
  it("data storage uses decimal prefixes: 1 KB = 8000 bits, and 1 KiB = 8192 bits", () => {
    expect(ratio(dataStorage, "KB", "b")).toBe(8000);
    expect(ratio(dataStorage, "KiB", "b")).toBe(8192);
    expect(ratio(dataStorage, "TiB", "GiB")).toBe(1024);
  });
});

describe("temperature scales", () => {
  const kelvin = (code: string, x: number) => {
    const u = unit(temperature, code);
    return (x + (u.offset ?? 0)) * u.factor;
  };
  it("puts the freezing and boiling points of water where they belong", () => {
    expect(kelvin("c", 0)).toBeCloseTo(273.15, 12);
    expect(kelvin("f", 32)).toBeCloseTo(273.15, 12);
    expect(kelvin("f", 212)).toBeCloseTo(kelvin("c", 100), 12);
    expect(kelvin("r", 491.67)).toBeCloseTo(273.15, 12);
  });
  it("meets Celsius and Fahrenheit at −40", () => {
    expect(kelvin("f", -40)).toBeCloseTo(kelvin("c", -40), 12);
  });
  it.each([
    ["reaumur", 0, 80],
    ["romer", 7.5, 60],
    ["newton", 0, 33],
    ["delisle", 150, 0],
  ] as const)("puts water's freezing and boiling points of %s at %d and %d", (code, ice, steam) => {
    expect(kelvin(code, ice)).toBeCloseTo(273.15, 12);
    expect(kelvin(code, steam)).toBeCloseTo(373.15, 12);
  });
  it("starts Kelvin and Rankine at absolute zero", () => {
    expect(kelvin("k", 0)).toBe(0);
    expect(kelvin("r", 0)).toBe(0);
    expect(kelvin("f", -459.67)).toBeCloseTo(0, 12);
  });
});

describe("the corrections of docs/spec/errata.md and conventions of docs/spec/decisions.md", () => {
  it("typography: 1 pica = 12 pt, 1 in = 72 pt, 1 px = 0.75 pt", () => {
    expectExact(ratio(length, "pica", "pt"), 12);
    expectExact(ratio(length, "in", "pt"), 72);
    expectExact(ratio(length, "px", "pt"), 0.75);
  });
  it("lumber: 1 cord = 128 ft³ = 1536 board feet", () => {
    expectExact(ratio(volume, "cord", "cf"), 128);
    expectExact(ratio(volume, "cord", "bf"), 1536);
  });
  it("a US dry barrel is 7056 in³ = 209.998047 dry pints", () => {
    expectRoundsTo(ratio(volumeDry, "bbl_dry", "pt_dry"), "209.998047");
  });
  it("a league per hour is 3 mi/h = 1.34112 m/s", () => {
    expectExact(unit(speed, "league_hour").factor, 1.34112);
  });
  it("power uses the IT calorie throughout: 1 kcal/h = 1.163 W, 1 cal/min = 0.06978 W", () => {
    expectExact(unit(power, "kcal_h").factor, 1.163);
    expectExact(unit(power, "cal_min").factor, 0.06978);
    expectExact(ratio(power, "kcal_s", "kcal_h"), 3600);
  });
  it("the parsec is 648000/π au (3.08567758e16 m)", () => {
    expectRoundsTo(unit(length, "pc").factor / 1e16, "3.08567758");
  });
  it("the Hong Kong catty is 16 taels and 0.60478982 kg", () => {
    expectExact(ratio(weight, "catty", "tael"), 16);
    expect(unit(weight, "catty").factor).toBe(0.60478982);
  });
  it("the food Calorie is 4184 J, and the IT kilocalorie 4186.8 J", () => {
    expect(unit(energy, "cal_nut").factor).toBe(4184);
    expectExact(unit(energy, "kcal").factor, 4186.8);
  });
  it("MMBtu is a million BTU (IT), per hour on the power page", () => {
    expectExact(ratio(energy, "mbtu", "btu"), 1e6);
    expectExact(ratio(power, "mbtu_h", "btu_h"), 1e6);
  });
  it("the traditional imperial spoons: tsp 5/24 and tbsp 5/8 imperial fl oz", () => {
    expectExact(ratio(volume, "tsp_uk", "fl-oz_uk"), 5 / 24);
    expectExact(ratio(volume, "tbsp_uk", "fl-oz_uk"), 5 / 8);
  });
  it("township, section and homestead in international measure", () => {
    expectExact(ratio(area, "township", "mi2"), 36);
    expectExact(ratio(area, "section", "mi2"), 1);
    expectExact(ratio(area, "homestead", "ac"), 160);
  });
  it("the arpent is Quebec's: 180 French feet of 12.789 in (Canada, Weights and Measures Act)", () => {
    expectExact(unit(length, "arpent").factor, 180 * 12.789 * 0.0254);
    expectExact(unit(area, "arpent").factor, (180 * 12.789 * 0.0254) ** 2);
    expectExact(ratio(length, "arpent", "pied_fr"), 180);
  });
  it("US survey measure rests on the survey foot of 1200/3937 m (NIST SP 811)", () => {
    expectExact(unit(length, "ft_survey").factor, 1200 / 3937);
    expectExact(ratio(length, "mi_survey", "ft_survey"), 5280);
    expectExact(ratio(length, "ch_survey", "link_survey"), 100);
    expectExact(ratio(area, "mi2_survey", "ac_survey"), 640);
    expectExact(
      unit(volume, "acre_ft_survey").factor,
      unit(area, "ac_survey").factor * unit(length, "ft_survey").factor,
    );
  });
  it("the printer's point is 0.013837 in (NIST SP 811), 12 to the pica", () => {
    expectExact(unit(length, "pt_printer").factor, 0.013837 * 0.0254);
    expectExact(ratio(length, "pica_printer", "pt_printer"), 12);
  });
  it("the IAU nominal radii are the 2015 resolution's fixed values", () => {
    expect(unit(length, "sun_radius").factor).toBe(6.957e8);
    expect(unit(length, "earth_radius_eq").factor).toBe(6.3781e6);
    expect(unit(length, "earth_radius_polar").factor).toBe(6.3568e6);
    expect(unit(length, "jupiter_radius").factor).toBe(7.1492e7);
  });
  it("oil and gas volumes: M is a thousand, MM a million", () => {
    expectExact(ratio(volume, "mbbl", "bbl"), 1e3);
    expectExact(ratio(volume, "mmbbl", "bbl"), 1e6);
    expectExact(ratio(volume, "mcf", "ft3"), 1e3);
    expectExact(ratio(volume, "mmcf", "ft3"), 1e6);
    expectExact(ratio(volume, "mbf", "bf"), 1e3);
  });
  it("the code solar_mass is the nominal solar luminosity, 3.828e26 W, and says so", () => {
    const u = unit(power, "solar_mass");
    expect(u.factor).toBe(3.828e26);
    expect(u.label).toMatch(/luminosity/i);
    expect(u.note).toMatch(/luminosity/i);
  });
  it("labels every unit that follows a convention or stands for a figure, with a note", () => {
    const noted: [Category, string][] = [
      [energy, "cal_nut"],
      [energy, "mbtu"],
      [energy, "fuel_oil_kl"],
      [energy, "fuel_oil_bbl"],
      [power, "mbtu_h"],
      [weight, "tael"],
      [weight, "catty"],
      [volume, "tsp_uk"],
      [volume, "tbsp_uk"],
      [area, "township"],
      [area, "section"],
      [area, "homestead"],
      [area, "arpent"],
      [length, "arpent"],
      ...["sun_radius", "earth_radius_eq", "earth_radius_polar", "jupiter_radius"].map(
        (code): [Category, string] => [length, code],
      ),
      [dataStorage, "KB"],
      ...["mach_20c", "mach_si", "sound_water", "sound_seawater", "v1", "v2", "v3", "earth_v"].map(
        (code): [Category, string] => [speed, code],
      ),
      // Issue 14: the conventions and figures among the units added for depth.
      [speed, "mach_sl"],
      [angle, "mil"],
      [energy, "toe"],
      [energy, "boe"],
      [energy, "tce"],
      [power, "mbh"],
      [power, "mbtu_d"],
      [power, "cal_nut_d"],
      ...["jin", "liang", "catty_tw", "tael_tw", "mace", "picul", "assay_ton_us"].map(
        (code): [Category, string] => [weight, code],
      ),
      ...["dvd", "bd", "cd_80", "floppy_35_hd"].map((code): [Category, string] => [
        dataStorage,
        code,
      ]),
    ];
    const silent = noted
      .filter(([c, code]) => !unit(c, code).note)
      .map(([c, code]) => `${c.id}/${code}`);
    expect(silent).toEqual([]);
  });

  it("columns of water follow NIST SP 811: 39.2 °F water of 999.972 kg/m³, 248.84 Pa per inch at 60 °F", () => {
    expectRoundsTo(unit(pressure, "inh2o_4").factor, "249.082");
    expectRoundsTo(unit(pressure, "fth2o_4").factor, "2988.98");
    expect(unit(pressure, "inh2o_60").factor).toBe(248.84);
    expectExact(ratio(pressure, "fth2o_60", "inh2o_60"), 12);
    expectExact(ratio(pressure, "inh2o", "mmh2o"), 25.4);
  });

  it("names the lowercase mega codes as mega, so they cannot be read as milli", () => {
    expect(unit(pressure, "mpa").label).toBe("Megapascal");
    expect(unit(energy, "mj").label).toBe("Megajoule");
    expect(unit(power, "mw").label).toBe("Megawatt");
    expect(unit(energy, "mj").symbol).toBe("MJ");
  });
});
