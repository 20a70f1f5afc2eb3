import { galToL, lToGal } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Liters ↔ gallons: /l-to-gal and /gal-to-l (US gallon by default, imperial offered). */
export const texts: readonly UnitText[] = [
  {
    page: lToGal,
    about: [
      "The liter (L) is the metric unit of volume for liquids, defined since 1964 as exactly one cubic decimeter, {{1 l ml}} milliliters. The gallon on this page is the US liquid gallon, {{1 gal in3}} cubic inches, which is exactly {{1 gal ml}} mL. The imperial gallon, still used in the United Kingdom and informally in Canada, is larger, exactly {{1 gal_uk l}} L; it is offered in the unit list as Gallon (imperial).",
      "To convert liters to US gallons, divide by 3.785411784, or multiply by {{1 l gal}} for the same result to about six significant digits. A gallon holds almost four liters, so the number of gallons is always much smaller. For imperial gallons, divide by {{1 gal_uk l}} instead; the same volume is fewer imperial gallons than US gallons. The conversion is needed for fuel tanks and fuel prices, water heaters and tanks, aquariums, paint, and engine oil or coolant capacities.",
    ],
    conversions: [
      { from: "l", to: "gal", values: [1, 2, 4, 5, 10, 20, 40, 50, 60, 100, 200, 1000] },
      { from: "l", to: "gal_uk", values: [1, 5, 10, 50, 100] },
    ],
    formulas: [
      { from: "l", to: "gal", example: 50 },
      { from: "l", to: "gal_uk", example: 50 },
    ],
    useCases: [
      "Fuel tank capacity and fuel prices per liter compared with prices per US gallon",
      "Aquarium, pond and water tank volumes",
      "Paint, coolant and engine oil quantities",
      "Water use and rainwater storage figures",
    ],
    tips: [
      {
        title: "Check which gallon is meant",
        content: [
          "A British or Canadian source usually means the imperial gallon; an American one the US gallon. 100 L is {{100 l gal}} US gallons but only {{100 l gal_uk}} imperial gallons, a difference of about 20 %.",
        ],
      },
      {
        title: "Price per liter to price per gallon",
        content: [
          "A price per liter becomes a price per US gallon when multiplied by the number of liters in a gallon, {{1 gal l}}, not divided. A price per gallon goes the other way.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many gallons is 1 liter?",
        answer:
          "1 L is {{1 l gal}} US gallons, or {{1 l gal_uk}} imperial gallons. It is also {{1 l qt}} US quarts.",
      },
      {
        question: "Is this the US or the imperial gallon?",
        answer:
          "The page converts to the US liquid gallon ({{1 gal ml}} mL) by default. Choose Gallon (imperial) in the list for the UK gallon of {{1 gal_uk l}} L.",
      },
      {
        question: "How many gallons is a 60-liter fuel tank?",
        answer: "60 L is {{60 l gal}} US gallons, or {{60 l gal_uk}} imperial gallons.",
      },
      {
        question: "Is a liter bigger than a quart?",
        answer:
          "Yes, slightly. A liter is {{1 l qt}} US liquid quarts; a US quart, a quarter of a gallon, is {{1 qt l}} L.",
      },
      {
        question: "How many gallons are in 1000 liters?",
        answer:
          "1000 L, one cubic meter, is {{1000 l gal}} US gallons, or {{1000 l gal_uk}} imperial gallons.",
      },
    ],
  },

  {
    page: galToL,
    about: [
      "The US liquid gallon is defined as {{1 gal in3}} cubic inches, the old English wine gallon. Since the inch became exactly 2.54 cm in 1959, the US gallon is exactly 3.785411784 liters, shown by the converter to six decimals as {{1 gal l}} L ({{1 gal ml}} mL exactly). The imperial gallon, defined in 1824 by a weight of water and since 1985 exactly {{1 gal_uk l}} L, is the one used in the United Kingdom and, informally, in Canada; it is about 20 % larger and is offered in the list as Gallon (imperial).",
      "To convert US gallons to liters, multiply by 3.785411784. The factor is exact, so the only rounding is the six-decimal display. For imperial gallons, multiply by {{1 gal_uk l}}. A gallon holds almost four liters, so the number of liters is always larger. People convert gallons for fuel economy and fuel prices, for the capacity of water heaters, drums and tanks, for milk and paint bought by the gallon, and for pool chemicals and garden sprayers.",
    ],
    conversions: [
      { from: "gal", to: "l", values: [0.5, 1, 2, 3, 5, 10, 12, 15, 20, 50, 55, 100] },
      { from: "gal_uk", to: "l", values: [1, 5, 10, 50] },
    ],
    formulas: [
      { from: "gal", to: "l", example: 15 },
      { from: "gal_uk", to: "l", example: 10 },
    ],
    useCases: [
      "Fuel tank sizes and fuel prices quoted per US gallon",
      "Water heater, drum and storage tank capacities",
      "Milk, paint and cleaning products sold by the gallon",
      "Reading British or Canadian figures in imperial gallons",
    ],
    tips: [
      {
        title: "Quarts and pints differ too",
        content: [
          "In both systems a gallon is {{1 gal qt}} quarts or {{1 gal pt}} pints, but the US and imperial units differ at every step: a US quart is {{1 qt l}} L, an imperial quart {{1 qt_uk l}} L.",
        ],
      },
      {
        title: "Dry gallons are something else",
        content: [
          "The US also has a dry gallon, used rarely, for grain and produce. This page converts liquid gallons only; US dry measures (dry pints, quarts, pecks and bushels) are on the dry volume converter.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many liters are in a gallon?",
        answer:
          "A US gallon is exactly 3.785411784 L, shown as {{1 gal l}} L. An imperial gallon is exactly {{1 gal_uk l}} L.",
      },
      {
        question: "How many liters is 5 gallons?",
        answer: "5 US gallons are {{5 gal l}} L; 5 imperial gallons are {{5 gal_uk l}} L.",
      },
      {
        question: "How many liters is a 55-gallon drum?",
        answer: "A 55-gallon drum holds {{55 gal l}} L when the gallons are US gallons.",
      },
      {
        question: "Why is the US gallon smaller than the imperial gallon?",
        answer:
          "They have different origins. The US kept the English wine gallon of {{1 gal in3}} cubic inches, while Britain replaced its gallons in 1824 with the imperial gallon, the volume of 10 pounds of water. Today they are exactly {{1 gal ml}} mL and {{1 gal_uk ml}} mL.",
      },
      {
        question: "How many liters is a gallon of milk?",
        answer:
          "A US gallon jug holds {{1 gal l}} L. A half gallon is {{0.5 gal l}} L and a quart {{1 qt l}} L.",
      },
    ],
  },
];
