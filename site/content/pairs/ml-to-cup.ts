import { cupToMl, mlToCup } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Milliliters ↔ US cups: /ml-to-cup and /cup-to-ml. */
export const texts: readonly UnitText[] = [
  {
    page: mlToCup,
    about: [
      "The milliliter (mL) is a thousandth of a liter, the same volume as a cubic centimeter, and the unit of metric measuring jugs, bottles and medicine doses. The cup on this page is the US customary cup: {{1 cup fl_oz}} US fluid ounces, a sixteenth of a US gallon, which makes it exactly 236.5882365 mL ({{1 cup ml}} mL to six decimals). It is not the metric cup of 250 mL used in recipes from Australia and New Zealand, nor the imperial cup ({{1 cup_uk ml}} mL).",
      "To convert milliliters to US cups, divide by 236.5882365. A cup is a fairly large measure, so the number of cups is always much smaller than the number of milliliters: a whole liter is only {{1 l cup}} cups. The conversion is needed when a metric recipe has to be measured with American cups, when a drink or bottle size is compared with cup measures, and for baby formula, smoothies and soups made in cup-marked containers.",
    ],
    conversions: [
      { from: "ml", to: "cup", values: [30, 50, 60, 80, 100, 125, 150, 200, 250, 300, 500, 1000] },
      { from: "ml", to: "fl_oz", values: [5, 15, 30, 100, 250, 500] },
    ],
    formulas: [
      { from: "ml", to: "cup", example: 250 },
      { from: "ml", to: "fl_oz", example: 100 },
    ],
    useCases: [
      "Measuring metric recipe liquids with US cup measures",
      "Comparing bottle and can sizes in milliliters with cups",
      "Scaling drinks, soups and sauces between metric jugs and cups",
      "Checking how many cups a metric container or pan holds",
    ],
    tips: [
      {
        title: "Which cup does the recipe mean?",
        content: [
          "A recipe from Australia or New Zealand that says “1 cup” means 250 mL, about 6 % more than a US cup. A recipe from the United States means {{1 cup ml}} mL. When in doubt, measure the milliliters directly.",
        ],
      },
      {
        title: "Volume is not weight",
        content: [
          "This page converts volumes. A cup of flour, sugar or butter has a different weight for each ingredient, so a recipe given in grams cannot be turned into cups with a single factor.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many cups is 250 ml?",
        answer:
          "250 mL is {{250 ml cup}} US cups, slightly more than one US cup. In an Australian or New Zealand recipe, 250 mL is exactly one metric cup.",
      },
      {
        question: "How many cups is 500 ml?",
        answer: "500 mL is {{500 ml cup}} US cups, a little over two cups.",
      },
      {
        question: "How many cups are in a liter?",
        answer: "One liter is {{1 l cup}} US cups, a little more than four.",
      },
      {
        question: "Which cup does this converter use?",
        answer:
          "The US customary cup of {{1 cup fl_oz}} US fluid ounces, {{1 cup ml}} mL. The metric cup (250 mL) is not in the list; for it, divide the milliliters by 250. The imperial cup, {{1 cup_uk ml}} mL, is on the volume converter.",
      },
      {
        question: "How many cups is 100 ml?",
        answer: "100 mL is {{100 ml cup}} US cups, a little under half a cup.",
      },
    ],
  },

  {
    page: cupToMl,
    about: [
      "The US cup is a unit of the US customary system used mostly in cooking: half a US pint, {{1 cup fl_oz}} US fluid ounces or {{1 cup tbsp}} tablespoons. Its size follows from the US gallon of {{1 gal in3}} cubic inches: a cup is a sixteenth of it, exactly 236.5882365 mL, which the converter shows as {{1 cup ml}} mL. The nutrition labels of US foods use a rounded cup of 240 mL, and recipes from Australia and New Zealand use a metric cup of 250 mL; neither is the unit converted here.",
      "To convert US cups to milliliters, multiply by 236.5882365. The factor is exact, so the only rounding is the display of six decimals; in the kitchen, round the answer to what your jug or spoon can measure. The conversion is used to follow American recipes with metric measuring jugs and scales, to read drink and serving sizes, and to fill bottles, containers and baby bottles marked in milliliters.",
    ],
    conversions: [
      { from: "cup", to: "ml", values: [0.125, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4, 8, 16] },
      { from: "cup", to: "l", values: [1, 4, 16] },
    ],
    formulas: [
      { from: "cup", to: "ml", example: 0.75 },
      { from: "cup", to: "l", example: 4 },
    ],
    useCases: [
      "Following American recipes with a metric measuring jug",
      "Converting liquid ingredients such as milk, stock, water or oil",
      "Reading serving sizes given in cups",
      "Filling bottles and containers marked in milliliters",
    ],
    tips: [
      {
        title: "Spoons for small amounts",
        content: [
          "A US cup is {{1 cup tbsp}} tablespoons, and a tablespoon is {{1 tbsp ml}} mL. For a quarter cup or less, tablespoons are often easier to measure than a jug.",
        ],
      },
      {
        title: "Dry ingredients",
        content: [
          "For flour, sugar and other dry ingredients, a cup is still a volume. Converting it to milliliters is exact, but converting it to grams needs the ingredient's density and how firmly it is packed.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many ml is 1 cup?",
        answer:
          "One US cup is exactly 236.5882365 mL, shown here as {{1 cup ml}} mL. A metric cup is 250 mL.",
      },
      {
        question: "How many ml is half a cup?",
        answer: "Half a US cup is {{0.5 cup ml}} mL, and a quarter cup {{0.25 cup ml}} mL.",
      },
      {
        question: "Is a cup 250 ml?",
        answer:
          "Only the metric cup, used for example in Australia and New Zealand, is 250 mL. The US cup is smaller, {{1 cup ml}} mL, and the imperial cup larger, {{1 cup_uk ml}} mL.",
      },
      {
        question: "Why do US nutrition labels say a cup is 240 ml?",
        answer:
          "US food labeling rules define a rounded cup of 240 mL for serving sizes. The customary cup used in recipes and measuring cups is {{1 cup ml}} mL; the difference is about 1.4 %.",
      },
      {
        question: "How many ml is 2 cups?",
        answer: "2 US cups, one US pint, are {{2 cup ml}} mL.",
      },
      {
        question: "How many fluid ounces are in a cup?",
        answer:
          "A US cup is {{1 cup fl_oz}} US fluid ounces, each {{1 fl_oz ml}} mL. This is volume; it says nothing about weight in ounces.",
      },
    ],
  },
];
