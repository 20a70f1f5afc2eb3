import { converter, tool } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Popular";

export const textCase = tool(GROUP, {
  kind: "case",
  slug: "case",
  title: "Case Converter",
  description:
    "Change text to UPPER CASE, lower case, Title Case, Sentence case, camelCase, snake_case, kebab-case or CONSTANT_CASE as you type.",
  keywords: "case converter, uppercase, lowercase, title case, camelCase, snake_case",
  priority: 0.6,
});

export const power = converter(GROUP, {
  slug: "power",
  title: "Power Converter",
  category: "power",
  units: [
    "w",
    "kw",
    "mw",
    "gw",
    "tw",
    "mw_small",
    "μw",
    "nw",
    "pw",
    "hp",
    "hp_metric",
    "hp_electric",
    "hp_water",
    "hp_boiler",
    "btu_h",
    "btu_min",
    "btu_s",
    "mbtu_h",
    "cal_s",
    "cal_min",
    "cal_h",
    "kcal_s",
    "kcal_min",
    "kcal_h",
    "ft_lbf_s",
    "ft_lbf_min",
    "ft_lbf_h",
    "va",
    "kva",
    "mva",
    "erg_s",
    "j_s",
    "j_min",
    "j_h",
    "kg_m_s",
    "ton_ref",
    "ton_tnt_s",
    "ton_tnt_min",
    "ton_tnt_h",
    "solar_mass",
    "planck_power",
  ],
  from: "hp",
  to: "kw",
  description:
    "Convert watts, kilowatts, horsepower (mechanical, metric, electric), BTU per hour and more.",
});

export const force = converter(GROUP, {
  slug: "force",
  title: "Force Converter",
  category: "force",
  units: ["n", "kn", "lbf", "kgf", "dyn", "pdl"],
  from: "n",
  to: "lbf",
});

export const time = converter(GROUP, {
  slug: "time",
  title: "Time Converter",
  category: "time",
  units: [
    "s",
    "min",
    "h",
    "d",
    "week",
    "month",
    "year",
    "ms",
    "μs",
    "ns",
    "ps",
    "fs",
    "as",
    "shake",
    "planck_time",
    "decade",
    "century",
    "millennium",
    "fortnight",
    "year_julian",
    "year_leap",
    "year_tropical",
    "year_sidereal",
    "month_synodic",
    "day_sidereal",
    "hour_sidereal",
    "min_sidereal",
    "s_sidereal",
    "septennial",
    "octennial",
    "novennial",
    "quindecennial",
    "quinquennial",
  ],
  from: "h",
  to: "min",
  description:
    "Convert seconds, minutes, hours, days, weeks, months, years and astronomical periods.",
  menus: { drawer: 8 },
});

export const speed = converter(GROUP, {
  slug: "speed",
  title: "Speed Converter",
  category: "speed",
  units: [
    "m_s",
    "km_h",
    "km_min",
    "km_s",
    "cm_s",
    "cm_min",
    "cm_h",
    "mm_s",
    "mm_min",
    "mm_h",
    "m_min",
    "m_h",
    "ft_s",
    "ft_min",
    "ft_h",
    "in_s",
    "in_min",
    "in_h",
    "yd_s",
    "yd_min",
    "yd_h",
    "mi_h",
    "mi_min",
    "mi_s",
    "knot",
    "knot_uk",
    "mach_20c",
    "mach_si",
    "c",
    "sound_water",
    "sound_seawater",
    "v1",
    "v2",
    "v3",
    "earth_v",
    "furlong_fortnight",
    "league_hour",
  ],
  from: "km_h",
  to: "mi_h",
  description: "Convert km/h, mph, m/s, knots, feet per second and Mach numbers.",
  menus: { drawer: 9 },
});

export const angle = converter(GROUP, {
  slug: "angle",
  title: "Angle Converter",
  category: "angle",
  units: ["deg", "rad", "grad", "turn", "arcmin", "arcsec"],
  from: "deg",
  to: "rad",
});

export const fuelConsumption = converter(GROUP, {
  slug: "fuel-consumption",
  title: "Fuel Consumption Converter",
  category: "fuel-consumption",
  units: [
    "l_100km",
    "l_km",
    "ml_km",
    "gal_100mi",
    "mpg_us",
    "mpg_uk",
    "km_l",
    "gal_mi",
    "gal_uk_100mi",
    "mi_l",
    "gal_uk_mi",
    "nmi_gal",
    "gal_nmi",
    "l_nmi",
    "m3_m",
  ],
  from: "l_100km",
  to: "l_km",
  description:
    "Convert L/100 km, mpg (US and UK) and km/L correctly: they are reciprocals, not simple multiples.",
});

export const numberBase = tool(GROUP, {
  kind: "number-base",
  slug: "number-base",
  title: "Number Base Converter",
  description:
    "Convert numbers between binary, octal, decimal, hexadecimal and any base from 2 to 36, exactly, at any length.",
  keywords: "number base converter, binary to decimal, hex to decimal, octal, base 36",
  // One reading of the spec lists /numbers; it answers 301 here (decisions.md).
  aliases: ["/numbers"],
});

export const dataStorage = converter(GROUP, {
  slug: "data-storage",
  title: "Data Storage Converter",
  category: "data-storage",
  units: ["b", "B", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB"],
  from: "MB",
  to: "GB",
  description: "Convert bits, bytes, KB, MB, GB and TB (decimal) and KiB, MiB, GiB, TiB (binary).",
});

/**
 * The Popular group (site spec 2.1): category pages (units of unit spec 3.3 and 3.5; data storage
 * adds KiB…TiB, decisions.md), the text-case converter and the number-base converter.
 */
export const popularPages: readonly Page[] = [
  textCase,
  power,
  force,
  time,
  speed,
  angle,
  fuelConsumption,
  numberBase,
  dataStorage,
];
