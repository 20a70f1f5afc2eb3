/**
 * Real phrasings of conversion questions, as people type them into converters and search
 * engines, each with its meaning written out: the quantity's exact value in the `from` unit, and
 * the two units as `page:code`. The expected numbers are not here: the tests compute them with
 * GNU units (corpus.test.ts) from these meanings, independently of our catalogue.
 */
export interface Phrasing {
  readonly q: string;
  /** The quantity in `from`, as exact arithmetic: "5 ft 3 in" is 5 + 3/12 ft. */
  readonly value: number;
  readonly from: string;
  readonly to: string;
  /** The compound answer expected, when the question asks for one ("5 ft 2.992126 in"). */
  readonly shown?: string;
}

interface Meaning {
  /** Ways of writing the quantity, all worth `value` of `from`. */
  readonly quantities: readonly string[];
  readonly value: number;
  readonly from: string;
  /** Ways of writing the target unit. */
  readonly targets: readonly string[];
  readonly to: string;
  /** Temperatures are not "how many … in …". */
  readonly scale?: boolean;
}

const TEMPLATES: readonly ((q: string, t: string) => string)[] = [
  (q, t) => `${q} to ${t}`,
  (q, t) => `${q} in ${t}`,
  (q, t) => `convert ${q} to ${t}`,
  (q, t) => `${q} = ${t}`,
  (q, t) => `what is ${q} in ${t}?`,
];
const HOW_MANY = (q: string, t: string) => `how many ${t} in ${q}`;

/** Every way of asking one meaning: each quantity with each target, through the templates in turn. */
function phrasings(meaning: Meaning): Phrasing[] {
  const { quantities, targets, value, from, to } = meaning;
  const out: Phrasing[] = [];
  let template = 0;
  for (const q of quantities) {
    for (const t of targets) {
      const ask = TEMPLATES[template++ % TEMPLATES.length];
      if (ask) out.push({ q: ask(q, t), value, from, to });
    }
  }
  if (!meaning.scale) {
    out.push({ q: HOW_MANY(quantities[0] ?? "", targets[0] ?? ""), value, from, to });
  }
  return out;
}

const MEANINGS: readonly Meaning[] = [
  // Length: the everyday pairs, spelled every way.
  {
    quantities: ["5 ft 3 in", "5'3\"", "5′3″", "5 feet 3 inches", "5 foot 3"],
    value: 5 + 3 / 12,
    from: "length:ft",
    targets: ["cm", "centimeters"],
    to: "length:cm",
  },
  {
    quantities: ["6 ft", "6 feet", "6'"],
    value: 6,
    from: "length:ft",
    targets: ["m", "meters", "metres"],
    to: "length:m",
  },
  {
    quantities: ["1,5 km", "1.5 km", "1.5 kilometers", "1,5km"],
    value: 1.5,
    from: "length:km",
    targets: ["mi", "miles"],
    to: "length:mi",
  },
  {
    quantities: ["10 km", "10 kilometres", "10 KM"],
    value: 10,
    from: "length:km",
    targets: ["miles", "mi"],
    to: "length:mi",
  },
  {
    quantities: ["26.2 miles", "26.2 mi"],
    value: 26.2,
    from: "length:mi",
    targets: ["km", "kilometers"],
    to: "length:km",
  },
  {
    quantities: ["1 3/16 in", '1-3/16"', "1 3/16 inches"],
    value: 1 + 3 / 16,
    from: "length:in",
    targets: ["mm", "millimeters"],
    to: "length:mm",
  },
  {
    quantities: ["3/8 in", '3/8"', "0.375 in"],
    value: 3 / 8,
    from: "length:in",
    targets: ["mm"],
    to: "length:mm",
  },
  {
    quantities: ["12 in", "12 inches", '12"'],
    value: 12,
    from: "length:in",
    targets: ["cm", "centimetres"],
    to: "length:cm",
  },
  {
    quantities: ["100 m", "100 meters"],
    value: 100,
    from: "length:m",
    targets: ["yd", "yards"],
    to: "length:yd",
  },
  {
    quantities: ["1 nmi", "1 nautical mile", "1 NM"],
    value: 1,
    from: "length:nmi",
    targets: ["km", "kilometers"],
    to: "length:km",
  },
  {
    quantities: ["500 nm", "500 nanometers"],
    value: 500,
    from: "length:nm",
    targets: ["µm", "um", "micrometers"],
    to: "length:µm",
  },
  {
    quantities: ["1 ly", "1 light year", "1 light-year"],
    value: 1,
    from: "length:ly",
    targets: ["km"],
    to: "length:km",
  },
  { quantities: ["1 au", "1 AU"], value: 1, from: "length:au", targets: ["km"], to: "length:km" },
  {
    quantities: ["1 pc", "1 parsec"],
    value: 1,
    from: "length:pc",
    targets: ["ly", "light years"],
    to: "length:ly",
  },
  {
    quantities: ["1 mil", "1 thou"],
    value: 1,
    from: "length:mil",
    targets: ["mm"],
    to: "length:mm",
  },
  {
    quantities: ["1 furlong"],
    value: 1,
    from: "length:furlong",
    targets: ["m", "meters"],
    to: "length:m",
  },
  // Weight.
  {
    quantities: ["2 st 4 lb", "2 stone 4 pounds", "2st 4lb"],
    value: 2 + 4 / 14,
    from: "weight:st",
    targets: ["kg", "kilograms"],
    to: "weight:kg",
  },
  {
    quantities: ["150 lb", "150 lbs", "150 pounds"],
    value: 150,
    from: "weight:lb",
    targets: ["kg", "kilos", "kilograms"],
    to: "weight:kg",
  },
  {
    quantities: ["1 kg", "1 kilogram", "a kilogram"],
    value: 1,
    from: "weight:kg",
    targets: ["lb", "pounds"],
    to: "weight:lb",
  },
  {
    quantities: ["8 oz", "8 ounces"],
    value: 8,
    from: "weight:oz",
    targets: ["g", "grams"],
    to: "weight:g",
  },
  {
    quantities: ["1 t", "1 tonne", "1 metric ton"],
    value: 1,
    from: "weight:t",
    targets: ["lb", "pounds"],
    to: "weight:lb",
  },
  {
    quantities: ["1 troy ounce", "1 oz t"],
    value: 1,
    from: "weight:oz_troy",
    targets: ["g", "grams"],
    to: "weight:g",
  },
  {
    quantities: ["5 ct", "5 carats"],
    value: 5,
    from: "weight:carat",
    targets: ["g", "grams"],
    to: "weight:g",
  },
  // Volume.
  {
    quantities: ["1 gal", "1 gallon", "a gallon"],
    value: 1,
    from: "volume:gal",
    targets: ["l", "L", "liters", "litres"],
    to: "volume:l",
  },
  {
    quantities: ["2 cups", "2 cup"],
    value: 2,
    from: "volume:cup",
    targets: ["ml", "mL", "milliliters"],
    to: "volume:ml",
  },
  {
    quantities: ["12 fl oz", "12 fluid ounces", "12 fl-oz"],
    value: 12,
    from: "volume:fl-oz",
    targets: ["ml", "mL"],
    to: "volume:ml",
  },
  {
    quantities: ["1 l", "1 liter", "1 litre"],
    value: 1,
    from: "volume:l",
    targets: ["gal", "gallons", "US gallons"],
    to: "volume:gal",
  },
  {
    quantities: ["1 m3", "1 m³", "1 cubic meter"],
    value: 1,
    from: "volume:m3",
    targets: ["l", "liters", "litres"],
    to: "volume:l",
  },
  {
    quantities: ["3 tbsp", "3 tablespoons"],
    value: 3,
    from: "volume:tbsp",
    targets: ["tsp", "teaspoons"],
    to: "volume:tsp",
  },
  // Temperature.
  {
    quantities: ["100 °F", "100 F", "100 fahrenheit", "100 degrees fahrenheit", "100 deg F"],
    value: 100,
    from: "temperature:f",
    targets: ["°C", "C", "celsius"],
    to: "temperature:c",
    scale: true,
  },
  {
    quantities: ["20 °C", "20 C", "20 degrees celsius", "20 centigrade"],
    value: 20,
    from: "temperature:c",
    targets: ["°F", "F", "fahrenheit"],
    to: "temperature:f",
    scale: true,
  },
  {
    quantities: ["-40 °C", "−40 °C", "-40 C"],
    value: -40,
    from: "temperature:c",
    targets: ["°F", "F"],
    to: "temperature:f",
    scale: true,
  },
  {
    quantities: ["300 K", "300 kelvin"],
    value: 300,
    from: "temperature:k",
    targets: ["°C", "celsius"],
    to: "temperature:c",
    scale: true,
  },
  {
    quantities: ["0 °C"],
    value: 0,
    from: "temperature:c",
    targets: ["K", "kelvin"],
    to: "temperature:k",
    scale: true,
  },
  // Area.
  {
    quantities: ["10 m2", "10 m²", "10 sq m", "10 square meters", "10 m^2"],
    value: 10,
    from: "area:m2",
    targets: ["sq ft", "ft²", "square feet", "ft2"],
    to: "area:ft2",
  },
  {
    quantities: ["1 acre", "1 ac"],
    value: 1,
    from: "area:ac",
    targets: ["m2", "square meters", "sq m"],
    to: "area:m2",
  },
  {
    quantities: ["2 ha", "2 hectares"],
    value: 2,
    from: "area:ha",
    targets: ["acres", "ac"],
    to: "area:ac",
  },
  {
    quantities: ["1 sq mi", "1 square mile", "1 mi²"],
    value: 1,
    from: "area:mi2",
    targets: ["km2", "km²", "square kilometers"],
    to: "area:km2",
  },
  // Speed.
  {
    quantities: ["100 km/h", "100 kph", "100 kmh", "100 kilometers per hour"],
    value: 100,
    from: "speed:km_h",
    targets: ["mph", "miles per hour", "mi/h"],
    to: "speed:mi_h",
  },
  {
    quantities: ["60 mph", "60 miles per hour"],
    value: 60,
    from: "speed:mi_h",
    targets: ["km/h", "kph", "kilometers per hour"],
    to: "speed:km_h",
  },
  {
    quantities: ["10 m/s", "10 meters per second"],
    value: 10,
    from: "speed:m_s",
    targets: ["km/h", "kph"],
    to: "speed:km_h",
  },
  {
    quantities: ["20 knots", "20 kn", "20 kt"],
    value: 20,
    from: "speed:knot",
    targets: ["km/h", "kph"],
    to: "speed:km_h",
  },
  // Time.
  {
    quantities: ["1 h 30 min", "1 hr 30 min", "1 hour 30 minutes", "1h 30min"],
    value: 1.5,
    from: "time:h",
    targets: ["min", "minutes", "mins"],
    to: "time:min",
  },
  {
    quantities: ["90 min", "90 minutes", "90 mins"],
    value: 90,
    from: "time:min",
    targets: ["h", "hours", "hrs"],
    to: "time:h",
  },
  {
    quantities: ["1 week", "1 wk"],
    value: 1,
    from: "time:week",
    targets: ["h", "hours", "hrs"],
    to: "time:h",
  },
  {
    quantities: ["1 d", "1 day"],
    value: 1,
    from: "time:d",
    targets: ["s", "seconds", "sec"],
    to: "time:s",
  },
  // Pressure.
  {
    quantities: ["32 psi", "32 PSI", "32 pounds per square inch", "32 psig"],
    value: 32,
    from: "pressure:psi",
    targets: ["bar", "bars"],
    to: "pressure:bar",
  },
  {
    quantities: ["1 atm", "1 atmosphere"],
    value: 1,
    from: "pressure:atm",
    targets: ["psi", "PSI", "pounds per square inch"],
    to: "pressure:psi",
  },
  {
    quantities: ["760 mmHg", "760 mm Hg", "760 millimeters of mercury"],
    value: 760,
    from: "pressure:mmhg",
    targets: ["kPa", "kilopascals"],
    to: "pressure:kpa",
  },
  {
    quantities: ["760 torr", "760 Torr"],
    value: 760,
    from: "pressure:torr",
    targets: ["kPa", "kilopascals"],
    to: "pressure:kpa",
  },
  { quantities: ["1 bar"], value: 1, from: "pressure:bar", targets: ["psi"], to: "pressure:psi" },
  // Torque, energy, power, force.
  {
    quantities: ["10 N·m", "10 Nm", "10 N m", "10 newton meters", "10 newton-metres"],
    value: 10,
    from: "torque:nm",
    targets: ["lbf·ft", "lbf ft", "ft-lb", "pound-force feet"],
    to: "torque:lbf_ft",
  },
  {
    quantities: ["100 in-lb", "100 lbf·in", "100 inch pounds"],
    value: 100,
    from: "torque:lbf_in",
    targets: ["N·m", "Nm", "newton meters"],
    to: "torque:nm",
  },
  {
    quantities: ["1 kWh", "1 kilowatt hour", "1 kW·h"],
    value: 1,
    from: "energy:kwh",
    targets: ["MJ", "megajoules"],
    to: "energy:mj",
  },
  {
    quantities: ["2000 kcal", "2000 kilocalories", "2000 Calories"],
    value: 2000,
    from: "energy:kcal",
    targets: ["kJ", "kilojoules"],
    to: "energy:kj",
  },
  {
    quantities: ["1 BTU", "1 btu"],
    value: 1,
    from: "energy:btu",
    targets: ["J", "joules"],
    to: "energy:j",
  },
  {
    quantities: ["100 hp", "100 horsepower"],
    value: 100,
    from: "power:hp",
    targets: ["kW", "kilowatts"],
    to: "power:kw",
  },
  {
    quantities: ["1 kW", "1 kilowatt"],
    value: 1,
    from: "power:kw",
    targets: ["hp", "horsepower"],
    to: "power:hp",
  },
  {
    quantities: ["100 N", "100 newtons"],
    value: 100,
    from: "force:n",
    targets: ["lbf", "pounds-force", "pound-force"],
    to: "force:lbf",
  },
  {
    quantities: ["1 kip", "1 kips"],
    value: 1,
    from: "force:kip",
    targets: ["kN", "kilonewtons"],
    to: "force:kn",
  },
  // Angle, data, flow, density, fuel.
  {
    quantities: ["12°30'15\"", "12° 30′ 15″"],
    value: 12 + 30 / 60 + 15 / 3600,
    from: "angle:deg",
    targets: ["rad", "radians"],
    to: "angle:rad",
  },
  {
    quantities: ["180 deg", "180°", "180 degrees"],
    value: 180,
    from: "angle:deg",
    targets: ["rad", "radians"],
    to: "angle:rad",
  },
  {
    quantities: ["1 GB", "1 gigabyte"],
    value: 1,
    from: "data-storage:GB",
    targets: ["MB", "megabytes"],
    to: "data-storage:MB",
  },
  {
    quantities: ["1 GiB", "1 gibibyte"],
    value: 1,
    from: "data-storage:GiB",
    targets: ["MB", "megabytes"],
    to: "data-storage:MB",
  },
  {
    quantities: ["10 L/min", "10 l/min", "10 lpm", "10 liters per minute"],
    value: 10,
    from: "flow:l_min",
    targets: ["gpm", "gal/min", "gallons per minute"],
    to: "flow:gal_min",
  },
  {
    quantities: ["1000 bbl/d", "1000 barrels per day"],
    value: 1000,
    from: "flow:bbl_d",
    targets: ["m3/h", "m³/h"],
    to: "flow:m3_h",
  },
  {
    quantities: ["1 g/cm3", "1 g/cm³", "1 gram per cubic centimeter"],
    value: 1,
    from: "density:g_cm3",
    targets: ["kg/m3", "kg/m³"],
    to: "density:kg_m3",
  },
  {
    quantities: ["30 mpg", "30 miles per gallon"],
    value: 30,
    from: "fuel-consumption:mpg_us",
    targets: ["L/100 km", "l/100km"],
    to: "fuel-consumption:l_100km",
  },
];

/** Compound answers: the quantity split into the units asked for. */
const COMPOUND: readonly Phrasing[] = [
  {
    q: "160 cm to ft in",
    value: 160,
    from: "length:cm",
    to: "length:ft",
    shown: "5 ft 2.992126 in",
  },
  {
    q: "160 cm in feet and inches",
    value: 160,
    from: "length:cm",
    to: "length:ft",
    shown: "5 ft 2.992126 in",
  },
  {
    q: "1.8 m to ft in",
    value: 1.8,
    from: "length:m",
    to: "length:ft",
    shown: "5 ft 10.866142 in",
  },
  {
    q: "100 kg in st lb",
    value: 100,
    from: "weight:kg",
    to: "weight:st",
    shown: "15 st 10.462262 lb",
  },
  {
    q: "70 kg to stones and pounds",
    value: 70,
    from: "weight:kg",
    to: "weight:st",
    shown: "11 st 0.323584 lb",
  },
  { q: "5415 s to h min s", value: 5415, from: "time:s", to: "time:h", shown: "1 h 30 min 15 s" },
  {
    q: "5415 seconds to hh:mm:ss",
    value: 5415,
    from: "time:s",
    to: "time:h",
    shown: "1 h 30 min 15 s",
  },
  { q: "12.5 deg to dms", value: 12.5, from: "angle:deg", to: "angle:deg", shown: "12° 30′ 0″" },
  { q: "100 min to h min", value: 100, from: "time:min", to: "time:h", shown: "1 h 40 min" },
];

export const CORPUS: readonly Phrasing[] = [...MEANINGS.flatMap(phrasings), ...COMPOUND];
