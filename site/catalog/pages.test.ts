import { describe, expect, it } from "vitest";
import { category as angle } from "../../engine/catalog/angle.ts";
import { category as area } from "../../engine/catalog/area.ts";
import { category as dataStorage } from "../../engine/catalog/data-storage.ts";
import { category as energy } from "../../engine/catalog/energy.ts";
import { category as force } from "../../engine/catalog/force.ts";
import { category as length } from "../../engine/catalog/length.ts";
import { category as power } from "../../engine/catalog/power.ts";
import { category as pressure } from "../../engine/catalog/pressure.ts";
import { category as speed } from "../../engine/catalog/speed.ts";
import { category as temperature } from "../../engine/catalog/temperature.ts";
import { category as time } from "../../engine/catalog/time.ts";
import { category as volume } from "../../engine/catalog/volume.ts";
import { category as volumeDry } from "../../engine/catalog/volume-dry.ts";
import { category as weight } from "../../engine/catalog/weight.ts";
import type { Category } from "../../engine/types.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import { specPages } from "../../tests/fixtures/spec-pages.ts";
import { expressTabs } from "../views/express-tabs.ts";
import { isUnitPair } from "./catalog.ts";
import { offered } from "./offers.ts";

const categories = new Map<string, Category>(
  [
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
  ].map((c) => [c.id, c]),
);

/** µ (micro sign) and μ (Greek mu) are one character for lookups (docs/spec/decisions.md). */
const fold = (codes: readonly string[]) => codes.map((c) => c.replace(/\u00b5/g, "\u03bc"));
const words = (text: string) => text.split(/\s+/).filter(Boolean);

function categoryOf(page: { category: string }): Category {
  const found = categories.get(page.category);
  if (!found) throw new Error(`no category '${page.category}'`);
  return found;
}

/** The spec's unit codes per page (docs/spec/units.md §3.3, §3.5 "Other"), as it spells them. */
const SPEC_UNITS: Readonly<Record<string, string>> = {
  length:
    "nm µm mm cm dm m dam hm km mil in ft yd mi nmi lea au ly pc furlong fathom chain rod cubit hand angstrom planck bohr",
  weight:
    "mg cg dg g dag hg kg t kt gr dwt oz lb st qtr cwt ton_us ton_uk oz_troy lb_troy carat point amu electron proton slug tael catty",
  temperature: "c f k",
  volume:
    "mm3 cm3 ml cl dl l dal hl kl m3 km3 tsp tbsp fl-oz cup pt qt gal tsp_uk tbsp_uk fl-oz_uk cup_uk pt_uk qt_uk gal_uk in3 ft3 yd3 pt_dry qt_dry pk bu bbl bbl_us cc drop dram acre_ft acre_in",
  area: "mm2 cm2 m2 km2 ha are in2 ft2 yd2 ac mi2 ft2_survey ac_survey township section homestead rood ch2 rod2 perch2 pole2 arpent barn circ_in circ_mil mil2 sabin",
  pressure:
    "pa kpa mpa gpa hpa bar mbar atm at psi ksi psf lbf_in2 lbf_ft2 kipf_in2 poundal_ft2 mmhg cmhg inhg_32 inhg_60 torr mmh2o cmh2o inh2o_4 fth2o_4 inh2o_60 fth2o_60 n_m2 n_cm2 n_mm2 kn_m2 kgf_m2 kgf_cm2 kgf_mm2 dyn_cm2 tonf_ft2_short tonf_in2_short tonf_ft2_long tonf_in2_long",
  energy:
    "j kj mj gj mj_small μj nj aj kwh wh gwh mwh kws ws hph hp_metric_h cal cal_th cal_nut kcal kcal_th btu btu_th mbtu therm therm_ec therm_us nm ft_lbf in_lbf in_ozf pdl_ft erg dyn_cm ev kev mev hartree rydberg gf_m gf_cm kgf_m kgf_cm kp_m lbf_ft lbf_in ozf_in gton mton kton ton_tnt fuel_oil_kl fuel_oil_bbl ton_ref_h",
  time: "s min h d week month year ms μs ns ps fs as shake planck_time decade century millennium fortnight year_julian year_leap year_tropical year_sidereal month_synodic day_sidereal hour_sidereal min_sidereal s_sidereal septennial octennial novennial quindecennial quinquennial",
  speed:
    "m_s km_h km_min km_s cm_s cm_min cm_h mm_s mm_min mm_h m_min m_h ft_s ft_min ft_h in_s in_min in_h yd_s yd_min yd_h mi_h mi_min mi_s knot knot_uk mach_20c mach_si c sound_water sound_seawater v1 v2 v3 earth_v furlong_fortnight league_hour",
  power:
    "w kw mw gw tw mw_small μw nw pw hp hp_metric hp_electric hp_water hp_boiler btu_h btu_min btu_s mbtu_h cal_s cal_min cal_h kcal_s kcal_min kcal_h ft_lbf_s ft_lbf_min ft_lbf_h va kva mva erg_s j_s j_min j_h kg_m_s ton_ref ton_tnt_s ton_tnt_min ton_tnt_h solar_mass planck_power",
  "volume-dry": "pt_dry qt_dry pk bu bbl_dry",
  force: "n kn lbf kgf dyn pdl",
  angle: "deg rad grad turn arcmin arcsec",
  "data-storage": "b B KB MB GB TB",
  typography: "pt px pc in",
  "volume-lumber": "bf cf m3 cord",
};
/** What the product adds to the spec's lists (docs/spec/decisions.md). */
const ADDED: Readonly<Record<string, string>> = {
  temperature: "r",
  "data-storage": "KiB MiB GiB TiB",
};

/** Defaults of §2.3 and §3.5. */
const SPEC_DEFAULTS: Readonly<Record<string, string>> = {
  length: "m ft",
  weight: "kg lb",
  temperature: "c f",
  volume: "l gal",
  area: "m2 ft2",
  pressure: "bar psi",
  energy: "j cal",
  time: "h min",
  speed: "km_h mi_h",
  power: "hp kw",
  "volume-dry": "pt_dry qt_dry",
  force: "n lbf",
  angle: "deg rad",
  "data-storage": "MB GB",
  typography: "pt px",
  "volume-lumber": "bf cf",
};

/** Units of §3.6, each pair with the spec's list (any order) and its forward default. */
const SPEC_PAIRS: readonly (readonly [slugs: string, units: string])[] = [
  ["cm-to-in in-to-cm", "cm in mm m ft"],
  ["km-to-mi mi-to-km", "km mi m ft nmi"],
  ["mm-to-in in-to-mm", "mm in cm ft m"],
  ["m-to-ft ft-to-m", "m ft cm in yd"],
  ["cm-to-ft ft-to-cm", "cm ft in m mm"],
  ["in-to-ft ft-to-in", "in ft cm m mm"],
  ["m-to-yd yd-to-m", "m yd ft cm in"],
  ["kg-to-lb lb-to-kg", "kg lb g oz st"],
  ["g-to-oz oz-to-g", "g oz kg lb st"],
  ["lb-to-oz oz-to-lb", "oz lb kg g st"],
  ["c-to-f f-to-c", "c f"],
  ["l-to-gal gal-to-l", "l gal gal_uk ml qt"],
  ["ml-to-cup cup-to-ml", "ml cup l fl_oz gal"],
  ["mph-to-kph kph-to-mph", "kph mph mps fps knot"],
  ["ac-to-sqft sqft-to-ac", "sqft ac sqm sqyd ha"],
  ["rad-to-deg deg-to-rad", "rad deg grad turn arcmin"],
  ["hp-to-kw kw-to-hp", "hp kw w btu_h ft_lbf_s"],
];

/** Express tables of §3.2, as the spec spells them (Greek μ in μm). */
const SPEC_EXPRESS: readonly (readonly [string, string])[] = [
  ["Length", "nm μm mm cm m km in ft yd mi ly"],
  ["Temperature", "c f k"],
  ["Area", "mm2 cm2 m2 km2 in2 ft2 yd2 ac ha"],
  ["Volume", "ml l m3 tsp tbsp fl-oz cup pt qt gal"],
  ["Weight", "mg g kg t oz lb st"],
  ["Time", "ms s min h d week month year"],
];

/** The category pages of Common and Popular, with /typography and /volume-lumber (§3.3, §3.5). */
const commonPages = specPages(
  (p) =>
    (p.kind === "category" &&
      (p.group === "Common" || p.group === "Popular") &&
      p.path !== "/fuel-consumption") ||
    p.path === "/typography" ||
    p.path === "/volume-lumber",
);
const pairPages = specPages(isUnitPair);
const allPages = [...commonPages, ...pairPages];

describe("common and pair pages", () => {
  it.each(allPages.map((p) => [p.slug, p] as const))(
    "%s: every unit resolves in its category, once, and the defaults are among them",
    (_slug, page) => {
      const resolved = offered(page).units.map((o) => o.unit);
      expect(new Set(resolved).size).toBe(page.units.length);
      expect(page.units).toContain(page.from);
      expect(page.units).toContain(page.to);
      expect(page.from).not.toBe(page.to);
    },
  );

  it("has unique slugs", () => {
    const slugs = allPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});

describe("category pages (§2.3, §3.3, §3.5)", () => {
  it("are exactly the 14 common and popular pages plus /typography and /volume-lumber", () => {
    expect(commonPages.map((p) => p.slug).sort()).toEqual(Object.keys(SPEC_UNITS).sort());
  });

  it.each(commonPages.map((p) => [p.slug, p] as const))(
    "%s offers the spec's units first, in the spec's order, then the product's additions",
    (slug, page) => {
      const expected = [...words(SPEC_UNITS[slug] ?? ""), ...words(ADDED[slug] ?? "")];
      expect(fold(page.units.slice(0, expected.length))).toEqual(fold(expected));
      expect(`${page.from} ${page.to}`).toBe(SPEC_DEFAULTS[slug]);
    },
  );

  it("titles each page '<Name> Converter', with the spec's 'Volume - Dry Converter'", () => {
    const titles = Object.fromEntries(commonPages.map((p) => [p.slug, p.title]));
    expect(titles["volume-dry"]).toBe("Volume - Dry Converter");
    expect(titles["data-storage"]).toBe("Data Storage Converter");
    expect(titles.force).toBe("Force Converter");
    expect(titles.angle).toBe("Angle Converter");
    expect(commonPages.every((p) => p.title.endsWith(" Converter"))).toBe(true);
  });

  it("offers every unit of a category on its own page, except those meant for other pages", () => {
    const elsewhere: Readonly<Record<string, readonly string[]>> = {
      // On /typography.
      length: ["pt", "px", "pica", "twip", "pt_printer", "pica_printer", "didot", "cicero", "q"],
      // On /volume-lumber.
      volume: ["bf", "cord", "mbf", "mmbf", "cord_ft", "hoppus_ft", "hoppus_ton"],
    };
    const unoffered = [...categories.values()].flatMap((category) => {
      const page = commonPages.find((p) => p.slug === category.id);
      const offered = new Set(page?.units.map((code) => findUnit(category, code)));
      return category.units
        .filter((u) => !offered.has(u) && !elsewhere[category.id]?.includes(u.code))
        .map((u) => `${category.id}/${u.code}`);
    });
    expect(unoffered).toEqual([]);
  });
});

describe("pair pages (§3.6)", () => {
  const bySlug = new Map(pairPages.map((p) => [p.slug, p]));

  it("are the 34 short pair pages of the route map", () => {
    const spec = SPEC_PAIRS.flatMap(([slugs]) => words(slugs));
    expect(spec).toHaveLength(34);
    expect(pairPages.map((p) => p.slug).sort()).toEqual([...spec].sort());
  });

  it.each(SPEC_PAIRS.map(([slugs, units]) => [slugs, units] as const))(
    "%s: offer the spec's units, each page from its own default pair, reverse swapped",
    (slugs, units) => {
      const [forward, reverse] = words(slugs).map((s) => bySlug.get(s));
      if (!forward || !reverse) throw new Error(`missing ${slugs}`);
      expect([...forward.units].sort()).toEqual(words(units).sort());
      expect([...reverse.units].sort()).toEqual(words(units).sort());
      expect(forward.slug).toBe(`${forward.from}-to-${forward.to}`);
      expect([reverse.from, reverse.to]).toEqual([forward.to, forward.from]);
      expect(forward.units.slice(0, 2)).toEqual([forward.from, forward.to]);
      expect(reverse.units.slice(0, 2)).toEqual([reverse.from, reverse.to]);
      expect(forward.category).toBe(reverse.category);
    },
  );

  it("titles pages in words, e.g. 'Centimeters to Inches' and its reverse", () => {
    expect(bySlug.get("cm-to-in")?.title).toBe("Centimeters to Inches");
    expect(bySlug.get("in-to-cm")?.title).toBe("Inches to Centimeters");
    expect(bySlug.get("kph-to-mph")?.title).toBe("Kilometers per Hour to Miles per Hour");
    expect(bySlug.get("f-to-c")?.title).toBe("Fahrenheit to Celsius");
  });

  it("fixes the °C/°F pages to the two scales", () => {
    expect(bySlug.get("c-to-f")?.units).toEqual(["c", "f"]);
    expect(bySlug.get("f-to-c")?.units).toEqual(["f", "c"]);
  });
});

describe("express converter tabs (§3.2)", () => {
  it("are Length, Temperature, Area, Volume, Weight and Time, in that order", () => {
    expect(expressTabs.map((t) => t.label)).toEqual(SPEC_EXPRESS.map(([label]) => label));
  });

  it.each(expressTabs.map((t) => [t.label, t] as const))(
    "%s offers the spec's units in its order, all in its category",
    (label, tab) => {
      const spec = SPEC_EXPRESS.find(([l]) => l === label)?.[1] ?? "";
      expect(fold(tab.units)).toEqual(fold(words(spec)));
      const category = categoryOf(tab);
      expect(tab.units.filter((code) => !findUnit(category, code))).toEqual([]);
    },
  );
});
