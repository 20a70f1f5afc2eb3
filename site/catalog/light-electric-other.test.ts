import { describe, expect, it } from "vitest";
import { category as capacitance } from "../../engine/catalog/capacitance.ts";
import { category as charge } from "../../engine/catalog/charge.ts";
import { category as current } from "../../engine/catalog/current.ts";
import { category as dataTransfer } from "../../engine/catalog/data-transfer.ts";
import { category as digitalImageResolution } from "../../engine/catalog/digital-image-resolution.ts";
import { category as electricConductance } from "../../engine/catalog/electric-conductance.ts";
import { category as electricConductivity } from "../../engine/catalog/electric-conductivity.ts";
import { category as electricFieldStrength } from "../../engine/catalog/electric-field-strength.ts";
import { category as electricPotential } from "../../engine/catalog/electric-potential.ts";
import { category as electricResistance } from "../../engine/catalog/electric-resistance.ts";
import { category as electricResistivity } from "../../engine/catalog/electric-resistivity.ts";
import { category as frequency } from "../../engine/catalog/frequency.ts";
import { category as illumination } from "../../engine/catalog/illumination.ts";
import { category as inductance } from "../../engine/catalog/inductance.ts";
import { category as linearChargeDensity } from "../../engine/catalog/linear-charge-density.ts";
import { category as linearCurrentDensity } from "../../engine/catalog/linear-current-density.ts";
import { category as luminance } from "../../engine/catalog/luminance.ts";
import { category as luminousIntensity } from "../../engine/catalog/luminous-intensity.ts";
import { category as magneticFieldStrength } from "../../engine/catalog/magnetic-field-strength.ts";
import { category as magneticFlux } from "../../engine/catalog/magnetic-flux.ts";
import { category as magneticFluxDensity } from "../../engine/catalog/magnetic-flux-density.ts";
import { category as magnetomotiveForce } from "../../engine/catalog/magnetomotive-force.ts";
import { category as prefixes } from "../../engine/catalog/prefixes.ts";
import { category as radiationAbsorbedDose } from "../../engine/catalog/radiation-absorbed-dose.ts";
import { category as radiationExposure } from "../../engine/catalog/radiation-exposure.ts";
import { category as radioactivity } from "../../engine/catalog/radioactivity.ts";
import { category as sound } from "../../engine/catalog/sound.ts";
import { category as surfaceChargeDensity } from "../../engine/catalog/surface-charge-density.ts";
import { category as surfaceCurrentDensity } from "../../engine/catalog/surface-current-density.ts";
import { category as volumeChargeDensity } from "../../engine/catalog/volume-charge-density.ts";
import type { Category, Unit } from "../../engine/types.ts";
import { specPages } from "../../tests/fixtures/spec-pages.ts";

const categories: readonly Category[] = [
  luminance,
  luminousIntensity,
  illumination,
  digitalImageResolution,
  frequency,
  charge,
  linearChargeDensity,
  surfaceChargeDensity,
  volumeChargeDensity,
  current,
  linearCurrentDensity,
  surfaceCurrentDensity,
  electricFieldStrength,
  electricPotential,
  electricResistance,
  electricResistivity,
  electricConductance,
  electricConductivity,
  capacitance,
  inductance,
  magnetomotiveForce,
  magneticFieldStrength,
  magneticFlux,
  magneticFluxDensity,
  radioactivity,
  radiationExposure,
  radiationAbsorbedDose,
  prefixes,
  dataTransfer,
  sound,
];
/** Light to Other, without /typography and /volume-lumber, which draw on common categories. */
const pages = specPages(
  (p) =>
    ["Light", "Electricity", "Magnetism", "Radiology", "Other"].includes(p.group) &&
    p.path !== "/typography" &&
    p.path !== "/volume-lumber",
);

/** The unit codes docs/spec/units.md §3.5 lists for these routes, transcribed in its order. */
const SPEC_CODES: Readonly<Record<string, readonly string[]>> = {
  luminance: ["cd_m2", "cd_ft2", "nt", "sb"],
  "luminous-intensity": ["cd", "cp", "hk", "icd"],
  illumination: ["lx", "lm_m2", "fc", "ph"],
  "digital-image-resolution": ["dpi", "dpcm", "ppi", "ppcm"],
  "frequency-wavelength": ["hz", "khz", "mhz", "ghz"],
  charge: ["c", "ah", "mah", "e"],
  "linear-charge-density": ["c_m", "c_cm", "c_ft", "c_in"],
  "surface-charge-density": ["c_m2", "c_cm2", "c_ft2", "c_in2"],
  "volume-charge-density": ["c_m3", "c_cm3", "c_ft3", "c_in3"],
  current: ["a", "ma", "µa", "ka"],
  "linear-current-density": ["a_m", "a_cm", "a_ft", "a_in"],
  "surface-current-density": ["a_m2", "a_cm2", "a_ft2", "a_in2"],
  "electric-field-strength": ["v_m", "v_cm", "v_ft", "kv_m"],
  "electric-potential": ["v", "mv", "kv", "µv"],
  "electric-resistance": ["ohm", "mohm", "kohm", "megohm"],
  "electric-resistivity": ["ohm_m", "ohm_cm", "ohm_ft", "ohm_in"],
  "electric-conductance": ["s", "ms", "µs", "mho"],
  "electric-conductivity": ["s_m", "s_cm", "mho_m", "ms_cm"],
  "electrostatic-capacitance": ["f", "mf", "µf", "nf"],
  inductance: ["h", "mh", "µh", "nh"],
  "magnetomotive-force": ["at", "ab", "gi", "a"],
  "magnetic-field-strength": ["a_m", "oe", "at_m", "at_in"],
  "magnetic-flux": ["wb", "mx", "vs", "mwb"],
  "magnetic-flux-density": ["t", "g", "wb_m2", "mt"],
  radiation: ["bq", "ci", "rd", "dps"],
  "radiation-activity": ["bq", "ci", "mci", "µci"],
  "radiation-exposure": ["c_kg", "r", "mr", "µr"],
  "radiation-absorbed-dose": ["gy", "rad", "mgy", "µgy"],
  prefixes: ["unit", "k", "m", "g"],
  "data-transfer": ["bps", "kbps", "mbps", "gbps"],
  sound: ["db", "b", "np", "db_spl"],
};

/**
 * Unit counts of the best peer (unitconverters.net) where issue 14 names them; every other page
 * of the group offers at least 8 units.
 */
const MIN_UNITS: Readonly<Record<string, number>> = {
  "electrostatic-capacitance": 22,
  inductance: 22,
};

/** The Default column of §3.5 for these routes. */
const SPEC_DEFAULTS: Readonly<Record<string, readonly [string, string]>> = {
  luminance: ["cd_m2", "cd_ft2"],
  "luminous-intensity": ["cd", "cp"],
  illumination: ["lx", "fc"],
  "digital-image-resolution": ["dpi", "dpcm"],
  "frequency-wavelength": ["hz", "khz"],
  charge: ["c", "ah"],
  "linear-charge-density": ["c_m", "c_cm"],
  "surface-charge-density": ["c_m2", "c_cm2"],
  "volume-charge-density": ["c_m3", "c_cm3"],
  current: ["a", "ma"],
  "linear-current-density": ["a_m", "a_cm"],
  "surface-current-density": ["a_m2", "a_cm2"],
  "electric-field-strength": ["v_m", "v_cm"],
  "electric-potential": ["v", "mv"],
  "electric-resistance": ["ohm", "kohm"],
  "electric-resistivity": ["ohm_m", "ohm_cm"],
  "electric-conductance": ["s", "ms"],
  "electric-conductivity": ["s_m", "s_cm"],
  "electrostatic-capacitance": ["f", "µf"],
  inductance: ["h", "mh"],
  "magnetomotive-force": ["at", "gi"],
  "magnetic-field-strength": ["a_m", "oe"],
  "magnetic-flux": ["wb", "mx"],
  "magnetic-flux-density": ["t", "g"],
  radiation: ["bq", "ci"],
  "radiation-activity": ["bq", "ci"],
  "radiation-exposure": ["c_kg", "r"],
  "radiation-absorbed-dose": ["gy", "rad"],
  prefixes: ["unit", "k"],
  "data-transfer": ["bps", "kbps"],
  sound: ["db", "b"],
};

/** Lookup folds the Greek small mu into the micro sign (docs/spec/decisions.md). */
const fold = (code: string): string => code.replaceAll("\u03bc", "\u00b5");

function categoryById(id: string): Category {
  const found = categories.find((c) => c.id === id);
  if (!found) throw new Error(`no category ${id}`);
  return found;
}

function unitOf(categoryId: string, code: string): Unit {
  const unit = categoryById(categoryId).units.find(
    (u) => fold(u.code) === fold(code) || (u.aliases ?? []).some((a) => fold(a) === fold(code)),
  );
  if (!unit) throw new Error(`no unit ${code} in ${categoryId}`);
  return unit;
}

/** x of `unit` in its category's base unit, by the catalog's definition. */
function toBase(unit: Unit, x: number): number {
  if (unit.relation === "reciprocal") return unit.factor / x;
  return (x + (unit.offset ?? 0)) * unit.factor;
}

/** How many `to` one `from` is worth (both linear units of one category). */
function ratio(categoryId: string, from: string, to: string): number {
  return unitOf(categoryId, from).factor / unitOf(categoryId, to).factor;
}

/** Each errata figure carries 9 significant digits, so agreement to 5e-9 is agreement to all. */
function expectClose(actual: number, truth: number): void {
  expect(Math.abs(actual / truth - 1), `${actual} against ${truth}`).toBeLessThanOrEqual(5e-9);
}

describe("light, electricity, magnetism, radiology and other categories", () => {
  it.each(categories.map((c) => [c.id, c] as const))(
    "%s has unique unit codes, even with µ and μ folded",
    (_id, c) => {
      const codes = c.units.flatMap((u) => [u.code, ...(u.aliases ?? [])]).map(fold);
      expect(new Set(codes).size).toBe(codes.length);
    },
  );

  it.each(categories.map((c) => [c.id, c] as const))(
    "%s has its base unit with factor 1",
    (_id, c) => {
      const base = unitOf(c.id, c.base);
      expect(base.factor).toBe(1);
      expect(base.relation ?? "linear").toBe("linear");
    },
  );

  it("writes µ codes with the micro sign, as §3.5 spells them", () => {
    const greek = categories.flatMap((c) => c.units.filter((u) => u.code.includes("\u03bc")));
    expect(greek).toEqual([]);
  });
});

describe("light, electricity, magnetism, radiology and other pages", () => {
  it("offer exactly the routes of §3.5, without /typography and /volume-lumber", () => {
    expect(pages.map((p) => p.slug).sort()).toEqual(Object.keys(SPEC_CODES).sort());
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s offers units that all resolve in its category, defaults among them",
    (_slug, page) => {
      for (const code of page.units) expect(() => unitOf(page.category, code)).not.toThrow();
      expect(new Set(page.units).size).toBe(page.units.length);
      expect(page.units).toContain(page.from);
      expect(page.units).toContain(page.to);
    },
  );

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s lists the unit codes of §3.5 first, in the spec's order, with its defaults",
    (slug, page) => {
      const spec = SPEC_CODES[slug] ?? [];
      expect(page.units.slice(0, spec.length)).toEqual(spec);
      expect([page.from, page.to]).toEqual(SPEC_DEFAULTS[slug]);
    },
  );

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s offers at least the best peer's count of units, and never fewer than 8",
    (slug, page) => {
      expect(page.units.length).toBeGreaterThanOrEqual(MIN_UNITS[slug] ?? 8);
    },
  );

  it.each(categories.map((c) => [c.id, c] as const))(
    "%s: every unit is offered on a page of the category, and has a group",
    (id, category) => {
      const offered = new Set(
        pages.filter((p) => p.category === id).flatMap((p) => p.units.map((c) => unitOf(id, c))),
      );
      expect(category.units.filter((u) => !offered.has(u)).map((u) => u.code)).toEqual([]);
      expect(category.units.filter((u) => !u.group).map((u) => u.code)).toEqual([]);
    },
  );

  it("/frequency-wavelength offers frequencies first, then wavelengths in vacuum", () => {
    const page = pages.find((p) => p.slug === "frequency-wavelength");
    const relations = (page?.units ?? []).map((code) => unitOf("frequency", code).relation);
    const firstWavelength = relations.indexOf("reciprocal");
    expect(firstWavelength).toBeGreaterThan(3);
    expect(relations.slice(firstWavelength).every((r) => r === "reciprocal")).toBe(true);
  });
});

describe("factors agree with the errata's Truth", () => {
  it("1 C/ft³ = 35.3146667 C/m³", () => {
    expectClose(ratio("volume-charge-density", "c_ft3", "c_m3"), 35.3146667);
  });

  it("1 R = 2.58e-4 C/kg and 1 mR = 2.58e-7 C/kg", () => {
    expect(ratio("radiation-exposure", "r", "c_kg")).toBe(2.58e-4);
    expectClose(ratio("radiation-exposure", "mr", "c_kg"), 2.58e-7);
  });

  it("1 Ci = 3.7e10 Bq exactly and rd is the rutherford, 1e6 Bq", () => {
    expect(ratio("radioactivity", "ci", "bq")).toBe(3.7e10);
    expect(ratio("radioactivity", "rd", "bq")).toBe(1e6);
    expect(unitOf("radioactivity", "rd").label).toMatch(/Rutherford/);
  });

  it("1 Oe = 79.5774715 A/m", () => {
    expectClose(ratio("magnetic-field-strength", "oe", "a_m"), 79.5774715);
  });

  it("1 dB = 0.115129255 Np and 1 Np = 8.685890 dB", () => {
    expectClose(ratio("sound", "db", "np"), 0.115129255);
    expect(ratio("sound", "np", "db")).toBeCloseTo(8.68589, 6);
  });

  it("500 nm in vacuum is 599.584916 THz, and back", () => {
    const hz = toBase(unitOf("frequency", "nm"), 500);
    expectClose(hz / unitOf("frequency", "thz").factor, 599.584916);
    expectClose(unitOf("frequency", "nm").factor / hz, 500);
  });

  it("1 cd/ft² = 10.7639104 cd/m² (the spec's 0.092903 is per base)", () => {
    expectClose(ratio("luminance", "cd_ft2", "cd_m2"), 10.7639104);
  });

  it("1 Ω·ft = 0.3048 Ω·m and 1 V/ft = 3.2808399 V/m (the spec mixes the styles)", () => {
    expect(ratio("electric-resistivity", "ohm_ft", "ohm_m")).toBe(0.3048);
    expectClose(ratio("electric-field-strength", "v_ft", "v_m"), 3.2808399);
  });
});

describe("the conventions chosen where GNU units reads a name otherwise", () => {
  it("rpm on /frequency-wavelength is a rotation frequency: 60 rpm = 1 Hz", () => {
    expectClose(toBase(unitOf("frequency", "rpm"), 60), 1);
  });

  it("the gamma is the geophysicists' nanotesla, not GNU's microgram", () => {
    expect(ratio("magnetic-flux-density", "gamma", "nt")).toBe(1);
  });

  it("a kiloline is 1000 maxwell, not 1000 lines of 1/12 inch", () => {
    expectClose(ratio("magnetic-flux", "kiloline", "mx"), 1000);
  });

  it("120 dB re 1 µPa underwater is 93.9794 dB SPL for the same pressure", () => {
    const upa = unitOf("sound", "db_re_1upa");
    expectClose(toBase(upa, 120), 120 - 20 * Math.log10(20));
    expect(upa.note).toMatch(/impedance/);
  });

  it("1 % IACS = 580 000 S/m (100 % IACS = 58 MS/m)", () => {
    expect(ratio("electric-conductivity", "iacs", "s_m")).toBe(580000);
  });
});

describe("codes that mean something else elsewhere are labelled unambiguously", () => {
  it("prefixes: m is Mega (10⁶), g is Giga (10⁹)", () => {
    expect(unitOf("prefixes", "m")).toMatchObject({ factor: 1e6, label: "Mega (10⁶)" });
    expect(unitOf("prefixes", "g")).toMatchObject({ factor: 1e9, label: "Giga (10⁹)" });
  });

  it("mhz is the megahertz, mf the millifarad", () => {
    expect(unitOf("frequency", "mhz")).toMatchObject({ factor: 1e6, label: "Megahertz" });
    expect(unitOf("capacitance", "mf").factor).toBe(1e-3);
    expect(unitOf("capacitance", "mf").label).toMatch(/^Millifarad/);
  });

  it("db_spl is labelled as an absolute level re 20 µPa and carries a note", () => {
    const spl = unitOf("sound", "db_spl");
    expect(spl.label).toMatch(/absolute.*20 µPa/);
    expect(spl.note).toBeDefined();
  });

  it("the historic candles carry a note on their uncertainty", () => {
    expect(unitOf("luminous-intensity", "hk").note).toMatch(/uncertain/);
    expect(unitOf("luminous-intensity", "icd").note).toMatch(/uncertain/);
  });

  it("µ and μ name the same unit", () => {
    expect(unitOf("current", "\u03bca")).toBe(unitOf("current", "\u00b5a"));
  });
});
