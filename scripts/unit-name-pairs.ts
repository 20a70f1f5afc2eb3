/**
 * What scripts/generate-unit-names.ts cannot find out for itself: how each category's base unit is
 * spelled in CLDR, and the few catalogue units that are CLDR units under another English name.
 */

/**
 * Each category's base unit as a CLDR unit identifier: what our factors are in CLDR's terms. The
 * categories left out (sound levels, SI prefixes) have no CLDR unit.
 */
export const CATEGORY_BASES: Readonly<Record<string, string>> = {
  acceleration: "meter-per-square-second",
  "acceleration-angular": "radian-per-square-second",
  angle: "radian",
  area: "square-meter",
  capacitance: "farad",
  charge: "coulomb",
  "concentration-molar": "mole-per-cubic-meter",
  current: "ampere",
  "data-storage": "bit",
  "data-transfer": "bit-per-second",
  density: "kilogram-per-cubic-meter",
  "digital-image-resolution": "pixel-per-meter",
  "electric-conductance": "siemens",
  "electric-conductivity": "siemens-per-meter",
  "electric-field-strength": "volt-per-meter",
  "electric-potential": "volt",
  "electric-resistance": "ohm",
  "electric-resistivity": "ohm-meter",
  energy: "joule",
  flow: "cubic-meter-per-second",
  "flow-mass": "kilogram-per-second",
  "flow-molar": "mole-per-second",
  force: "newton",
  frequency: "hertz",
  "fuel-consumption": "cubic-meter-per-meter",
  "fuel-efficiency-mass": "kilogram-per-meter",
  "heat-density": "joule-per-cubic-meter",
  "heat-flux-density": "watt-per-square-meter",
  "heat-transfer-coefficient": "watt-per-square-meter-kelvin",
  illumination: "lux",
  inductance: "henry",
  length: "meter",
  "linear-charge-density": "coulomb-per-meter",
  "linear-current-density": "ampere-per-meter",
  luminance: "candela-per-square-meter",
  "luminous-intensity": "candela",
  "magnetic-field-strength": "ampere-per-meter",
  "magnetic-flux": "weber",
  "magnetic-flux-density": "tesla",
  // The ampere-turn: CLDR counts turns as nothing, as SI does.
  "magnetomotive-force": "ampere",
  "mass-flux-density": "kilogram-per-square-meter-second",
  "moment-inertia": "kilogram-square-meter",
  permeability: "square-meter",
  power: "watt",
  pressure: "pascal",
  "radiation-absorbed-dose": "gray",
  "radiation-exposure": "coulomb-per-kilogram",
  radioactivity: "becquerel",
  "specific-heat-capacity": "joule-per-kilogram-kelvin",
  "specific-volume": "cubic-meter-per-kilogram",
  speed: "meter-per-second",
  "surface-charge-density": "coulomb-per-square-meter",
  "surface-current-density": "ampere-per-square-meter",
  "surface-tension": "newton-per-meter",
  temperature: "kelvin",
  "temperature-interval": "kelvin",
  "thermal-conductivity": "watt-per-meter-kelvin",
  "thermal-expansion": "per-kelvin",
  "thermal-resistance": "kelvin-per-watt",
  time: "second",
  torque: "newton-meter",
  "velocity-angular": "radian-per-second",
  "viscosity-dynamic": "pascal-second",
  "viscosity-kinematic": "square-meter-per-second",
  volume: "cubic-meter",
  "volume-charge-density": "coulomb-per-cubic-meter",
  "volume-dry": "cubic-meter",
  weight: "kilogram",
};

/**
 * Pairs the name rule cannot make, the sizes agreeing (the generator checks they do): each a
 * catalogue unit ("<category>:<code>"), the CLDR unit it is, and why.
 */
export const HAND_PAIRS: readonly (readonly [unit: string, cldr: string, why: string])[] = [
  ["acceleration:g", "acceleration-g-force", "standard gravity, 9.80665 m/s², is CLDR's g-force"],
  ["angle:arcmin", "angle-arc-minute", "a minute of arc is an arcminute"],
  ["angle:arcsec", "angle-arc-second", "a second of arc is an arcsecond"],
  ["energy:cal_nut", "energy-foodcalorie", "the food Calorie, 1 kcal: CLDR's foodcalorie"],
  ["force:lbf", "force-pound-force", "CLDR's English writes it “pound of force”"],
  ["pressure:atm", "pressure-atmosphere", "CLDR's atmosphere is the standard one, 101 325 Pa"],
  ["pressure:psi", "pressure-pound-force-per-square-inch", "psi: the pound is the pound-force"],
  ["length:mil_se", "length-mile-scandinavian", "CLDR's English writes “mile-scandinavian”"],
  ["volume:dram", "volume-dram", "CLDR's dram is the US fluid dram, 1/8 US fl oz"],
  ["weight:ton_us", "mass-ton", "CLDR's ton is the short ton (“tonelada corta”, “tonne courte”)"],
];

/**
 * Names CLDR gives a unit in a language that, in that language, name another unit (or are
 * misspelt): left out, so the catalogue's own translation names it. Each "<category>:<code>", the languages, and why.
 */
export const MISNAMED: readonly (readonly [
  unit: string,
  languages: readonly string[],
  why: string,
])[] = [
  [
    "force:kgf",
    ["de"],
    "CLDR 48 misspells it “Krafatkilogramm”; German writes “Kilogramm-Kraft” (or “Kilopond”, a unit of its own in the catalogue)",
  ],
  [
    "power:hp",
    ["es", "de", "fr", "pt"],
    "CLDR's horsepower is the mechanical one (745.7 W), but it writes it “caballo de vapor”, " +
      "“Pferdestärke”, “cheval-vapeur”, “cavalo-vapor”: the metric horsepower (735.49875 W, CV, PS, ch, cv) in those languages",
  ],
];
