import { lbToOz, ozToLb } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Pounds ↔ ounces: /lb-to-oz and /oz-to-lb. */
export const texts: readonly UnitText[] = [
  {
    page: lbToOz,
    about: [
      "The pound and the ounce are the two everyday weights of the avoirdupois system, used in the United States and, alongside metric units, in the United Kingdom. A pound is exactly {{1 lb oz}} ounces; since 1959 both are tied to the kilogram, the pound being exactly {{1 lb g}} g and the ounce {{1 oz g}} g (to six decimals). Converting between them never involves grams.",
      "To convert pounds to ounces, multiply by {{1 lb oz}}. The result is exact for any decimal number of pounds: 0.1 lb is {{0.1 lb oz}} oz. Pounds are often written with leftover ounces (7 lb 4 oz), and this conversion finds those ounces: take the decimal part of the pounds and multiply it by 16. It is used for baby birth weights, meat and produce sold by the pound, recipe amounts, postage, and fishing and hunting weights.",
    ],
    conversions: [
      { from: "lb", to: "oz", values: [0.125, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 5, 7.5, 10] },
      { from: "lb", to: "g", values: [0.25, 0.5, 1] },
    ],
    formulas: [
      { from: "lb", to: "oz", example: 2.5 },
      { from: "lb", to: "g", example: 1 },
    ],
    useCases: [
      "Writing a baby's birth weight in pounds and ounces",
      "Splitting meat, cheese or produce bought by the pound into ounce portions",
      "Scaling American recipes that mix pounds and ounces",
      "Postage and parcel weights priced by the ounce",
    ],
    tips: [
      {
        title: "Decimal pounds to pounds and ounces",
        content: [
          "Keep the whole pounds and convert only the decimal part: in 7.25 lb, 0.25 lb is {{0.25 lb oz}} oz, so 7.25 lb is 7 lb 4 oz.",
        ],
      },
      {
        title: "Troy pounds are different",
        content: [
          "The troy pound of precious metals has {{1 lb_troy oz_troy}} troy ounces and weighs {{1 lb_troy g}} g, less than the avoirdupois pound of {{1 lb g}} g. Do not mix the two systems.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many ounces are in a pound?",
        answer:
          "An avoirdupois pound is exactly {{1 lb oz}} oz. That is the pound of food, body weight and postage in the US and UK.",
      },
      {
        question: "How many ounces is 1.5 pounds?",
        answer: "1.5 lb is {{1.5 lb oz}} oz, a pound and a half.",
      },
      {
        question: "How many ounces is half a pound?",
        answer: "Half a pound is {{0.5 lb oz}} oz, a quarter pound {{0.25 lb oz}} oz.",
      },
      {
        question: "How do I write 7.4 lb in pounds and ounces?",
        answer:
          "Keep the 7 lb and convert 0.4 lb: {{0.4 lb oz}} oz. So 7.4 lb is 7 lb and {{0.4 lb oz}} oz, not 7 lb 4 oz.",
      },
      {
        question: "How many ounces is 5 lb?",
        answer: "5 lb is {{5 lb oz}} oz, which is {{5 lb kg}} kg.",
      },
    ],
  },

  {
    page: ozToLb,
    about: [
      "Ounces are the small unit on American food packages, parcels and kitchen scales; pounds are the larger unit of {{1 lb oz}} ounces used for body weight, meat and bulk goods. Both belong to the avoirdupois system, defined since 1959 from the kilogram, with the pound at exactly {{1 lb g}} g. The ratio between them is exact: one ounce is {{1 oz lb}} lb.",
      "To convert ounces to pounds, divide by {{1 lb oz}}. The answer is a decimal number of pounds; to write it as pounds and ounces, take the whole pounds and keep the remaining ounces as they are (38 oz is 2 lb and 6 oz). Every whole number of ounces gives an exact result with at most four decimals, which the converter shows in full. People use it to compare package sizes and unit prices, to total ingredient weights, and to read shipping and luggage weights.",
    ],
    conversions: [
      { from: "oz", to: "lb", values: [1, 2, 4, 6, 8, 10, 12, 16, 20, 24, 32, 48] },
      { from: "oz", to: "kg", values: [8, 16, 32] },
    ],
    formulas: [
      { from: "oz", to: "lb", example: 24 },
      { from: "oz", to: "kg", example: 16 },
    ],
    useCases: [
      "Comparing unit prices of packages labelled in ounces and pounds",
      "Adding up recipe ingredients given in ounces",
      "Parcel and postage weights",
      "Fishing catches and small animal weights",
    ],
    tips: [
      {
        title: "Remainders stay in ounces",
        content: [
          "For pounds and ounces, divide by 16 and keep the remainder in ounces: 50 oz is 3 lb (48 oz) plus 2 oz. The decimal form, {{50 oz lb}} lb, is the same weight written differently.",
        ],
      },
      {
        title: "Net weight on labels",
        content: [
          "US food labels usually show net weight in ounces and again in pounds and ounces, plus grams. “Net wt 24 oz (1 lb 8 oz)” is one weight written two ways; in grams it is {{24 oz g}} g, which the label rounds.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many pounds is 16 ounces?",
        answer:
          "16 oz is exactly {{16 oz lb}} lb, the definition of the avoirdupois pound: {{16 oz g}} g.",
      },
      {
        question: "How many pounds is 8 oz?",
        answer:
          "8 oz is {{8 oz lb}} lb, half a pound, and 4 oz is {{4 oz lb}} lb, a quarter pound.",
      },
      {
        question: "How many pounds is 24 oz?",
        answer: "24 oz is {{24 oz lb}} lb, that is 1 lb 8 oz.",
      },
      {
        question: "How many pounds is 1 ounce?",
        answer: "1 oz is {{1 oz lb}} lb, a sixteenth of a pound.",
      },
      {
        question: "Is a fluid ounce a sixteenth of a pound?",
        answer:
          "No. A fluid ounce measures volume, not weight. A US fluid ounce of water weighs a little more than one ounce, but other liquids weigh more or less.",
      },
    ],
  },
];
