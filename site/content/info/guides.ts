import type { Block } from "./types.ts";

interface Guide {
  readonly title: string;
  readonly description: string;
  readonly blocks: readonly Block[];
}

/**
 * The guides page's words in English (app/components/content/guides-content.tsx lays them out,
 * with each guide's icon and converter). Numbers are written as each language writes them.
 */
export const guides = {
  guides: {
    length: {
      title: "Length Conversion Guide",
      description: "Metric and imperial lengths, with the exact factors.",
      blocks: [
        "Since the international yard and pound agreement of 1959, the imperial and US customary lengths are defined exactly in metres:",
        {
          list: [
            "1 inch = 2.54 cm = 25.4 mm",
            "1 foot = 12 inches = 0.3048 m",
            "1 yard = 3 feet = 0.9144 m",
            "1 mile = 5,280 feet = 1.609344 km",
            "1 nautical mile = 1,852 m",
          ],
        },
        "The other way round the factors are not round numbers: 1 m ≈ 3.28084 ft ≈ 39.3701 in, and 1 km ≈ 0.621371 mi. Within the metric system, prefixes only move the decimal point: 1 km = 1,000 m and 1 m = 100 cm = 1,000 mm.",
      ],
    },
    weight: {
      title: "Weight & Mass Conversion Guide",
      description: "Kilograms, pounds, ounces, stones and the three tons.",
      blocks: [
        {
          list: [
            "1 pound (lb) = 0.45359237 kg exactly, so 1 kg ≈ 2.20462 lb",
            "1 lb = 16 ounces; 1 ounce (oz) = 28.349523125 g",
            "1 stone = 14 lb = 6.35029318 kg",
            "1 metric tonne = 1,000 kg; 1 US short ton = 2,000 lb = 907.18474 kg; 1 UK long ton = 2,240 lb = 1,016.0469088 kg",
            "1 troy ounce, used for precious metals, = 31.1034768 g, about 9.7% more than an ordinary ounce",
          ],
        },
        "Strictly, kilograms and pounds measure mass; in everyday language “weight” means the same thing, and the factors above apply.",
      ],
    },
    temperature: {
      title: "Temperature Conversion Guide",
      description: "Celsius, Fahrenheit and Kelvin: offsets as well as factors.",
      blocks: [
        "Temperature scales have different zero points, so a conversion needs an offset as well as a factor:",
        {
          list: [
            "°F = °C × 9/5 + 32",
            "°C = (°F − 32) × 5/9",
            "K = °C + 273.15",
            "°C = K − 273.15",
          ],
        },
        "Reference points: water freezes at 0 °C = 32 °F = 273.15 K and boils at about 100 °C = 212 °F at sea-level pressure; 37 °C = 98.6 °F; −40 °C = −40 °F; absolute zero is 0 K = −273.15 °C = −459.67 °F.",
        "A temperature *difference* converts by the factor alone: a rise of 10 °C is a rise of 18 °F, not 50 °F, and a difference of 1 °C equals 1 K and 1.8 °F. Use the [temperature interval converter](/temperature-interval) for differences.",
      ],
    },
    area: {
      title: "Area Conversion Guide",
      description: "Square units, acres and hectares.",
      blocks: [
        "Area factors are the squares of length factors. Since 1 ft = 0.3048 m, 1 ft² = 0.3048² m² = 0.09290304 m², not 0.3048 m².",
        {
          list: [
            "1 in² = 6.4516 cm²",
            "1 yd² = 0.83612736 m²",
            "1 m² ≈ 10.7639 ft²",
            "1 acre = 43,560 ft² = 4,046.8564224 m²",
            "1 hectare = 10,000 m² (a square 100 m on a side) ≈ 2.47105 acres",
            "1 km² = 100 hectares; 1 mi² = 640 acres ≈ 2.589988 km²",
          ],
        },
      ],
    },
    volume: {
      title: "Volume Conversion Guide",
      description: "Litres, cubic units and the two gallons.",
      blocks: [
        "1 litre = 1 dm³ = 1,000 cm³, 1 mL = 1 cm³ and 1 m³ = 1,000 L. Volume factors are the cubes of length factors: 1 in³ = 16.387064 cm³ and 1 ft³ = 28.316846592 L.",
        {
          list: [
            "1 US gallon = 231 in³ = 3.785411784 L",
            "1 imperial (UK) gallon = 4.54609 L, about 1.20095 US gallons",
            "1 US gallon = 4 quarts = 8 pints = 16 cups = 128 US fluid ounces; 1 US fl oz = 29.5735295625 mL",
            "1 imperial gallon = 160 imperial fluid ounces; 1 imperial fl oz = 28.4130625 mL",
            "1 US cup = 8 US fl oz = 236.5882365 mL; a metric cup is 250 mL",
          ],
        },
      ],
    },
    energy: {
      title: "Energy Conversion Guide",
      description: "Joules, calories, kilowatt-hours and BTU.",
      blocks: [
        "The joule (J) is the SI unit of energy: 1 J = 1 watt for 1 second.",
        {
          list: [
            "1 calorie (cal, thermochemical) = 4.184 J; the International Table calorie is 4.1868 J",
            "1 food Calorie (Cal, kcal) = 1,000 cal = 4,184 J, so 2,000 Calories are 8,368 kJ",
            "1 kilowatt-hour (kWh) = 1,000 W × 3,600 s = 3.6 MJ exactly",
            "1 BTU (International Table) = 1,055.05585262 J; 1 kWh ≈ 3,412.14 BTU",
            "1 electronvolt (eV) = 1.602176634 × 10⁻¹⁹ J exactly",
          ],
        },
        "Energy is not power: a watt is a rate (1 W = 1 J/s), a kilowatt-hour an amount. A 2 kW heater running for 3 hours uses 6 kWh = 21.6 MJ.",
      ],
    },
  } satisfies Readonly<Record<string, Guide>>,
  tryConverter: "Try Converter →",
  tips: {
    title: "Conversion Tips & Best Practices",
    items: [
      {
        title: "Keep full precision until the end.",
        text: "Round only the final result. Rounding 1 mile to 1.61 km and then converting to feet gives 5,282 ft instead of exactly 5,280 ft.",
      },
      {
        title: "Know which unit you mean.",
        text: "A US gallon is 3.785411784 L but an imperial gallon is 4.54609 L; a ton may be short (2,000 lb), long (2,240 lb) or metric (1,000 kg); an ounce may be avoirdupois, troy or a fluid ounce of volume.",
      },
      {
        title: "Convert temperature differences by the factor only.",
        text: "A change of 5 °C is a change of 9 °F: multiply by 9/5 and do not add 32.",
      },
      {
        title: "Round to the precision of the measurement.",
        text: "A board measured as 2.5 m is about 8.2 ft; writing 8.2021 ft claims a precision the tape measure never had.",
      },
    ],
  },
};

export type GuidesWords = typeof guides;
