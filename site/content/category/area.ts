import { area } from "../../catalog/pages/common.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: area,
    about: [
      "Area is the size of a surface. Its SI unit is the square meter (m²). Because area is length times length, every area factor is the square of a length factor: a meter is 100 cm, so a square meter is {{1 m2 cm2}} cm²; a foot is exactly 0.3048 m, so a square foot is exactly {{1 ft2 cm2}} cm². For land the metric system adds the are ({{1 are m2}} m²) and the hectare ({{1 ha m2}} m²), and a square kilometer is {{1 km2 ha}} hectares.",
      "The US customary and imperial area units are the squares of the international inch, foot, yard and mile: {{1 ft2 in2}} in² to the square foot, {{1 yd2 ft2}} ft² to the square yard. The acre, the usual unit for land in the US and the UK, is {{1 ac ft2}} ft² or {{1 ac m2}} m², and a square mile is {{1 mi2 ac}} acres. A hectare is {{1 ha ac}} acres.",
      "US land records add survey units. The township ({{1 township section}} sections), the section ({{1 section ac}} acres, one square mile) and the homestead ({{1 homestead ac}} acres) are computed here in international measure; the US Public Land Survey defines them in the US survey foot (1200/3937 m), which makes them about 4 parts per million larger. The survey square foot and survey acre are offered separately for old deeds and plats; the US survey foot was retired for new work at the end of 2022. The page also has traditional units (rood, square chain, square rod, the French arpent), the circular mil used for wire cross-sections, and the barn of nuclear physics ({{1 barn m2}} m²).",
    ],
    conversions: [
      { from: "m2", to: "ft2", values: [1, 10, 20, 50, 100, 1000] },
      { from: "ft2", to: "m2", values: [1, 10, 100, 500, 1000, 2000] },
      { from: "ac", to: "ha", values: [0.25, 0.5, 1, 5, 10, 100] },
      { from: "ha", to: "ac", values: [0.1, 0.5, 1, 5, 10, 100] },
      { from: "km2", to: "mi2", values: [1, 5, 10, 50, 100, 1000] },
      { from: "in2", to: "cm2", values: [1, 4, 10, 50, 100, 144] },
    ],
    formulas: [
      { from: "m2", to: "ft2", example: 50 },
      { from: "ac", to: "m2", example: 1 },
      { from: "ha", to: "ac", example: 10 },
      { from: "mi2", to: "km2", example: 10 },
    ],
    useCases: [
      "Comparing apartment and house sizes listed in square meters or square feet: 80 m² is {{80 m2 ft2}} ft², and 1500 ft² is {{1500 ft2 m2}} m².",
      "Buying flooring, paint or tiles sold by the square foot, square yard or square meter: a 12 × 15 ft room of 180 ft² is {{180 ft2 m2}} m² or {{180 ft2 yd2}} yd².",
      "Reading land listings in acres or hectares: a 40-acre parcel is {{40 ac ha}} ha.",
      "Comparing the areas of cities, parks or countries given in km² or mi²: 100 km² is {{100 km2 mi2}} mi².",
      "Sizing electrical wire, whose cross-section US tables give in circular mils: 1 circular mil is {{1 circ_mil mil2}} square mil.",
      "Reading US land descriptions: a quarter section is {{0.25 section ac}} acres, the size of a homestead.",
    ],
    guides: [
      {
        title: "Converting areas by hand",
        content: [
          "Square the length factor, never use it as it is. Since 1 ft = 0.3048 m exactly, 1 ft² = 0.3048 × 0.3048 m², exactly {{1 ft2 cm2}} cm². So square feet to square meters is a multiplication by 0.3048², which is {{1 ft2 m2}} to six decimals, and square meters to square feet a multiplication by {{1 m2 ft2}}. The same logic gives {{1 in2 cm2}} cm² per square inch (2.54 × 2.54).",
          "Using the plain length factor by mistake is the most common area error: 100 m² is {{100 m2 ft2}} ft², not the 328 you would get by multiplying by 3.28. For a room, measure both sides, convert each length, and multiply; or multiply in one system and convert the area once.",
          "For land, remember that a hectare is a square 100 m on each side and an acre is {{1 ac m2}} m², so acres to hectares is a multiplication by {{1 ac ha}} and hectares to acres by {{1 ha ac}}.",
        ],
      },
    ],
    tips: [
      {
        title: "Convert once, at the end",
        content: [
          "Compute the area in the units you measured in, then convert the total. Rounding each side before multiplying adds avoidable error.",
        ],
      },
      {
        title: "Survey or international acre",
        content: [
          "The US survey acre is {{1 ac_survey m2}} m², the international acre {{1 ac m2}} m². The difference matters only for large surveyed tracts and legal descriptions.",
        ],
      },
      {
        title: "Square mil versus circular mil",
        content: [
          "Wire tables in circular mils give the diameter in mils squared; to get a true area, multiply by π/4 (1 circular mil = {{1 circ_mil mil2}} mil²).",
        ],
      },
    ],
    faqs: [
      {
        question: "How many square feet are in a square meter?",
        answer:
          "One square meter is {{1 m2 ft2}} ft². A square foot is exactly {{1 ft2 cm2}} cm² (0.3048 m squared), and dividing 10000 cm² by that gives the number of square feet.",
      },
      {
        question: "How many square feet are in an acre?",
        answer:
          "An acre is {{1 ac ft2}} ft², or {{1 ac m2}} m². A square mile holds {{1 mi2 ac}} acres.",
      },
      {
        question: "What is the difference between an acre and a hectare?",
        answer:
          "A hectare is {{1 ha m2}} m², a square 100 m on a side; an acre is {{1 ac m2}} m². One hectare is {{1 ha ac}} acres, and one acre is {{1 ac ha}} ha.",
      },
      {
        question: "How do I convert square kilometers to square miles?",
        answer:
          "Multiply by {{1 km2 mi2}}. A square mile is {{1 mi2 km2}} km², because a mile is exactly 1.609344 km and 1.609344² is {{1 mi2 km2}} to six decimals.",
      },
      {
        question: "Why can't I just multiply square meters by 3.28 to get square feet?",
        answer:
          "Because 3.28 converts lengths. An area has two lengths multiplied together, so its factor is the square: {{1 m2 ft2}} ft² per m². Multiplying by the length factor gives a result about 3.3 times too small.",
      },
      {
        question: "What is a section of land?",
        answer:
          "In the US Public Land Survey, a section is one square mile, {{1 section ac}} acres; {{1 township section}} sections make a township, and a quarter section of {{1 homestead ac}} acres is the classic homestead.",
      },
    ],
  },
];
