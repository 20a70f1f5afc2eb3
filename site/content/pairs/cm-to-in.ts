import { cmToIn, inToCm } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Centimeters ↔ inches: /cm-to-in and /in-to-cm. */
export const texts: readonly UnitText[] = [
  {
    page: cmToIn,
    about: [
      "A centimeter (cm) is one hundredth of a meter, the SI unit of length. The inch (in) belongs to the imperial and US customary systems. Since the international yard and pound agreement of 1959, the inch has been defined from the meter: one inch is exactly {{1 in cm}} cm ({{1 in mm}} mm). Going the other way, one centimeter is {{1 cm in}} in, a figure rounded to six decimals, because 1/2.54 has no finite decimal form.",
      "To turn centimeters into inches, divide by {{1 in cm}}. The inch is the larger unit, so the number of inches is always smaller than the number of centimeters. Multiplying by {{1 cm in}} gives the same answer to about six significant digits; dividing by the exact {{1 in cm}} adds no rounding of its own. The conversion comes up with clothing size charts, body measurements, screen sizes sold by the inch, and sewing, woodworking or printing instructions written in inches when the tape measure in hand is metric.",
    ],
    conversions: [
      { from: "cm", to: "in", values: [1, 2, 5, 10, 15, 20, 30, 50, 100, 150, 180] },
      { from: "mm", to: "in", values: [1, 3, 5, 8, 10, 20] },
    ],
    formulas: [
      { from: "cm", to: "in", example: 30 },
      { from: "mm", to: "in", example: 12 },
    ],
    useCases: [
      "Reading clothing and shoe size charts that list waist, chest, inseam or foot length in inches",
      "Converting a height or a body measurement taken with a metric tape",
      "Finding the inch size of a screen, monitor or picture frame measured in centimeters",
      "Following sewing, knitting and woodworking patterns written in inches",
      "Comparing product dimensions between metric and US catalogues",
    ],
    tips: [
      {
        title: "Divide, do not multiply",
        content: [
          "A common slip is to multiply centimeters by 2.54, which gives a number 6.45 times too large. A check: the answer in inches must be smaller than the number of centimeters you started with.",
        ],
      },
      {
        title: "Round once, at the end",
        content: [
          "Convert the total length and round the result, rather than converting parts and adding their rounded values: each rounded part carries a small error, and the errors add up.",
        ],
      },
      {
        title: "Quick estimate",
        content: [
          "For a rough figure in your head, multiply the centimeters by 4 and divide by 10. The estimate comes out about 1.6 % high: 50 cm gives 20 in, against an exact {{50 cm in}} in.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many inches is 170 cm?",
        answer:
          "170 cm is {{170 cm in}} in. In feet and inches that is just under 5 ft 7 in, since 5 ft 7 in (67 in) is {{67 in cm}} cm.",
      },
      {
        question: "How many inches is 1 cm?",
        answer:
          "1 cm is {{1 cm in}} in, a little more than 3/8 in (3/8 in is {{0.375 in cm}} cm). On a ruler marked in sixteenths, a centimeter falls just past the sixth mark.",
      },
      {
        question: "Is an inch exactly 2.54 cm?",
        answer:
          "Yes. The 1959 international yard and pound agreement fixed the inch at exactly {{1 in cm}} cm, so every conversion between the two is a plain division with no measured constant involved.",
      },
      {
        question: "How many inches is a 30 cm ruler?",
        answer:
          "30 cm is {{30 cm in}} in, slightly less than a foot: a 12-inch ruler is {{12 in cm}} cm long.",
      },
      {
        question: "What is 100 cm in inches?",
        answer:
          "100 cm, one meter, is {{100 cm in}} in, a little more than a yard of {{1 yd in}} in.",
      },
      {
        question: "Why does the result have so many decimals?",
        answer:
          "Dividing by 2.54 rarely ends in a short decimal. The converter shows up to six decimals and drops trailing zeros, so 127 cm shows exactly {{127 cm in}} in while 1 cm shows {{1 cm in}} in.",
      },
    ],
  },

  {
    page: inToCm,
    about: [
      "The inch is the everyday small length of the United States and is still used in the United Kingdom and Canada for heights, screens and tools. It is defined as exactly {{1 in cm}} centimeters by the international yard and pound agreement of 1959. Before that, the American and British inches differed by a few parts per million; the old American definition lives on in the US survey foot (1200/3937 m), which NIST retired for new surveying work at the end of 2022.",
      "To convert inches to centimeters, multiply by {{1 in cm}}. Because the factor is exact and has only two decimals, the answer is exact too: a value with two decimals in inches gives at most four decimals in centimeters, and the converter shows it in full. People need this conversion for TV and monitor diagonals, wheel and tyre sizes, US paper sizes, shoe and clothing charts, and any drawing or recipe for a baking tin made in the United States.",
    ],
    conversions: [
      { from: "in", to: "cm", values: [0.25, 0.5, 1, 2, 3, 4, 5, 6, 8, 10, 12, 24] },
      { from: "in", to: "mm", values: [0.125, 0.25, 0.5, 1] },
    ],
    formulas: [
      { from: "in", to: "cm", example: 12 },
      { from: "in", to: "mm", example: 0.75 },
    ],
    useCases: [
      "Screen sizes: TVs, monitors, laptops and phones are sold by their diagonal in inches",
      "Wheel rims and tyres, whose diameters are given in inches",
      "US Letter (8.5 × 11 in) and other US paper and photo print sizes",
      "Baking tins, pizza and cake sizes in American recipes",
      "Heights and body measurements given in inches",
    ],
    tips: [
      {
        title: "Turn fractions into decimals first",
        content: [
          "Inch measurements are often fractions: 5 3/8 in is 5.375 in. Type the decimal form; the result, {{5.375 in cm}} cm, is exact.",
        ],
      },
      {
        title: "Feet and inches",
        content: [
          "For a measurement such as 5 ft 9 in, convert the whole length in inches (69 in gives {{69 in cm}} cm), or convert the feet and the inches separately and add: {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many centimeters are in an inch?",
        answer:
          "There are exactly {{1 in cm}} cm in one inch, by definition. That is {{1 in mm}} mm.",
      },
      {
        question: "How many cm is a 55-inch TV?",
        answer:
          "A 55-inch screen measures {{55 in cm}} cm across its diagonal, from one corner of the visible picture to the opposite corner. Width and height depend on the aspect ratio.",
      },
      {
        question: "What is 12 inches in cm?",
        answer: "12 inches, one foot, are {{12 in cm}} cm, a little more than a 30 cm ruler.",
      },
      {
        question: "How big is US Letter paper in centimeters?",
        answer:
          "US Letter is 8.5 × 11 in, which is {{8.5 in cm}} × {{11 in cm}} cm. The A4 sheet used elsewhere is 21 × 29.7 cm, narrower and longer.",
      },
      {
        question: "Was the inch always 2.54 cm?",
        answer:
          "No. Before 1959 the US inch was 1/39.37 of a meter and the British inch was tied to a physical standard yard; the two differed by a few parts per million. The 1959 agreement made both exactly {{1 in cm}} cm.",
      },
    ],
  },
];
