import { gToOz, ozToG } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Grams ↔ ounces: /g-to-oz and /oz-to-g. */
export const texts: readonly UnitText[] = [
  {
    page: gToOz,
    about: [
      "The gram (g) is one thousandth of a kilogram, the SI unit of mass, and the usual unit for food, ingredients, letters and small parcels outside the United States. The ounce (oz) on this page is the avoirdupois ounce, one sixteenth of the international pound: since the pound is exactly {{1 lb g}} g, the ounce is exactly 28.349523125 g (453.59237 ÷ 16), shown to six decimals as {{1 oz g}} g. It is not the troy ounce used for gold and silver, nor the fluid ounce, which measures volume.",
      "To convert grams to ounces, divide by 28.349523125, or multiply by {{1 g oz}} for the same result to about six significant digits. An ounce is much larger than a gram, so the number of ounces is always smaller, roughly a thirtieth of the grams. The conversion comes up with metric recipes cooked in American kitchens, food labels and portion sizes, postal and shipping weights, coffee and tea doses, and kitchen scales switched to the other unit.",
    ],
    conversions: [
      { from: "g", to: "oz", values: [1, 5, 10, 20, 25, 50, 100, 150, 200, 250, 500, 1000] },
      { from: "g", to: "lb", values: [100, 250, 500, 1000] },
    ],
    formulas: [
      { from: "g", to: "oz", example: 250 },
      { from: "g", to: "lb", example: 500 },
    ],
    useCases: [
      "Cooking American recipes with a metric kitchen scale, and the reverse",
      "Reading nutrition labels and portion sizes",
      "Postage and shipping rates for letters and small parcels",
      "Coffee, tea and spice doses weighed in grams",
    ],
    tips: [
      {
        title: "Weigh, do not guess volume",
        content: [
          "Grams and ounces here are both weights. A recipe that gives flour in grams converts to ounces by weight; converting it to cups needs the density of the ingredient, which varies with how it is packed.",
        ],
      },
      {
        title: "A rough rule",
        content: [
          "For an estimate, divide the grams by 30: 300 g gives 10 oz, against {{300 g oz}} oz. The shortcut is about 5.5 % low.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many ounces is 100 grams?",
        answer: "100 g is {{100 g oz}} oz, a little over three and a half ounces.",
      },
      {
        question: "How many ounces is 1 gram?",
        answer: "1 g is {{1 g oz}} oz. It takes {{1 oz g}} g to make one ounce.",
      },
      {
        question: "How many ounces is 500 g?",
        answer:
          "500 g is {{500 g oz}} oz, or {{500 g lb}} lb, a little more than a pound ({{1 lb g}} g).",
      },
      {
        question: "Is this the troy ounce used for gold?",
        answer:
          "No. This page uses the avoirdupois ounce of everyday goods, {{1 oz g}} g. Gold, silver and platinum are priced in troy ounces of {{1 oz_troy g}} g, which the weight converter offers.",
      },
      {
        question: "What is the difference between an ounce and a fluid ounce?",
        answer:
          "An ounce is a unit of weight (mass); a fluid ounce is a unit of volume. A US fluid ounce of water weighs a little more than one ounce, and oils or honey weigh different amounts, so one cannot be turned into the other without the density.",
      },
    ],
  },

  {
    page: ozToG,
    about: [
      "The ounce is the small unit of weight in the US customary and imperial systems: a sixteenth of a pound. The avoirdupois ounce used for food and everyday goods is exactly 28.349523125 grams, because the pound was defined in 1959 as exactly {{1 lb g}} g. The converter shows it as {{1 oz g}} g, rounded to six decimals; a thousand ounces are exactly {{1000 oz g}} g.",
      "To convert ounces to grams, multiply by 28.349523125. The factor is exact, so the only rounding is the converter's six-decimal display. A gram is much smaller, so the number of grams is always larger, nearly thirty times. People use the conversion for American recipes (butter, cheese, meat and chocolate in ounces), package weights, postage rates charged by the ounce, and hobby and craft supplies. Precious metals are weighed in troy ounces, a different unit.",
    ],
    conversions: [
      { from: "oz", to: "g", values: [0.25, 0.5, 1, 2, 3, 4, 6, 8, 10, 12, 16, 32] },
      { from: "oz", to: "kg", values: [16, 32, 50, 100] },
    ],
    formulas: [
      { from: "oz", to: "g", example: 8 },
      { from: "oz", to: "kg", example: 32 },
    ],
    useCases: [
      "Following American recipes on a metric kitchen scale",
      "Converting package weights labelled in ounces",
      "Postage and shipping charged by the ounce",
      "Portion sizes of meat, cheese and snacks",
    ],
    tips: [
      {
        title: "Net weight ounces, not fluid ounces",
        content: [
          "“Net wt 12 oz” on a package is a weight and converts here. “12 fl oz” on a drink is a volume; convert it with the volume converter instead.",
        ],
      },
      {
        title: "Round for the kitchen",
        content: [
          "Kitchen scales usually read in whole grams, so 4 oz ({{4 oz g}} g) is weighed to the nearest gram; keep the decimals only for small, strong ingredients such as yeast or salt.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many grams are in an ounce?",
        answer:
          "One avoirdupois ounce is exactly 28.349523125 g, shown here as {{1 oz g}} g. A troy ounce is {{1 oz_troy g}} g.",
      },
      {
        question: "How many grams is 8 oz?",
        answer:
          "8 oz, half a pound, is {{8 oz g}} g. If a recipe says 8 fl oz, it means a volume, not a weight, and needs the volume converter.",
      },
      {
        question: "How many grams is a stick of butter?",
        answer:
          "A US stick of butter weighs 4 oz, a quarter of a pound, which is {{4 oz g}} g. Four sticks make a pound, {{1 lb g}} g.",
      },
      {
        question: "Why do food labels say 1 oz is 28 g?",
        answer:
          "US nutrition labeling rules round the ounce to 28 g. The exact value is 28.349523125 g, so the label figure is about 1.2 % low.",
      },
      {
        question: "How many grams is 16 oz?",
        answer: "16 oz is one pound, exactly {{16 oz g}} g.",
      },
    ],
  },
];
