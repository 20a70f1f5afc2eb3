import { converterPage } from "../../../engine/pages/index.ts";
import { siteHost } from "../config.ts";
import type { Group, MenuId, Page } from "../page-types.ts";

/** The unit converter routes of the route map (site spec 2.1), by group, in directory order. */
const GROUP_SLUGS: readonly (readonly [Group, readonly string[]])[] = [
  [
    "Common",
    ["length", "weight", "volume", "temperature", "area", "pressure", "energy", "volume-dry"],
  ],
  [
    "Popular",
    [
      "case",
      "power",
      "force",
      "time",
      "speed",
      "angle",
      "fuel-consumption",
      "number-base",
      "data-storage",
    ],
  ],
  [
    "Engineering",
    [
      "velocity-angular",
      "acceleration",
      "acceleration-angular",
      "density",
      "specific-volume",
      "moment-inertia",
      "moment-force",
      "torque",
    ],
  ],
  [
    "Heat",
    [
      "fuel-efficiency-mass",
      "fuel-efficiency-volume",
      "temperature-interval",
      "thermal-expansion",
      "thermal-resistance",
      "thermal-conductivity",
      "specific-heat-capacity",
      "heat-density",
      "heat-flux-density",
      "heat-transfer-coefficient",
    ],
  ],
  [
    "Fluids",
    [
      "flow",
      "flow-mass",
      "flow-molar",
      "mass-flux-density",
      "concentration-molar",
      "concentration-solution",
      "viscosity-dynamic",
      "viscosity-kinematic",
      "surface-tension",
      "permeability",
    ],
  ],
  [
    "Light",
    [
      "luminance",
      "luminous-intensity",
      "illumination",
      "digital-image-resolution",
      "frequency-wavelength",
    ],
  ],
  [
    "Electricity",
    [
      "charge",
      "linear-charge-density",
      "surface-charge-density",
      "volume-charge-density",
      "current",
      "linear-current-density",
      "surface-current-density",
      "electric-field-strength",
      "electric-potential",
      "electric-resistance",
      "electric-resistivity",
      "electric-conductance",
      "electric-conductivity",
      "electrostatic-capacitance",
      "inductance",
    ],
  ],
  [
    "Magnetism",
    ["magnetomotive-force", "magnetic-field-strength", "magnetic-flux", "magnetic-flux-density"],
  ],
  [
    "Radiology",
    ["radiation", "radiation-activity", "radiation-exposure", "radiation-absorbed-dose"],
  ],
  ["Other", ["prefixes", "data-transfer", "sound", "typography", "volume-lumber"]],
];

/** Single-pair pages (site spec 2.1) with the long paths that answer 301 to them (spec 2.2). */
const PAIRS: readonly (readonly [string, readonly string[]])[] = [
  ["cm-to-in", ["/centimeters-to-inches", "/cm-to-inches"]],
  ["in-to-cm", ["/inches-to-centimeters", "/inches-to-cm"]],
  ["mm-to-in", ["/millimeters-to-inches"]],
  ["in-to-mm", ["/inches-to-millimeters"]],
  ["m-to-ft", ["/meters-to-feet"]],
  ["ft-to-m", ["/feet-to-meters"]],
  ["km-to-mi", ["/kilometers-to-miles", "/km-to-miles"]],
  ["mi-to-km", ["/miles-to-kilometers", "/miles-to-km"]],
  ["cm-to-ft", ["/centimeters-to-feet"]],
  ["ft-to-cm", ["/feet-to-centimeters"]],
  ["in-to-ft", ["/inches-to-feet"]],
  ["ft-to-in", ["/feet-to-inches"]],
  ["m-to-yd", ["/meters-to-yards"]],
  ["yd-to-m", ["/yards-to-meters"]],
  ["kg-to-lb", ["/kilograms-to-pounds", "/kg-to-lbs", "/kg-to-pounds"]],
  ["lb-to-kg", ["/pounds-to-kilograms", "/lbs-to-kg", "/pounds-to-kg"]],
  ["g-to-oz", ["/grams-to-ounces"]],
  ["oz-to-g", ["/ounces-to-grams"]],
  ["lb-to-oz", ["/pounds-to-ounces"]],
  ["oz-to-lb", ["/ounces-to-pounds"]],
  ["c-to-f", ["/celsius-to-fahrenheit"]],
  ["f-to-c", ["/fahrenheit-to-celsius"]],
  ["l-to-gal", ["/liters-to-gallons"]],
  ["gal-to-l", ["/gallons-to-liters"]],
  ["ml-to-cup", ["/milliliters-to-cups"]],
  ["cup-to-ml", ["/cups-to-milliliters"]],
  ["mph-to-kph", ["/miles-per-hour-to-kilometers-per-hour"]],
  ["kph-to-mph", ["/kilometers-per-hour-to-miles-per-hour"]],
  ["ac-to-sqft", ["/acres-to-square-feet"]],
  ["sqft-to-ac", ["/square-feet-to-acres"]],
  ["rad-to-deg", ["/radians-to-degrees"]],
  ["deg-to-rad", ["/degrees-to-radians"]],
  ["hp-to-kw", ["/horsepower-to-kilowatts"]],
  ["kw-to-hp", ["/kilowatts-to-horsepower"]],
];

/** Pages that are not unit categories of the engine, with their own screens. */
const SPECIAL: Record<
  string,
  { title: string; view: Page["view"]; description: string; keywords: string; aliases?: string[] }
> = {
  case: {
    title: "Case Converter",
    view: "case",
    description:
      "Change text to UPPER CASE, lower case, Title Case, Sentence case, camelCase, snake_case, kebab-case or CONSTANT_CASE as you type.",
    keywords: "case converter, uppercase, lowercase, title case, camelCase, snake_case",
  },
  "number-base": {
    title: "Number Base Converter",
    view: "number-base",
    description:
      "Convert numbers between binary, octal, decimal, hexadecimal and any base from 2 to 36, exactly, at any length.",
    keywords: "number base converter, binary to decimal, hex to decimal, octal, base 36",
    // One reading of the spec lists /numbers; it answers 301 here (decisions.md).
    aliases: ["/numbers"],
  },
};

/** Hand-written descriptions of the most visited pages; the rest use the generic one (spec 2.5). */
const DESCRIPTIONS: Record<string, string> = {
  length:
    "Convert meters, feet, inches, miles, kilometers, nautical miles, light years and more, exactly: 1 inch is 2.54 cm by definition.",
  weight:
    "Convert kilograms, pounds, ounces, stones, grams, tons, troy ounces and carats, exactly: 1 lb is 0.45359237 kg by definition.",
  volume:
    "Convert liters, US and imperial gallons, cups, fluid ounces, teaspoons, cubic feet and barrels, with US and UK measures kept apart.",
  temperature: "Convert Celsius, Fahrenheit, Kelvin and Rankine in both directions, exactly.",
  area: "Convert square meters, square feet, acres, hectares, square miles and survey units exactly.",
  pressure: "Convert bar, psi, pascals, atmospheres, mmHg, inches of water and more.",
  energy: "Convert joules, calories, kilowatt-hours, BTU, electronvolts and therms.",
  power:
    "Convert watts, kilowatts, horsepower (mechanical, metric, electric), BTU per hour and more.",
  time: "Convert seconds, minutes, hours, days, weeks, months, years and astronomical periods.",
  speed: "Convert km/h, mph, m/s, knots, feet per second and Mach numbers.",
  "fuel-consumption":
    "Convert L/100 km, mpg (US and UK) and km/L correctly: they are reciprocals, not simple multiples.",
  "data-storage":
    "Convert bits, bytes, KB, MB, GB and TB (decimal) and KiB, MiB, GiB, TiB (binary).",
};

const MENUS: Record<string, Partial<Record<MenuId, number>>> = {
  length: { header: 1, drawer: 1 },
  temperature: { header: 2, drawer: 2 },
  area: { header: 3, drawer: 3 },
  volume: { header: 4, drawer: 4 },
  weight: { header: 5, drawer: 5 },
  pressure: { drawer: 6 },
  energy: { drawer: 7 },
  time: { drawer: 8 },
  speed: { drawer: 9 },
};

const MAIN_GROUPS = new Set<Group>(["Common", "Popular"]);
const LOW_PRIORITY = new Set(["volume-dry", "case"]);

function engineTitle(slug: string): string {
  const converter = converterPage(slug);
  if (!converter)
    throw new Error(`The page catalog names /${slug}, which the engine does not define`);
  return converter.title;
}

/** The short name of a converter in menus: "Length Converter" → "Length". */
function shortName(title: string): string {
  return title.replace(/ Converter$/, "");
}

function groupPage(group: Group, slug: string): Page {
  const special = SPECIAL[slug];
  const title = special?.title ?? engineTitle(slug);
  const menus = MENUS[slug];
  return {
    path: `/${slug}`,
    label: title,
    navLabel: shortName(title),
    title,
    description:
      special?.description ??
      DESCRIPTIONS[slug] ??
      `Convert between various ${title} units with precision and accuracy.`,
    keywords: special?.keywords ?? `${title}, unit converter, measurement conversion`,
    group,
    view: special?.view ?? "converter",
    ...(special ? {} : { converter: slug }),
    priority: LOW_PRIORITY.has(slug) ? 0.6 : MAIN_GROUPS.has(group) ? 0.8 : 0.7,
    changefreq: "monthly",
    appCategory: "UtilityApplication",
    ...(menus ? { menus } : {}),
    ...(special?.aliases ? { aliases: special.aliases } : {}),
  };
}

/** Unit names inside a sentence: lower case, except those named after people. */
function inSentence(name: string): string {
  return /^(Celsius|Fahrenheit|Kelvin|Rankine)$/.test(name) ? name : name.toLowerCase();
}

function pairPage(slug: string, aliases: readonly string[]): Page {
  const title = engineTitle(slug);
  const [from = "", to = ""] = title.split(" to ");
  return {
    path: `/${slug}`,
    label: `${title} Converter`,
    navLabel: title,
    title,
    description: `Convert ${inSentence(from)} to ${inSentence(to)} instantly. Accurate, distraction-free at ${siteHost}.`,
    keywords: `${title.toLowerCase()}, ${slug.replaceAll("-", " ")}, ${title.toLowerCase()} converter`,
    group: "Pairs",
    view: "converter",
    converter: slug,
    aliases,
    priority: 0.9,
    changefreq: "monthly",
    appCategory: "UtilityApplication",
  };
}

export const unitPages: readonly Page[] = [
  ...GROUP_SLUGS.flatMap(([group, slugs]) => slugs.map((slug) => groupPage(group, slug))),
  ...PAIRS.map(([slug, aliases]) => pairPage(slug, aliases)),
];
