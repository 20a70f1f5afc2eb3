import { kgToLb, lbToKg } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Kilograms ↔ pounds: /kg-to-lb and /lb-to-kg. */
export const texts: readonly UnitText[] = [
  {
    page: kgToLb,
    about: [
      "The kilogram (kg) is the SI base unit of mass, defined since 2019 by fixing the value of the Planck constant. The pound (lb) on this page is the international avoirdupois pound, the everyday pound of the United States and the United Kingdom, defined by the 1959 yard and pound agreement as exactly {{1 lb g}} grams. One kilogram is therefore {{1 kg lb}} lb, a value rounded to six decimals.",
      "To convert kilograms to pounds, divide by 0.45359237, the exact number of kilograms in a pound, or multiply by {{1 kg lb}} for the same result to about six significant digits. A kilogram is more than twice a pound, so the number of pounds is always larger. People meet the conversion with body weight (pounds in the US, stones and pounds in the UK), gym plates and dumbbells, luggage allowances, food and parcel weights, and medication doses that depend on body mass.",
    ],
    conversions: [
      { from: "kg", to: "lb", values: [0.5, 1, 2, 5, 10, 20, 23, 50, 60, 70, 80, 100] },
      { from: "kg", to: "st", values: [50, 60, 70, 80, 90, 100] },
    ],
    formulas: [
      { from: "kg", to: "lb", example: 70 },
      { from: "kg", to: "st", example: 70 },
    ],
    useCases: [
      "Body weight on scales, medical forms and fitness apps set to the other unit",
      "Gym equipment: kilogram plates and dumbbells against pound ones",
      "Airline baggage allowances given in kilograms",
      "Shipping and parcel weights for postage and courier rates",
      "Food and ingredient packages labelled in kilograms",
    ],
    tips: [
      {
        title: "Double it and add a tenth",
        content: [
          "For a quick estimate, double the kilograms and add a tenth of the result: 70 kg gives 154 lb, against {{70 kg lb}} lb. The shortcut is about 0.2 % low.",
        ],
      },
      {
        title: "Stones in the UK",
        content: [
          "British body weights are often given in stones and pounds. A stone is {{1 st lb}} lb, so 70 kg is {{70 kg st}} st; the second table gives stones directly.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many pounds is 1 kg?",
        answer:
          "1 kg is {{1 kg lb}} lb. The exact relation runs the other way: a pound is exactly {{1 lb g}} g.",
      },
      {
        question: "How many pounds is 70 kg?",
        answer: "70 kg is {{70 kg lb}} lb, or {{70 kg st}} stone.",
      },
      {
        question: "How many pounds is 23 kg of luggage?",
        answer:
          "23 kg is {{23 kg lb}} lb. A 23 kg allowance is often quoted as 50 lb, which is {{50 lb kg}} kg, slightly less than 23 kg.",
      },
      {
        question: "How many pounds is a 20 kg barbell?",
        answer:
          "A 20 kg bar is {{20 kg lb}} lb. A 45 lb bar, common in US gyms, is {{45 lb kg}} kg, so the two are close but not the same.",
      },
      {
        question: "Are kilograms and pounds units of weight or mass?",
        answer:
          "Both are units of mass. In everyday language “weight” means mass, and scales are calibrated to show it. The force of gravity on a mass is measured in newtons or pounds-force, a different quantity.",
      },
    ],
  },

  {
    page: lbToKg,
    about: [
      "The pound (lb, from the Latin libra) used in trade and daily life in the United States and the United Kingdom is the avoirdupois pound of {{1 lb oz}} ounces. Since the 1959 international yard and pound agreement it has been defined from the kilogram: one pound is exactly 0.45359237 kg, which is {{1 lb g}} g. It is not the troy pound of precious metals, which is smaller.",
      "To convert pounds to kilograms, multiply by 0.45359237. The factor is exact, so the only rounding is the converter's six-decimal display: one pound shows as {{1 lb kg}} kg, while a hundred pounds show exactly {{100 lb kg}} kg. A pound is a little less than half a kilogram, so the number of kilograms is always smaller. The conversion is needed for body weight on medical and sports forms, recipes and grocery weights from the US, gym loads, and the weights of parcels, pets and babies.",
    ],
    conversions: [
      { from: "lb", to: "kg", values: [1, 2, 5, 10, 25, 45, 50, 100, 150, 180, 200, 250] },
      { from: "lb", to: "g", values: [0.25, 0.5, 1, 2] },
    ],
    formulas: [
      { from: "lb", to: "kg", example: 150 },
      { from: "lb", to: "g", example: 0.5 },
    ],
    useCases: [
      "Body weight in pounds entered on a form or app that asks for kilograms",
      "US recipes and grocery weights such as 1 lb of ground meat",
      "Gym loads: converting pound plates and dumbbells to kilograms",
      "Weights of babies, pets and parcels given in pounds",
    ],
    tips: [
      {
        title: "Halve it and take away a tenth",
        content: [
          "For a quick estimate, halve the pounds and subtract a tenth of the result: 150 lb gives 67.5 kg, against {{150 lb kg}} kg. The shortcut is about 0.8 % low.",
        ],
      },
      {
        title: "Pounds and ounces",
        content: [
          "A weight such as 7 lb 8 oz is 7.5 lb, because a pound has {{1 lb oz}} ounces, not 10. Convert the ounces first (8 oz = {{8 oz lb}} lb) and add them to the pounds before converting to kilograms.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many kg is 150 lbs?",
        answer:
          "150 lb is {{150 lb kg}} kg. As a check, the number of kilograms is always a little less than half the number of pounds.",
      },
      {
        question: "What does lbs stand for?",
        answer:
          "“lb” comes from the Latin libra, a Roman unit of weight; “lbs” is an informal plural. Standards such as NIST SP 811 write the symbol lb for both singular and plural.",
      },
      {
        question: "Is a pound exactly 0.45359237 kg?",
        answer:
          "Yes, by definition since 1959. A pound is exactly {{1 lb g}} grams, so converting pounds to kilograms involves no measured constant.",
      },
      {
        question: "How many kg is 200 pounds?",
        answer: "200 lb is {{200 lb kg}} kg; a round 90 kg is {{90 kg lb}} lb.",
      },
      {
        question: "Is a UK pound the same as a US pound?",
        answer:
          "Yes. Both use the international avoirdupois pound of {{1 lb g}} g. Only the troy pound ({{1 lb_troy g}} g), used for precious metals, differs.",
      },
    ],
  },
];
