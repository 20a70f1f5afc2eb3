import { volume } from "../../catalog/pages/common.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: volume,
    about: [
      "Volume is the amount of three-dimensional space a substance occupies. Its SI unit is the cubic meter (m³). The liter is exactly one cubic decimeter, so 1 m³ = {{1 m3 l}} L, and a milliliter is exactly one cubic centimeter, the 'cc' of medicine and engines ({{1 cc ml}} mL). The metric units on this page, from the femtoliter to the cubic kilometer, differ by powers of ten; the metric kitchen spoons and cups are round numbers of milliliters.",
      "US customary and imperial units share names but not sizes. The US gallon is defined as exactly {{1 gal in3}} cubic inches, that is {{1 gal ml}} mL; the imperial gallon, used in the UK, is exactly {{1 gal_uk l}} L, about {{1 gal_uk gal}} US gallons. Their fluid ounces differ the other way: the US fluid ounce ({{1 fl-oz ml}} mL) is larger than the imperial one ({{1 fl-oz_uk ml}} mL). Because a US pint holds {{1 pt fl-oz}} US fluid ounces and an imperial pint {{1 pt_uk fl-oz_uk}} imperial ones, the imperial pint ({{1 pt_uk ml}} mL) is still larger than the US pint ({{1 pt ml}} mL).",
      "Kitchen measures follow the same split. The US cup is {{1 cup fl-oz}} US fl oz ({{1 cup ml}} mL), the US tablespoon {{1 tbsp ml}} mL and the teaspoon {{1 tsp ml}} mL. The imperial spoons on this page are the traditional ones ({{1 tbsp_uk ml}} mL and {{1 tsp_uk ml}} mL); modern UK and Commonwealth recipes use metric spoons of 15 mL and 5 mL instead, offered here too, with the Australian tablespoon of 20 mL. The page also offers US dry measures (dry pint, dry quart, peck, bushel), the oil barrel of {{1 bbl gal}} US gallons, the US liquid barrel of {{1 bbl_us gal}} gallons, and the acre-foot used for water supplies.",
    ],
    conversions: [
      { from: "l", to: "gal", values: [1, 4, 10, 20, 50, 100] },
      { from: "gal", to: "l", values: [1, 2, 5, 10, 15, 20] },
      { from: "ml", to: "fl-oz", values: [30, 100, 250, 330, 500, 750] },
      { from: "fl-oz", to: "ml", values: [1, 2, 4, 8, 12, 16] },
      { from: "cup", to: "ml", values: [0.25, 0.5, 0.75, 1, 2, 4] },
      { from: "gal_uk", to: "l", values: [1, 2, 5, 10, 15, 20] },
    ],
    formulas: [
      { from: "l", to: "gal", example: 10 },
      { from: "gal", to: "l", example: 5 },
      { from: "fl-oz", to: "ml", example: 8 },
      { from: "gal_uk", to: "gal", example: 1 },
    ],
    useCases: [
      "Comparing fuel prices between countries: a price per US gallon covers {{1 gal l}} L, a price per imperial gallon {{1 gal_uk l}} L.",
      "Following an American recipe with metric tools: 1 cup is {{1 cup ml}} mL and 2 tablespoons are {{2 tbsp ml}} mL.",
      "Reading drink labels: a 12 fl oz can holds {{12 fl-oz ml}} mL, and a 750 mL bottle holds {{750 ml fl-oz}} US fl oz.",
      "Sizing aquariums, tanks and pools: 100 US gallons are {{100 gal l}} L, and 1 m³ of water is {{1 m3 gal}} US gallons.",
      "Reading oil market figures, which count barrels of {{1 bbl gal}} US gallons: one barrel is {{1 bbl l}} L.",
      "Planning irrigation and reservoirs in acre-feet: 1 acre-foot is {{1 acre_ft m3}} m³.",
    ],
    guides: [
      {
        title: "Converting volumes by hand",
        content: [
          "Liters to US gallons: multiply by {{1 l gal}} (or divide by {{1 gal l}}). 20 L is {{20 l gal}} gal. For imperial gallons, divide by {{1 gal_uk l}} instead: 20 L is {{20 l gal_uk}} imperial gallons.",
          "Milliliters to US fluid ounces: divide by {{1 fl-oz ml}}, so 500 mL is {{500 ml fl-oz}} fl oz. Imperial fluid ounces are smaller, so the same 500 mL is {{500 ml fl-oz_uk}} imperial fl oz.",
          "The US customary chain is binary: a gallon is {{1 gal qt}} quarts, a quart {{1 qt pt}} pints, a pint {{1 pt cup}} cups, a cup {{1 cup fl-oz}} fluid ounces and a fluid ounce {{1 fl-oz tbsp}} tablespoons. A gallon is therefore {{1 gal fl-oz}} US fl oz, while the imperial gallon has {{1 gal_uk fl-oz_uk}} imperial fl oz.",
        ],
      },
      {
        title: "US, imperial and metric kitchen measures",
        content: [
          "A recipe's 'cup' depends on where it was written: the US cup is {{1 cup ml}} mL, the metric cup used in Australia and elsewhere is 250 mL, and the imperial cup on this page, half an imperial pint, is {{1 cup_uk ml}} mL. US nutrition labels use a rounded cup of 240 mL.",
          "For spoons, a US tablespoon is {{1 tbsp ml}} mL and a US teaspoon {{1 tsp ml}} mL, close to the metric 15 mL and 5 mL spoons. The traditional imperial tablespoon ({{1 tbsp_uk ml}} mL) is noticeably larger; recipes printed in the UK today almost always mean the metric spoons.",
        ],
      },
    ],
    tips: [
      {
        title: "Ask which gallon",
        content: [
          "A UK or older Canadian figure in gallons is usually imperial; a US figure is US. One imperial gallon is {{1 gal_uk gal}} US gallons.",
        ],
      },
      {
        title: "mL and cc are the same",
        content: [
          "A cubic centimeter (cc) is exactly one milliliter, so 250 cc is {{250 cc ml}} mL.",
        ],
      },
      {
        title: "Dry and liquid pints differ",
        content: [
          "The US dry pint ({{1 pt_dry ml}} mL) is larger than the US liquid pint ({{1 pt ml}} mL). Use the dry units only for grain, fruit and other dry goods.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many liters are in a gallon?",
        answer:
          "A US gallon is {{1 gal l}} L (exactly {{1 gal ml}} mL); an imperial (UK) gallon is exactly {{1 gal_uk l}} L. A liter is {{1 l gal}} US gallons.",
      },
      {
        question: "Is a UK gallon bigger than a US gallon?",
        answer:
          "Yes. The imperial gallon is {{1 gal_uk l}} L and the US gallon {{1 gal l}} L, so one imperial gallon is {{1 gal_uk gal}} US gallons.",
      },
      {
        question: "How many milliliters are in a fluid ounce?",
        answer:
          "A US fluid ounce is {{1 fl-oz ml}} mL and an imperial fluid ounce {{1 fl-oz_uk ml}} mL. Drink labels in the US use the US fluid ounce.",
      },
      {
        question: "How many ounces are in a liter?",
        answer:
          "One liter is {{1 l fl-oz}} US fluid ounces, or {{1 l fl-oz_uk}} imperial fluid ounces. These are fluid ounces of volume, not ounces of weight.",
      },
      {
        question: "How many milliliters are in a cup?",
        answer:
          "A US cup is {{1 cup ml}} mL. The metric cup used in Australia and several other countries is 250 mL, and the imperial cup offered here is {{1 cup_uk ml}} mL.",
      },
      {
        question: "Which teaspoon and tablespoon does the converter use for the UK?",
        answer:
          "The 'imperial' spoons are the traditional ones: teaspoon {{1 tsp_uk ml}} mL, tablespoon {{1 tbsp_uk ml}} mL. Modern UK recipes use metric spoons of 5 mL and 15 mL; for those, convert from milliliters directly.",
      },
    ],
  },
];
