import { describe, expect, it } from "vitest";
import { category as acceleration } from "../../engine/catalog/acceleration.ts";
import { category as accelerationAngular } from "../../engine/catalog/acceleration-angular.ts";
import { category as concentrationMolar } from "../../engine/catalog/concentration-molar.ts";
import { category as density } from "../../engine/catalog/density.ts";
import { category as flow } from "../../engine/catalog/flow.ts";
import { category as flowMass } from "../../engine/catalog/flow-mass.ts";
import { category as flowMolar } from "../../engine/catalog/flow-molar.ts";
import { category as fuelConsumption } from "../../engine/catalog/fuel-consumption.ts";
import { category as fuelEfficiencyMass } from "../../engine/catalog/fuel-efficiency-mass.ts";
import { category as heatDensity } from "../../engine/catalog/heat-density.ts";
import { category as heatFluxDensity } from "../../engine/catalog/heat-flux-density.ts";
import { category as heatTransferCoefficient } from "../../engine/catalog/heat-transfer-coefficient.ts";
import { category as massFluxDensity } from "../../engine/catalog/mass-flux-density.ts";
import { category as momentInertia } from "../../engine/catalog/moment-inertia.ts";
import { category as permeability } from "../../engine/catalog/permeability.ts";
import { category as specificHeatCapacity } from "../../engine/catalog/specific-heat-capacity.ts";
import { category as specificVolume } from "../../engine/catalog/specific-volume.ts";
import { category as surfaceTension } from "../../engine/catalog/surface-tension.ts";
import { category as temperatureInterval } from "../../engine/catalog/temperature-interval.ts";
import { category as thermalConductivity } from "../../engine/catalog/thermal-conductivity.ts";
import { category as thermalExpansion } from "../../engine/catalog/thermal-expansion.ts";
import { category as thermalResistance } from "../../engine/catalog/thermal-resistance.ts";
import { category as torque } from "../../engine/catalog/torque.ts";
import { category as velocityAngular } from "../../engine/catalog/velocity-angular.ts";
import { category as viscosityDynamic } from "../../engine/catalog/viscosity-dynamic.ts";
import { category as viscosityKinematic } from "../../engine/catalog/viscosity-kinematic.ts";
import type { Category, Unit } from "../../engine/types.ts";
import { type SpecPage, specPages } from "../../tests/fixtures/spec-pages.ts";

const categories: readonly Category[] = [
  fuelConsumption,
  velocityAngular,
  acceleration,
  accelerationAngular,
  density,
  specificVolume,
  momentInertia,
  torque,
  fuelEfficiencyMass,
  temperatureInterval,
  thermalExpansion,
  thermalResistance,
  thermalConductivity,
  specificHeatCapacity,
  heatDensity,
  heatFluxDensity,
  heatTransferCoefficient,
  flow,
  flowMass,
  flowMolar,
  massFluxDensity,
  concentrationMolar,
  viscosityDynamic,
  viscosityKinematic,
  surfaceTension,
  permeability,
];
const byId = new Map(categories.map((c) => [c.id, c]));
/** Engineering, Heat and Fluids, with /fuel-consumption, which the spec lists beside them. */
const pages = specPages(
  (p) => ["Engineering", "Heat", "Fluids"].includes(p.group) || p.path === "/fuel-consumption",
);

/** The unit codes docs/spec/units.md §3.5 lists for these routes, in its order. */
const SPEC_CODES: Readonly<Record<string, readonly string[]>> = {
  "fuel-consumption": ["l_100km", "l_km", "ml_km", "gal_100mi"],
  "velocity-angular": ["rad_s", "deg_s", "rev_min", "rev_s"],
  acceleration: ["m_s2", "ft_s2", "g", "gal"],
  "acceleration-angular": ["rad_s2", "deg_s2", "rev_min2", "rev_s2"],
  density: ["kg_m3", "g_cm3", "lb_ft3", "oz_in3"],
  "specific-volume": ["m3_kg", "ft3_lb", "l_kg", "cm3_g"],
  "moment-inertia": ["kg_m2", "g_cm2", "lb_ft2", "oz_in2"],
  "moment-force": ["nm", "lbf_ft", "kgf_m", "dyn_cm"],
  torque: ["nm", "lbf_ft", "lbf_in", "kgf_m"],
  "fuel-efficiency-mass": ["kg_100km", "g_km", "lb_mi", "oz_mi"],
  "fuel-efficiency-volume": ["l_100km", "l_km", "gal_mi", "pt_mi"],
  "temperature-interval": ["k", "c", "f", "r"],
  "thermal-expansion": ["k_1", "c_1", "f_1", "r_1"],
  "thermal-resistance": ["k_w", "c_w", "r_btu_h", "f_btu_h"],
  "thermal-conductivity": ["w_m_k", "btu_h_ft_f", "cal_s_cm_c", "kcal_h_m_c"],
  "specific-heat-capacity": ["j_kg_k", "btu_lb_f", "cal_g_c", "kcal_kg_c"],
  "heat-density": ["j_m3", "btu_ft3", "cal_cm3", "wh_l"],
  "heat-flux-density": ["w_m2", "btu_h_ft2", "cal_s_cm2", "kcal_h_m2"],
  "heat-transfer-coefficient": ["w_m2_k", "btu_h_ft2_f", "cal_s_cm2_c", "kcal_h_m2_c"],
  flow: ["m3_s", "l_s", "gal_min", "ft3_s"],
  "flow-mass": ["kg_s", "g_s", "lb_s", "ton_h"],
  "flow-molar": ["mol_s", "mol_min", "mol_h", "kmol_h"],
  "mass-flux-density": ["kg_m2_s", "g_cm2_s", "lb_ft2_s", "lb_ft2_h"],
  "concentration-molar": ["mol_l", "mol_m3", "mmol_l", "kmol_m3"],
  "concentration-solution": ["kg_m3", "g_l", "mg_l", "ppm"],
  "viscosity-dynamic": ["pa_s", "cp", "p", "lbf_s_ft2"],
  "viscosity-kinematic": ["m2_s", "cSt", "St", "ft2_s"],
  "surface-tension": ["n_m", "dyn_cm", "lbf_ft", "kg_s2"],
  permeability: ["m2", "darcy", "md", "ft2"],
};

function page(slug: string): SpecPage {
  const found = pages.find((p) => p.slug === slug);
  if (!found) throw new Error(`no page ${slug}`);
  return found;
}

/** The unit a page means by `code`: its category's unit of that code or alias. */
function unitOf(p: SpecPage, code: string): Unit | undefined {
  return byId.get(p.category)?.units.find((u) => u.code === code || u.aliases?.includes(code));
}

function resolve(p: SpecPage, code: string): Unit {
  const unit = unitOf(p, code);
  if (!unit) throw new Error(`${p.slug}: no unit ${code}`);
  return unit;
}

function toBase(unit: Unit, x: number): number {
  if (unit.relation === "reciprocal") return unit.factor / x;
  if (unit.relation === "affine") return (x + (unit.offset ?? 0)) * unit.factor;
  return x * unit.factor;
}

function fromBase(unit: Unit, base: number): number {
  if (unit.relation === "reciprocal") return unit.factor / base;
  if (unit.relation === "affine") return base / unit.factor - (unit.offset ?? 0);
  return base / unit.factor;
}

/** x of `from` expressed in `to`, both units of page `slug`, straight from the catalog factors. */
function convert(slug: string, x: number, from: string, to: string): number {
  const p = page(slug);
  return fromBase(resolve(p, to), toBase(resolve(p, from), x));
}

describe("engineering, heat and fluids categories", () => {
  it.each(categories.map((c) => [c.id, c] as const))(
    "%s names each unit once (codes and aliases)",
    (_id, c) => {
      const names = c.units.flatMap((u) => [u.code, ...(u.aliases ?? [])]);
      expect(new Set(names).size).toBe(names.length);
    },
  );

  it.each(categories.map((c) => [c.id, c] as const))(
    "%s has its SI base unit at factor 1",
    (_id, c) => {
      const base = c.units.find((u) => u.code === c.base);
      expect(base?.factor).toBe(1);
      expect(base?.relation ?? "linear").toBe("linear");
    },
  );

  it.each(categories.map((c) => [c.id, c] as const))(
    "%s defines every unit by a positive finite size",
    (_id, c) => {
      for (const u of c.units) expect(Number.isFinite(u.factor) && u.factor > 0, u.code).toBe(true);
    },
  );

  it("keeps temperature differences linear: no offset, 0 °C difference is 0 °F difference", () => {
    for (const u of temperatureInterval.units) {
      expect(u.relation ?? "linear", u.code).toBe("linear");
      expect(u.offset, u.code).toBeUndefined();
      expect(u.label, u.code).toMatch(/\(difference\)/);
    }
    expect(convert("temperature-interval", 0, "c", "f")).toBe(0);
  });
});

describe("engineering, heat and fluids pages", () => {
  it("has exactly the routes of §3.5 engineering, heat and fluids (without /number-base)", () => {
    expect(pages.map((p) => p.slug).sort()).toEqual(Object.keys(SPEC_CODES).sort());
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s offers only units of its category, its defaults among them",
    (_slug, p) => {
      expect(byId.has(p.category)).toBe(true);
      const missing = p.units.filter((code) => unitOf(p, code) === undefined);
      expect(missing).toEqual([]);
      expect(new Set(p.units).size).toBe(p.units.length);
      expect(p.units).toContain(p.from);
      expect(p.units).toContain(p.to);
      expect(p.from).not.toBe(p.to);
    },
  );

  it.each(Object.entries(SPEC_CODES))(
    "%s offers the spec's unit codes first, in the spec's order, additions after them",
    (slug, codes) => {
      const p = page(slug);
      expect(p.units.slice(0, codes.length)).toEqual(codes);
    },
  );

  it("offers mpg (US), mpg (UK) and km/L on the fuel consumption page, as reciprocal units", () => {
    const p = page("fuel-consumption");
    for (const code of ["mpg_us", "mpg_uk", "km_l"]) {
      expect(p.units).toContain(code);
      expect(resolve(p, code).relation).toBe("reciprocal");
    }
  });

  it("keeps titles as the spec gives them, without '(Limited)'", () => {
    expect(page("fuel-consumption").title).toBe("Fuel Consumption Converter");
    expect(page("temperature-interval").title).toBe("Temperature Difference Converter");
    for (const p of pages) expect(p.title).toMatch(/^[A-Z][A-Za-z() ]+ Converter$/);
  });
});

/**
 * The "Truth" column of docs/spec/errata.md (sections A to D): 1 `from` = `truth` `to`, to `digits`
 * decimals of the ratio to the truth (the truth's significant digits, less one).
 */
const ERRATA_TRUTHS: readonly (readonly [string, string, string, number, number])[] = [
  ["fuel-consumption", "l_100km", "ml_km", 10, 12],
  ["fuel-consumption", "gal_100mi", "l_100km", 2.352146, 6],
  ["fuel-efficiency-volume", "gal_mi", "l_100km", 235.214583, 8],
  ["fuel-efficiency-volume", "pt_mi", "l_100km", 29.4018229, 8],
  ["acceleration-angular", "rad_s2", "rev_min2", 572.957795, 8],
  ["density", "oz_in3", "kg_m3", 1729.994, 6],
  ["moment-inertia", "kg_m2", "g_cm2", 1e7, 12],
  ["moment-inertia", "kg_m2", "lb_ft2", 23.7303604, 8],
  ["moment-inertia", "kg_m2", "oz_in2", 54674.7504, 8],
  ["fuel-efficiency-mass", "kg_100km", "lb_mi", 0.0354799619, 8],
  ["fuel-efficiency-mass", "kg_100km", "oz_mi", 0.56767939, 7],
  ["thermal-conductivity", "cal_s_cm_c", "w_m_k", 418.68, 12],
  ["permeability", "darcy", "m2", 9.86923267e-13, 8],
  ["permeability", "md", "m2", 9.86923267e-16, 8],
  ["mass-flux-density", "kg_m2_s", "g_cm2_s", 0.1, 12],
  ["thermal-expansion", "f_1", "k_1", 1.8, 12],
  ["thermal-resistance", "f_btu_h", "k_w", 1.895634, 6],
  ["heat-density", "j_m3", "cal_cm3", 2.38845897e-7, 8],
  ["heat-flux-density", "w_m2", "cal_s_cm2", 2.38845897e-5, 8],
  ["heat-transfer-coefficient", "w_m2_k", "cal_s_cm2_c", 2.38845897e-5, 8],
  ["temperature-interval", "c", "f", 1.8, 12],
  ["concentration-solution", "ppm", "mg_l", 1, 12],
];

/**
 * Issue 14: each fluids page offers at least the best peer's count of units (unitconverters.net),
 * and at least 8 units of its trade where the peer has no count.
 */
const FLUIDS_MIN_UNITS: Readonly<Record<string, number>> = {
  flow: 58,
  "flow-mass": 8,
  "flow-molar": 8,
  "mass-flux-density": 8,
  "concentration-molar": 8,
  "viscosity-dynamic": 29,
  "viscosity-kinematic": 24,
  "surface-tension": 8,
  permeability: 8,
};

describe("fluids pages in depth (issue 14)", () => {
  it.each(Object.entries(FLUIDS_MIN_UNITS))("%s offers at least %d units", (slug, count) => {
    expect(page(slug).units.length).toBeGreaterThanOrEqual(count);
  });

  it.each(Object.keys(FLUIDS_MIN_UNITS))(
    "%s offers every unit of its category, each with a group",
    (slug) => {
      const p = page(slug);
      const category = byId.get(p.category);
      if (!category) throw new Error(`no category ${p.category}`);
      const offered = new Set(p.units.map((code) => unitOf(p, code)));
      expect(category.units.filter((u) => !offered.has(u)).map((u) => u.code)).toEqual([]);
      expect(category.units.filter((u) => !u.group).map((u) => u.code)).toEqual([]);
    },
  );

  it("offers the oilfield barrel of 42 US gallons per day, and gpm in US and imperial gallons", () => {
    expect(convert("flow", 1, "bbl_d", "gal_d")).toBeCloseTo(42, 12);
    expect(convert("flow", 1, "kbbl_d", "bbl_d")).toBeCloseTo(1000, 10);
    expect(convert("flow", 1, "gal_uk_min", "l_min")).toBeCloseTo(4.54609, 12);
    expect(convert("flow", 1, "gal_min", "l_min")).toBeCloseTo(3.785411784, 12);
    expect(convert("flow", 1, "mgd", "gal_d")).toBeCloseTo(1e6, 6);
  });

  it("takes the acre-foot in US survey feet, as NIST SP 811 lists it (1.233 489 E+03 m³), and says so", () => {
    expect(convert("flow", 1, "acre_ft_d", "m3_d") / 1233.489238468149).toBeCloseTo(1, 14);
    for (const code of ["acre_ft_d", "acre_ft_h", "acre_ft_yr"]) {
      const unit = resolve(page("flow"), code);
      expect(unit.label).toMatch(/US survey/);
      expect(unit.note).toMatch(/survey/);
    }
  });

  it("counts gas volumes at 0 °C and 101.325 kPa as amounts: 1 mol is 22.413969545 L", () => {
    expect(convert("flow-molar", 1, "mol_min", "slm")).toBeCloseTo(22.413969545, 8);
    expect(convert("flow-molar", 1, "slm", "sccm")).toBeCloseTo(1000, 10);
    expect(convert("flow-molar", 1, "kmol_h", "nm3_h")).toBeCloseTo(22.413969545, 8);
    for (const code of ["nm3_h", "slm", "sccm"]) {
      const unit = resolve(page("flow-molar"), code);
      expect(unit.label).toMatch(/0 °C, 1 atm/);
      expect(unit.note).toMatch(/101\.325 kPa/);
    }
  });

  it("makes the enzyme unit 1 µmol/min (1/60 µkat) and the pound-mole 453.59237 mol", () => {
    expect(convert("flow-molar", 60, "enzyme_unit", "ukat")).toBeCloseTo(1, 14);
    expect(convert("flow-molar", 1, "lbmol_h", "mol_h")).toBeCloseTo(453.59237, 10);
    expect(convert("concentration-molar", 1, "lbmol_ft3", "mol_m3")).toBeCloseTo(16018.46337, 5);
  });

  it("gives the viscosity units of lubrication and of the poise family their exact sizes", () => {
    expect(convert("viscosity-dynamic", 1, "reyn", "pa_s")).toBeCloseTo(6894.757293168, 9);
    expect(convert("viscosity-dynamic", 1, "cp", "mpa_s")).toBe(1);
    expect(convert("viscosity-dynamic", 1, "p", "dpa_s")).toBe(1);
    expect(convert("viscosity-kinematic", 1, "cSt", "mm2_s")).toBe(1);
    expect(convert("surface-tension", 1, "dyn_cm", "mn_m")).toBe(1);
    expect(convert("permeability", 1, "darcy", "um2")).toBeCloseTo(0.986923266716, 12);
  });
});

describe("conversions the errata correct", () => {
  it.each(ERRATA_TRUTHS)("on /%s, 1 %s in %s is %s", (slug, from, to, truth, digits) => {
    expect(convert(slug, 1, from, to) / truth).toBeCloseTo(1, digits);
  });

  it.each([10, 23.5, 50])("gives L/100 km = 235.214583 ÷ mpg (US) at %d mpg", (mpg) => {
    expect(convert("fuel-consumption", mpg, "mpg_us", "l_100km")).toBeCloseTo(235.214583 / mpg, 6);
    expect(convert("fuel-consumption", 235.214583 / mpg, "l_100km", "mpg_us")).toBeCloseTo(mpg, 6);
  });

  it("gives L/100 km = 282.480936 ÷ mpg (UK) and 100 ÷ km/L", () => {
    expect(convert("fuel-consumption", 40, "mpg_uk", "l_100km")).toBeCloseTo(282.480936 / 40, 6);
    expect(convert("fuel-consumption", 16, "km_l", "l_100km")).toBeCloseTo(100 / 16, 12);
  });

  it("converts between two reciprocal units through the base: 1 mpg (US) = 1.20094993 mpg (UK)", () => {
    expect(convert("fuel-consumption", 30, "mpg_us", "mpg_uk") / 30).toBeCloseTo(1.20094993, 8);
  });
});

/**
 * Issue 14 ("Depth"): the pages of the engineering and heat categories offer at least the best
 * peer's count (unitconverters.net) where it has one, and at least 8 units people use elsewhere.
 */
const MIN_UNITS: Readonly<Record<string, number>> = {
  "fuel-consumption": 8,
  "fuel-efficiency-volume": 8,
  "velocity-angular": 8,
  acceleration: 19,
  "acceleration-angular": 8,
  density: 42,
  "concentration-solution": 8,
  "specific-volume": 8,
  "moment-inertia": 8,
  "moment-force": 8,
  torque: 17,
  "fuel-efficiency-mass": 8,
  "temperature-interval": 8,
  "thermal-expansion": 8,
  "thermal-resistance": 8,
  "thermal-conductivity": 8,
  "specific-heat-capacity": 8,
  "heat-density": 8,
  "heat-flux-density": 8,
  "heat-transfer-coefficient": 8,
};

/** Pages that draw on a category besides its own page, and the units only they offer. */
const ENGINEERING_HEAT_CATEGORIES = [
  fuelConsumption,
  velocityAngular,
  acceleration,
  accelerationAngular,
  density,
  specificVolume,
  momentInertia,
  torque,
  fuelEfficiencyMass,
  temperatureInterval,
  thermalExpansion,
  thermalResistance,
  thermalConductivity,
  specificHeatCapacity,
  heatDensity,
  heatFluxDensity,
  heatTransferCoefficient,
];

describe("depth of the engineering and heat pages (issue 14)", () => {
  it.each(Object.entries(MIN_UNITS))("%s offers at least %d units", (slug, count) => {
    expect(page(slug).units.length).toBeGreaterThanOrEqual(count);
  });

  it.each(ENGINEERING_HEAT_CATEGORIES.map((c) => [c.id, c] as const))(
    "%s: every unit is offered on a page of its category, and has a group",
    (id, c) => {
      const offered = new Set(
        pages
          .filter((p) => p.category === id)
          .flatMap((p) => p.units.map((code) => resolve(p, code))),
      );
      expect(c.units.filter((u) => !offered.has(u)).map((u) => u.code)).toEqual([]);
      expect(c.units.filter((u) => !u.group).map((u) => u.code)).toEqual([]);
    },
  );

  it("offers on /density every density unit except the clinical and solution ones of /concentration-solution", () => {
    const onDensity = new Set(page("density").units);
    const elsewhere = density.units.filter((u) => !onDensity.has(u.code)).map((u) => u.code);
    expect(elsewhere.sort()).toEqual(
      ["g_dl", "mg_dl", "pct_wv", "pg_ml", "ppb", "ppm", "µg_dl"].sort(),
    );
    for (const code of elsewhere) expect(page("concentration-solution").units).toContain(code);
  });

  it("reads a lowercase m before a unit as milli and spells mega out", () => {
    expect(resolve(page("torque"), "mn_m")).toMatchObject({
      label: "Millinewton Meter",
      factor: 1e-3,
    });
    expect(resolve(page("torque"), "mega_n_m")).toMatchObject({
      label: "Meganewton Meter",
      factor: 1e6,
    });
    expect(resolve(page("heat-flux-density"), "mw_m2").symbol).toBe("mW/m²");
    expect(resolve(page("heat-density"), "mega_j_m3").symbol).toBe("MJ/m³");
    expect(resolve(page("acceleration"), "mgal").symbol).toBe("mGal");
  });

  it("labels the calorie and BTU of every heat unit that has both conventions", () => {
    for (const c of [thermalConductivity, specificHeatCapacity, thermalResistance]) {
      for (const u of c.units.filter((unit) => /cal|btu/.test(unit.code))) {
        expect(u.label, `${c.id}/${u.code}`).toMatch(/\((IT|thermochemical)\)/);
      }
    }
  });
});

/** NIST SP 811 Appendix B.8/B.9 factors (7 significant digits) for units added by issue 14. */
const NIST_FACTORS: readonly (readonly [string, string, string, number])[] = [
  ["density", "lb_gal", "kg_m3", 119.8264],
  ["density", "lb_gal_uk", "kg_m3", 99.77637],
  ["density", "gr_gal", "kg_m3", 1.711806e-2],
  ["density", "oz_gal_uk", "kg_m3", 6.236023],
  ["density", "ton_us_yd3", "kg_m3", 1186.553],
  ["density", "ton_uk_yd3", "kg_m3", 1328.939],
  ["density", "slug_ft3", "kg_m3", 515.3788],
  ["specific-volume", "in3_lb", "m3_kg", 3.61273e-5],
  ["specific-volume", "gal_lb", "m3_kg", 8.345406e-3],
  ["moment-inertia", "lb_in2", "kg_m2", 2.926397e-4],
  ["torque", "ozf_in", "nm", 7.061552e-3],
  ["thermal-conductivity", "btu_in_h_ft2_f", "w_m_k", 0.1442279],
  ["thermal-conductivity", "btu_th_h_ft_f", "w_m_k", 1.729577],
  ["thermal-conductivity", "cal_th_s_cm_c", "w_m_k", 418.4],
  ["heat-flux-density", "w_in2", "w_m2", 1550.003],
  ["heat-flux-density", "ly_min", "w_m2", 697.3333],
  ["heat-transfer-coefficient", "btu_s_ft2_f", "w_m2_k", 20441.75],
  ["heat-density", "btu_ft3", "j_m3", 37258.95],
  ["thermal-resistance", "f_btu_th_h", "k_w", 1.896903],
];

describe("units added by issue 14 agree with NIST SP 811", () => {
  it.each(NIST_FACTORS)("on /%s, 1 %s is %s %s", (slug, from, to, truth) => {
    expect(convert(slug, 1, from, to) / truth).toBeCloseTo(1, 6);
  });

  it("reads a pressure gradient as mud weight: 1 lb/gal (US) is 0.051948 psi/ft", () => {
    expect(convert("density", 1, "lb_gal", "psi_ft")).toBeCloseTo(0.051948, 6);
  });

  it("converts R-values as the reciprocal of U: R-1 (US) = 0.1761102 m²·K/W, R-19 = 0.298856 W/(m²·K)", () => {
    expect(convert("heat-transfer-coefficient", 1, "r_us", "r_si")).toBeCloseTo(0.1761102, 7);
    expect(convert("heat-transfer-coefficient", 19, "r_us", "w_m2_k")).toBeCloseTo(0.298856, 6);
    expect(convert("heat-transfer-coefficient", 2, "r_si", "w_m2_k")).toBe(0.5);
  });
});
